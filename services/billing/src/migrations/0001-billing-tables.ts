import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/** Read models of the subscriptions, who shares each, enterprise members, and the Stripe events applied. */
export const billingTables: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE subscriptions (
        id uuid PRIMARY KEY,
        display_name text NOT NULL,
        price_name text,
        is_active boolean NOT NULL,
        is_enterprise boolean NOT NULL,
        stripe_status text,
        stripe_expiration timestamptz,
        stripe_customer_id text,
        stripe_subscription_id text,
        stripe_price_id text,
        stripe_promotion_code_id text,
        created timestamptz NOT NULL,
        version integer NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX subscriptions_stripe_subscription ON subscriptions (stripe_subscription_id)`.execute(db);
    await sql`CREATE INDEX subscriptions_active_expiration ON subscriptions (stripe_expiration) WHERE is_active`.execute(db);
    await sql`CREATE INDEX subscriptions_created ON subscriptions (created)`.execute(db);
    await sql`
      CREATE TABLE subscription_users (
        id uuid PRIMARY KEY,
        subscription_id uuid NOT NULL REFERENCES subscriptions (id),
        application_user_id uuid NOT NULL,
        created timestamptz NOT NULL,
        UNIQUE (subscription_id, application_user_id)
      )`.execute(db);
    await sql`CREATE INDEX subscription_users_user ON subscription_users (application_user_id)`.execute(db);
    await sql`
      CREATE TABLE enterprise_members (
        id uuid PRIMARY KEY,
        subscription_id uuid NOT NULL REFERENCES subscriptions (id),
        email text,
        application_user_id uuid,
        added timestamptz NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX enterprise_members_subscription ON enterprise_members (subscription_id, added)`.execute(db);
    await sql`CREATE INDEX enterprise_members_user ON enterprise_members (application_user_id)`.execute(db);
    // Each Stripe event is applied once: its id is written in the transaction that appends its effect.
    await sql`
      CREATE TABLE stripe_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        subscription_id uuid,
        received_at timestamptz NOT NULL DEFAULT now()
      )`.execute(db);
  },
};
