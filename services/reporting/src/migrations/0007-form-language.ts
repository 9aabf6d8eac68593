import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/** The client's language, as survey's form has it (FormCreated, FormLanguageChanged; issue 33): the report says which screens were not offered in it. */
export const formLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE forms ADD COLUMN language text NOT NULL DEFAULT 'en'`.execute(db);
  },
};
