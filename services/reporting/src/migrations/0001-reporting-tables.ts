import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/** The clients, forms and answers the reports are built from. Ids are text: a malformed id in a path finds nothing. */
export const reportingTables: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE clients (
        id text PRIMARY KEY,
        subscriber_id text NOT NULL,
        first_name text,
        last_name text,
        subscriber_display_name text,
        deleted boolean NOT NULL DEFAULT false
      )`.execute(db);
    await sql`
      CREATE TABLE forms (
        id text PRIMARY KEY,
        client_id text NOT NULL,
        subscriber_id text NOT NULL,
        status text NOT NULL,
        pages jsonb NOT NULL,
        created timestamptz NOT NULL,
        completed timestamptz
      )`.execute(db);
    await sql`CREATE INDEX forms_client ON forms (client_id)`.execute(db);
    await sql`
      CREATE TABLE answer_sets (
        id text PRIMARY KEY,
        form_id text NOT NULL,
        page_id text NOT NULL,
        version integer NOT NULL,
        answers jsonb NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX answer_sets_form ON answer_sets (form_id)`.execute(db);
  },
};
