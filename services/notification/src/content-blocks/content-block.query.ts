import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { ContentBlock } from '@app/contracts';
import { isSiteAdmin, isUuid, listColumn, NotFoundError, parseListQuery, PlatformRuntime, runListQuery, type ListPage, type ListSpec, type Principal } from '@app/platform';
import type { ContentBlockRow, NotificationDatabase } from '../notification-database.js';

/** The admin list's allowlist (spec 01 §7): text columns filter with Contains, `updated` by day. */
export const contentBlockList: ListSpec = {
  columns: {
    id: listColumn.id('id'),
    slug: listColumn.text('slug'),
    title: listColumn.text('title'),
    description: listColumn.text('description'),
    isPage: listColumn.boolean('is_page'),
    updated: listColumn.date('updated'),
  },
  defaultOrder: { column: 'slug', direction: 'asc' },
};

export const contentBlockNotFound = () => new NotFoundError('The content block');

export function toContentBlock(row: ContentBlockRow): ContentBlock {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    value: row.value,
    isPage: row.is_page,
    contentText: row.content_text,
    contentHtml: row.content_html,
    allowedTokens: row.allowed_tokens,
    concurrencyCheck: row.version,
  };
}

@Injectable()
export class ContentBlockQuery {
  constructor(private readonly runtime: PlatformRuntime<NotificationDatabase>) {}

  private get db(): Kysely<NotificationDatabase> {
    return this.runtime.db;
  }

  async list(query: Record<string, unknown>): Promise<ListPage<ContentBlock>> {
    const parsed = parseListQuery(query, contentBlockList);
    const { rows, total } = await runListQuery<ContentBlockRow>(this.db.selectFrom('content_blocks').selectAll(), parsed, 'id');
    return { items: rows.map(toContentBlock), total };
  }

  async get(id: string): Promise<ContentBlock> {
    const row = isUuid(id) ? await this.db.selectFrom('content_blocks').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw contentBlockNotFound();
    return toContentBlock(row);
  }

  /**
   * A page (isPage) for anyone; a message text only for a site admin. To anyone else a message
   * text does not exist (404, like an unknown slug): which message texts there are is not public.
   */
  async bySlug(slug: string, user: Principal | undefined): Promise<ContentBlock> {
    const row = slug.length <= 100 ? await this.db.selectFrom('content_blocks').selectAll().where('slug', '=', slug).executeTakeFirst() : undefined;
    if (!row || (!row.is_page && !isSiteAdmin(user))) throw contentBlockNotFound();
    return toContentBlock(row);
  }
}
