import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * The admin's figures and exports: counters the dashboard reads in a handful of rows, and the facts
 * the counters are kept from (each fact counted once however often its events arrive).
 */
export const statsTables: Migration = {
  async up(db: Kysely<unknown>) {
    // period: 'all', a UTC day 'YYYY-MM-DD' or a UTC month 'YYYY-MM'.
    await sql`
      CREATE TABLE stat_counts (
        metric text NOT NULL,
        period text NOT NULL,
        count bigint NOT NULL,
        PRIMARY KEY (metric, period)
      )`.execute(db);
    await sql`
      CREATE TABLE stat_subscriptions (
        id text PRIMARY KEY,
        display_name text NOT NULL,
        price_name text,
        is_enterprise boolean NOT NULL,
        is_active boolean NOT NULL,
        stripe_status text,
        user_ids jsonb NOT NULL,
        created timestamptz NOT NULL
      )`.execute(db);
    await sql`
      CREATE TABLE stat_enterprise_members (
        id text PRIMARY KEY,
        subscription_id text NOT NULL,
        email text,
        user_id text,
        removed boolean NOT NULL DEFAULT false
      )`.execute(db);
    await sql`CREATE INDEX stat_enterprise_members_subscription ON stat_enterprise_members (subscription_id)`.execute(db);
    await sql`
      CREATE TABLE stat_users (
        id text PRIMARY KEY,
        email text,
        first_name text,
        last_name text
      )`.execute(db);
    await sql`
      CREATE TABLE stat_subscribers (
        id text PRIMARY KEY,
        subscription_id text,
        clients_invited integer NOT NULL DEFAULT 0,
        surveys_started integer NOT NULL DEFAULT 0,
        surveys_completed integer NOT NULL DEFAULT 0,
        last_activity timestamptz
      )`.execute(db);
    await sql`
      CREATE TABLE stat_clients (
        id text PRIMARY KEY,
        subscriber_id text NOT NULL,
        deleted boolean NOT NULL DEFAULT false
      )`.execute(db);
    await sql`
      CREATE TABLE stat_forms (
        id text PRIMARY KEY,
        subscriber_id text NOT NULL,
        created timestamptz NOT NULL,
        started timestamptz,
        completed timestamptz
      )`.execute(db);
    await sql`
      CREATE TABLE stat_form_pages (
        form_id text NOT NULL,
        page_id text NOT NULL,
        template_title text NOT NULL,
        position integer NOT NULL,
        saved boolean NOT NULL DEFAULT false,
        PRIMARY KEY (form_id, page_id)
      )`.execute(db);
    await sql`CREATE UNIQUE INDEX stat_form_pages_page ON stat_form_pages (page_id)`.execute(db);
  },
};
