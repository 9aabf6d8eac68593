import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/** The language each client's reminders go out in (issue 15): the invitation's, then the client's own choice. */
export const reminderLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE client_reminders ADD COLUMN language text NOT NULL DEFAULT 'en'`.execute(db);
  },
};
