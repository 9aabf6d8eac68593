import type { ContentBlockEventData, ContentBlockEvents } from '@app/contracts';
import type { Projection, StoredEventOf } from '@app/platform';
import { allowedTokensOf, renderContent } from './rendering/render-content.js';
import type { NotificationDatabase } from '../notification-database.js';

type ContentBlockEvent = StoredEventOf<typeof ContentBlockEvents>;

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
export const contentBlocksProjection: Projection<ContentBlockEvent, NotificationDatabase> = {
  name: 'content_blocks',
  handles: ['ContentBlockCreated', 'ContentBlockUpdated'],
  async apply(event, db) {
    switch (event.type) {
      case 'ContentBlockCreated': {
        const fields = event.data;
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
        const fields = event.data;
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
