import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/** The event holding the client's case details as the attorney last saved them (issue 34): they are read from it, sealed. */
export const caseDetails: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE clients ADD COLUMN case_details_event_position bigint`.execute(db);
  },
};
