import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/** The client's language, as the form's stream has it (FormCreated, then FormLanguageChanged; issue 33). */
export const formLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE forms ADD COLUMN language text NOT NULL DEFAULT 'en'`.execute(db);
  },
};
