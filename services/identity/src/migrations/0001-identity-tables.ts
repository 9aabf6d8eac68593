import { sql, type Kysely } from 'kysely';
import { createAttemptLimitTable, type Migration } from '@app/platform';

/** Read model of users, the signing keys and the rate-limit counters. */
export const identityTables: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        email text CONSTRAINT users_email_unique UNIQUE CHECK (email = lower(email)),
        first_name text,
        last_name text,
        phone_number text,
        roles text[] NOT NULL DEFAULT '{}',
        two_factor_enabled boolean NOT NULL DEFAULT false,
        created timestamptz NOT NULL,
        erased boolean NOT NULL DEFAULT false
      )`.execute(db);
    await sql`CREATE INDEX users_roles ON users USING gin (roles)`.execute(db);
    await sql`CREATE INDEX users_created ON users (created)`.execute(db);
    await sql`
      CREATE TABLE signing_keys (
        kid text PRIMARY KEY,
        sealed_private_key bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`.execute(db);
    await createAttemptLimitTable(db);
  },
};
