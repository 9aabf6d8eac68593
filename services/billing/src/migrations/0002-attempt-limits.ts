import type { Kysely } from 'kysely';
import { createAttemptLimitTable, type Migration } from '@app/platform';

/** The counters of the promotion-code attempt limits. */
export const attemptLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await createAttemptLimitTable(db);
  },
};
