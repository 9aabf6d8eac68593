import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/** The client's language, and each supporter's (the client's when they were listed): issue 15. */
export const languages: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE clients ADD COLUMN preferred_language text NOT NULL DEFAULT 'en'`.execute(db);
    await sql`ALTER TABLE supporters ADD COLUMN language text NOT NULL DEFAULT 'en'`.execute(db);
  },
};
