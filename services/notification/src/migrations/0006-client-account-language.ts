import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * The client's account beside their language (issue 37): a password reset names the account
 * (identity's `PasswordResetRequested.userId`, the invitation's `applicationUserId`), and its mail or
 * text goes out in the client's language. Null for clients invited before this: their resets go out in English.
 */
export const clientAccountLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE client_reminders ADD COLUMN application_user_id text`.execute(db);
    await sql`CREATE INDEX client_reminders_application_user_id ON client_reminders (application_user_id)`.execute(db);
  },
};
