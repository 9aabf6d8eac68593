import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * What the notices to attorneys (issue 36) are made of: `attorneys` (each account's address and name, from
 * identity's events), `attorney_settings` (their notification settings), `attorney_clients` and
 * `attorney_supporters` (the names the notices give, from clients' events; whether the client started), and
 * `subscription_endings` (canceled subscriptions and when they end, from billing's events). The personal
 * columns go with the person: identity's erasure, clients' ClientDeleted.
 */
export const attorneyNoticesTables: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE attorneys (
        user_id text PRIMARY KEY,
        email text,
        first_name text,
        last_name text
      )`.execute(db);
    await sql`
      CREATE TABLE attorney_settings (
        user_id text PRIMARY KEY,
        email jsonb NOT NULL,
        sms jsonb NOT NULL,
        phone_number text,
        not_started_days integer NOT NULL,
        version integer NOT NULL
      )`.execute(db);
    await sql`
      CREATE TABLE attorney_clients (
        client_id text PRIMARY KEY,
        subscriber_id text NOT NULL,
        first_name text,
        last_name text,
        invited_at timestamptz NOT NULL,
        invited_event_id text NOT NULL,
        correlation_id text NOT NULL,
        is_proctored boolean NOT NULL,
        started boolean NOT NULL DEFAULT false,
        not_started_notice_sent boolean NOT NULL DEFAULT false
      )`.execute(db);
    await sql`CREATE INDEX attorney_clients_waiting ON attorney_clients (invited_at) WHERE NOT started AND NOT not_started_notice_sent`.execute(db);
    await sql`
      CREATE TABLE attorney_supporters (
        supporter_id text PRIMARY KEY,
        client_id text NOT NULL,
        first_name text,
        last_name text
      )`.execute(db);
    await sql`CREATE INDEX attorney_supporters_client ON attorney_supporters (client_id)`.execute(db);
    await sql`
      CREATE TABLE subscription_endings (
        subscription_id text PRIMARY KEY,
        user_ids text[] NOT NULL,
        plan_name text NOT NULL,
        ends_at timestamptz NOT NULL,
        canceled_event_id text NOT NULL,
        correlation_id text NOT NULL,
        notice_sent boolean NOT NULL DEFAULT false
      )`.execute(db);
  },
};
