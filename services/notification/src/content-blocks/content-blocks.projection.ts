import type { Kysely } from 'kysely';
import type { ContentBlockEventData, ContentBlockEventType } from '@app/contracts';
import type { Projection, StoredEvent } from '@app/platform';
import { allowedTokensOf, renderContent } from './rendering/render-content.js';

/** Row of the `content_blocks` read model. */
export interface ContentBlockRow {
  id: string;
  slug: string;
  title: string | null;
  description: string | null;
  value: string;
  is_page: boolean;
  content_html: string;
  content_text: string;
  allowed_tokens: string[];
  version: number;
  created: Date;
  updated: Date;
}

const data = <K extends ContentBlockEventType>(event: StoredEvent, _type: K) => event.data as ContentBlockEventData<K>;

/** The columns a block's fields give: the Markdown rendered and its placeholders found. */
function columnsOf(fields: ContentBlockEventData<'ContentBlockUpdated'>) {
  const { contentHtml, contentText } = renderContent(fields.value);
  return {
    slug: fields.slug,
    title: fields.title,
    description: fields.description,
    value: fields.value,
    is_page: fields.isPage,
    content_html: contentHtml,
    content_text: contentText,
    allowed_tokens: allowedTokensOf(fields.value),
  };
}

/**
 * Inline projection into `content_blocks` (in the append's transaction). A slug another block uses
 * fails the unique constraint `content_blocks_slug_key`, and with it the append.
 */
export const contentBlocksProjection: Projection = {
  name: 'content_blocks',
  handles: ['ContentBlockCreated', 'ContentBlockUpdated'] satisfies ContentBlockEventType[],
  async apply(event: StoredEvent, db: Kysely<any>) {
    switch (event.type) {
      case 'ContentBlockCreated': {
        const fields = data(event, 'ContentBlockCreated');
        await db
          .insertInto('content_blocks')
          .values({
            id: fields.contentBlockId,
            ...columnsOf(fields),
            version: event.version,
            created: event.metadata.occurredAt,
            updated: event.metadata.occurredAt,
          })
          .execute();
        return;
      }
      case 'ContentBlockUpdated': {
        const fields = data(event, 'ContentBlockUpdated');
        await db
          .updateTable('content_blocks')
          .set({ ...columnsOf(fields), version: event.version, updated: event.metadata.occurredAt })
          .where('id', '=', fields.contentBlockId)
          .execute();
        return;
      }
    }
  },
};

/** Is this error the slug's unique constraint (another block uses the slug)? */
export const isSlugTaken = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23505' && (error as { constraint?: string }).constraint === 'content_blocks_slug_key';
