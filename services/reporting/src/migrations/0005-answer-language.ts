import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/** The language each answer set was saved in (issue 15): the report marks Spanish free text. */
export const answerLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE answer_sets ADD COLUMN language text NOT NULL DEFAULT 'en'`.execute(db);
  },
};
