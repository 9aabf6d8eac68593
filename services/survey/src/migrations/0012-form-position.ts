import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/** Where the client is in their form (PageOpened; issue 33): the page opened last and the furthest one's place. */
export const formPosition: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE forms ADD COLUMN last_page_id uuid, ADD COLUMN furthest_page_position integer`.execute(db);
  },
};
