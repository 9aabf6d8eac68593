import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * Billing's subscriptions as their latest event left them (issue 36, item 14): a client's account answers its
 * subscriber's subscription with the `Client.SubscriptionUser.Subscription` include. Filled from billing's events
 * from here on; the ones before need `npm run rebuild -- identity` or the next event of each subscription.
 */
export const subscriptions: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE subscriptions (
      id text PRIMARY KEY,
      display_name text NOT NULL,
      price_name text,
      is_enterprise boolean NOT NULL,
      is_active boolean NOT NULL,
      stripe_status text,
      stripe_expiration timestamptz,
      user_ids text[] NOT NULL,
      created timestamptz NOT NULL
    )`.execute(db);
    await sql`CREATE INDEX subscriptions_user_ids ON subscriptions USING gin (user_ids)`.execute(db);
  },
};
