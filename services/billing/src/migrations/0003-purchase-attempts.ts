import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/** The purchase each user has under way (at most one): claimed before Stripe is called, removed with its outcome. */
export const purchaseAttempts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE purchase_attempts (
        user_id text PRIMARY KEY,
        token uuid NOT NULL,
        fingerprint text NOT NULL,
        expires_at timestamptz NOT NULL
      )`.execute(db);
  },
};
