import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * `forms`, `pages`, `answer_sets`: read models of the form streams. My Clients (a subscriber's forms,
 * newest first, filtered by name with `Contains`) reads `forms` through the subscriber's index; the
 * trigram indexes answer `Contains` (ILIKE '%...%') on names and email over all forms (the site
 * admin) without a full scan.
 */
export const formsTables: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`
      CREATE TABLE forms (
        id uuid PRIMARY KEY,
        client_id uuid NOT NULL,
        subscriber_id uuid NOT NULL,
        application_user_id uuid NOT NULL,
        key text NOT NULL,
        status text NOT NULL,
        original_form_id uuid,
        first_name text,
        last_name text,
        email text,
        phone_number text,
        is_proctored boolean NOT NULL,
        created timestamptz NOT NULL,
        started timestamptz,
        completed timestamptz,
        deleted boolean NOT NULL DEFAULT false
      )`.execute(db);
    await sql`CREATE INDEX forms_subscriber_created ON forms (subscriber_id, created DESC, id) WHERE NOT deleted`.execute(db);
    await sql`CREATE INDEX forms_created ON forms (created DESC, id) WHERE NOT deleted`.execute(db);
    await sql`CREATE INDEX forms_application_user ON forms (application_user_id)`.execute(db);
    await sql`CREATE INDEX forms_client ON forms (client_id)`.execute(db);
    await sql`CREATE INDEX forms_original_form ON forms (original_form_id) WHERE original_form_id IS NOT NULL`.execute(db);
    for (const column of ['last_name', 'first_name', 'email']) {
      await sql`CREATE INDEX ${sql.id(`forms_${column}_trigram`)} ON forms USING gin (${sql.id(column)} gin_trgm_ops)`.execute(db);
    }
    await sql`
      CREATE TABLE pages (
        id uuid PRIMARY KEY,
        form_id uuid NOT NULL REFERENCES forms (id),
        answer_set_id uuid NOT NULL UNIQUE,
        position integer NOT NULL,
        display_weight integer NOT NULL,
        template_id uuid NOT NULL,
        template_version integer NOT NULL,
        template jsonb NOT NULL,
        UNIQUE (form_id, position)
      )`.execute(db);
    await sql`
      CREATE TABLE answer_sets (
        id uuid PRIMARY KEY,
        form_id uuid NOT NULL REFERENCES forms (id),
        page_id uuid NOT NULL REFERENCES pages (id),
        answers jsonb NOT NULL,
        version integer NOT NULL,
        updated timestamptz
      )`.execute(db);
    await sql`CREATE INDEX answer_sets_form ON answer_sets (form_id)`.execute(db);
  },
};
