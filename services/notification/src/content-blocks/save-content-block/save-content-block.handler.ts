import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CreateContentBlockRequest, UpdateContentBlockRequest } from '@app/contracts';
import { isUuid, PlatformRuntime, ValidationError, type AppendContext } from '@app/platform';
import { contentBlockDecider, contentBlockFields } from '../content-block.decide.js';
import { contentBlockStreamId } from '../content-block.js';
import { contentBlockNotFound } from '../content-block.query.js';
import { isSlugTaken } from '../content-blocks.projection.js';
import type { NotificationDatabase } from '../../notification-database.js';

export const SLUG_TAKEN = 'slug: Another content block already uses this slug.';

/** Runs `write`; a slug another block holds (the read model's unique index) becomes a 400. */
async function slugChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isSlugTaken(error)) throw new ValidationError([SLUG_TAKEN]);
    throw error;
  }
}

/** POST and PUT /api/contentBlock: the aggregate decides, the inline projection renders. */
@Injectable()
export class SaveContentBlockHandler {
  constructor(private readonly runtime: PlatformRuntime<NotificationDatabase>) {}

  /** Creates a block under a new id; returns the id. */
  async create(request: CreateContentBlockRequest, context: AppendContext): Promise<string> {
    const contentBlockId = randomUUID();
    await slugChecked(() =>
      this.runtime.commands.handle(
        contentBlockStreamId(contentBlockId),
        { type: 'CreateContentBlock', contentBlockId, source: 'admin', ...contentBlockFields(request) },
        contentBlockDecider,
        { context },
      ),
    );
    return contentBlockId;
  }

  /**
   * Saves the editor's fields if the block is still at `concurrencyCheck` (else 409). No retry: a
   * concurrent save in between is exactly the conflict the editor must hear about.
   */
  async update(id: string, request: UpdateContentBlockRequest, context: AppendContext): Promise<void> {
    if (!isUuid(id)) throw contentBlockNotFound();
    const contentBlockId = id.toLowerCase();
    await slugChecked(() =>
      this.runtime.commands.handle(
        contentBlockStreamId(contentBlockId),
        { type: 'UpdateContentBlock', concurrencyCheck: request.concurrencyCheck, ...contentBlockFields(request) },
        contentBlockDecider,
        { context },
      ),
    );
  }
}
