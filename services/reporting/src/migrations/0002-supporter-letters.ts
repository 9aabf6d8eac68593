import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/** The client's supporters and their letters (clients' supporter events), for the letter download and the report's appendix. */
export const supporterLetters: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE supporters (
        id text PRIMARY KEY,
        client_id text NOT NULL,
        subscriber_id text NOT NULL,
        first_name text,
        last_name text,
        client_relationship text,
        support_text text,
        signature_name text,
        is_complete boolean NOT NULL DEFAULT false,
        support_text_sha256 text,
        signed_at timestamptz
      )`.execute(db);
    await sql`CREATE INDEX supporters_client ON supporters (client_id)`.execute(db);
  },
};
