import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * A page's sealed answers (~2-3 kB) went out of line to TOAST at 2 kB, so every save's upsert wrote
 * TOAST chunks and their index besides the row: kept in the row up to a page's size now, as survey's events.
 */
export const answersKeptInline: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE answer_sets SET (toast_tuple_target = 8160)`.execute(db);
  },
};
