import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/** Password reset requests recorded before the answer and looked up after it (ResetRequestQueue). */
export const passwordResetRequests: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE password_reset_requests (
        id uuid PRIMARY KEY,
        sealed_email bytea NOT NULL,
        context jsonb NOT NULL,
        requested_at timestamptz NOT NULL DEFAULT now()
      )`.execute(db);
  },
};
