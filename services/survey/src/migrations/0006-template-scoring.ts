import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * A screen's scoring rules and published source (issue 10), as its template events carry them; null
 * for the other pages, and for every template saved before (their events have neither).
 */
export const templateScoring: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE templates ADD COLUMN scoring jsonb NULL, ADD COLUMN instrument jsonb NULL`.execute(db);
  },
};
