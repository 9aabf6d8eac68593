import { sql, type Kysely } from 'kysely';
import { createAttemptLimitTable, type Migration } from '@app/platform';

/**
 * The clients with their forms and timeline, what clients knows of subscribers (subscriptions, names)
 * and of survey's templates, and the counters of the landing lookups' limits. Trigram indexes let the
 * lists' `Contains` filters on names and contacts use an index over many thousands of clients.
 */
export const clientsTables: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`
      CREATE TABLE clients (
        id uuid PRIMARY KEY,
        application_user_id uuid NOT NULL UNIQUE,
        subscriber_id uuid NOT NULL,
        first_name text,
        last_name text,
        email text,
        phone_number text,
        use_email boolean NOT NULL,
        use_sms boolean NOT NULL,
        reminder_days integer NOT NULL,
        enable_supporters boolean NOT NULL,
        is_proctored boolean NOT NULL,
        is_offline boolean NOT NULL DEFAULT false,
        short_code text NOT NULL,
        short_code_url text NOT NULL,
        form_status text NOT NULL DEFAULT 'Created',
        active_form_id uuid,
        active_page_id uuid,
        has_account boolean NOT NULL DEFAULT false,
        is_account_activated boolean NOT NULL DEFAULT false,
        created timestamptz NOT NULL,
        deleted boolean NOT NULL DEFAULT false,
        CONSTRAINT clients_short_code_unique UNIQUE (short_code)
      )`.execute(db);
    await sql`CREATE INDEX clients_subscriber_created ON clients (subscriber_id, created) WHERE NOT deleted`.execute(db);
    await sql`CREATE INDEX clients_created ON clients (created) WHERE NOT deleted`.execute(db);
    for (const column of ['first_name', 'last_name', 'email', 'phone_number']) {
      await sql`CREATE INDEX ${sql.id(`clients_${column}_trgm`)} ON clients USING gin (${sql.id(column)} gin_trgm_ops)`.execute(db);
    }
    await sql`
      CREATE TABLE forms (
        id uuid PRIMARY KEY,
        client_id uuid NOT NULL,
        key text NOT NULL,
        status text NOT NULL,
        pages jsonb NOT NULL,
        saved_page_ids jsonb NOT NULL DEFAULT '[]',
        last_saved_page_id uuid,
        created timestamptz NOT NULL,
        started timestamptz,
        completed timestamptz
      )`.execute(db);
    await sql`CREATE INDEX forms_client ON forms (client_id, created)`.execute(db);
    await sql`
      CREATE TABLE client_events (
        id uuid PRIMARY KEY,
        client_id uuid NOT NULL,
        event_timestamp timestamptz NOT NULL,
        event_type text NOT NULL,
        description text NOT NULL,
        page_id uuid
      )`.execute(db);
    await sql`CREATE INDEX client_events_client ON client_events (client_id, event_timestamp DESC)`.execute(db);
    await sql`
      CREATE TABLE subscriptions (
        id uuid PRIMARY KEY,
        is_active boolean NOT NULL,
        is_enterprise boolean NOT NULL,
        expiration timestamptz,
        version integer NOT NULL
      )`.execute(db);
    await sql`
      CREATE TABLE subscription_users (
        subscription_id uuid NOT NULL REFERENCES subscriptions (id),
        user_id uuid NOT NULL,
        PRIMARY KEY (subscription_id, user_id)
      )`.execute(db);
    await sql`CREATE INDEX subscription_users_user ON subscription_users (user_id)`.execute(db);
    await sql`
      CREATE TABLE user_names (
        user_id uuid PRIMARY KEY,
        email text,
        first_name text,
        last_name text,
        display_name text GENERATED ALWAYS AS (
          coalesce(nullif(btrim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email)
        ) STORED
      )`.execute(db);
    await sql`
      CREATE TABLE templates (
        id uuid PRIMARY KEY,
        is_default boolean NOT NULL,
        default_weight integer NOT NULL,
        version integer NOT NULL
      )`.execute(db);
    await createAttemptLimitTable(db);
  },
};
