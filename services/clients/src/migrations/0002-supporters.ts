import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/** The supporters the clients listed, with their letters; each code unique, like the clients'. */
export const supportersTable: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE supporters (
        id uuid PRIMARY KEY,
        client_id uuid NOT NULL,
        slot integer NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        client_relationship text NOT NULL,
        short_code text NOT NULL,
        support_text text,
        signature_name text,
        is_complete boolean NOT NULL DEFAULT false,
        CONSTRAINT supporters_short_code_unique UNIQUE (short_code)
      )`.execute(db);
    await sql`CREATE INDEX supporters_client ON supporters (client_id, slot)`.execute(db);
  },
};
