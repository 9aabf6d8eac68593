import { Injectable } from '@nestjs/common';
import type { ReviewView } from '@app/contracts';
import { PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import type { ClientsDatabase } from '../clients-database.js';

/** The stream of the reviewers' looks at a client's history (apart from the client's own stream, which deletion ends). */
export const reviewStreamId = (clientId: string) => `review-${clientId}`;

/** Records each look of a compliance reviewer in the client's history: who looked at what, and when. */
@Injectable()
export class ReviewLooks {
  constructor(private readonly runtime: PlatformRuntime<ClientsDatabase>) {}

  async record(reviewer: Principal, clientId: string, view: ReviewView, context: AppendContext, instants: string[] = []): Promise<void> {
    await this.runtime.store.append(reviewStreamId(clientId), [{ type: 'ClientRecordReviewed', data: { clientId, reviewerId: reviewer.id, view, instants } }], {
      expectedVersion: 'any',
      context,
    });
  }
}
