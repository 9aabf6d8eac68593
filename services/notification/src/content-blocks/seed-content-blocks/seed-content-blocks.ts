import { ConcurrencyError, DomainError, type PlatformRuntime } from '@app/platform';
import { uuidV5 } from '../../messages/message-id.js';
import { contentBlockDecider } from '../content-block.decide.js';
import { contentBlockStreamId, type ContentBlockFields } from '../content-block.js';
import { isSlugTaken } from '../content-blocks.projection.js';
import { DEFAULT_CONTENT_BLOCKS } from './default-content-blocks.js';
import type { NotificationDatabase } from '../../notification-database.js';

/** A seeded block's id: the same on every start and every instance (UUID v5 of its slug). */
export const seededContentBlockId = (slug: string) => uuidV5(`content-block:${slug}`);

export type SeedOutcome = 'created' | 'exists' | 'slug-taken';

/**
 * Creates each default block once (on the service's start). Idempotent across restarts and
 * concurrent starts: the stream of a seeded block has a fixed id and must not exist yet (expected
 * version 0), so whoever comes second gets a conflict and leaves it. A block an admin has edited,
 * renamed or re-slugged is never touched again; a default whose slug another block already holds
 * is skipped (logged).
 */
export async function seedContentBlocks(
  runtime: PlatformRuntime<NotificationDatabase>,
  blocks: readonly ContentBlockFields[] = DEFAULT_CONTENT_BLOCKS,
): Promise<Record<string, SeedOutcome>> {
  const outcomes: Record<string, SeedOutcome> = {};
  for (const fields of blocks) {
    const contentBlockId = seededContentBlockId(fields.slug);
    try {
      await runtime.commands.handle(contentBlockStreamId(contentBlockId), { type: 'CreateContentBlock', contentBlockId, source: 'seed', ...fields }, contentBlockDecider);
      outcomes[fields.slug] = 'created';
    } catch (error) {
      if (error instanceof ConcurrencyError || (error instanceof DomainError && error.status === 409)) {
        outcomes[fields.slug] = 'exists';
      } else if (isSlugTaken(error)) {
        runtime.logger.warn({ slug: fields.slug }, 'content blocks: another block has the slug of a default page; default not created');
        outcomes[fields.slug] = 'slug-taken';
      } else {
        throw error;
      }
    }
  }
  const created = Object.keys(outcomes).filter((slug) => outcomes[slug] === 'created');
  if (created.length) runtime.logger.info({ slugs: created }, 'content blocks: default pages created');
  return outcomes;
}
