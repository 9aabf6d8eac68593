import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * Clients' accounts (made from clients' `ClientInvited`): the client and subscriber they belong to,
 * emails unique among the other accounts only (a person invited by two attorneys, or an attorney
 * inviting their own address, has one account per invitation), the invitations' codes (hashed), and
 * reset requests by a client's account id.
 */
export const clientAccounts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE users ADD COLUMN client_id uuid, ADD COLUMN subscriber_id uuid`.execute(db);
    await sql`ALTER TABLE users DROP CONSTRAINT users_email_unique`.execute(db);
    await sql`CREATE UNIQUE INDEX users_email_unique ON users (email) WHERE client_id IS NULL`.execute(db);
    await sql`CREATE INDEX users_client_email ON users (email) WHERE client_id IS NOT NULL`.execute(db);
    await sql`CREATE INDEX users_client_phone_number ON users (phone_number) WHERE client_id IS NOT NULL`.execute(db);
    await sql`
      CREATE TABLE client_invitations (
        short_code_hash text PRIMARY KEY,
        user_id uuid NOT NULL UNIQUE,
        client_id uuid NOT NULL
      )`.execute(db);
    await sql`
      ALTER TABLE password_reset_requests
        ALTER COLUMN sealed_email DROP NOT NULL,
        ADD COLUMN client_user_id uuid,
        ADD CONSTRAINT password_reset_requests_one_target CHECK ((sealed_email IS NULL) <> (client_user_id IS NULL))`.execute(db);
  },
};
