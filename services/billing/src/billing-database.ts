import type { ColumnType, Selectable } from 'kysely';
import type { AttemptLimitDatabase, PlatformDatabase, Timestamp } from '@app/platform';

/** Billing's database: its tables (migrations in `migrations/`) on top of the platform's. */
export interface BillingDatabase extends PlatformDatabase, AttemptLimitDatabase {
  subscriptions: SubscriptionsTable;
  subscription_users: SubscriptionUsersTable;
  enterprise_members: EnterpriseMembersTable;
  stripe_events: StripeEventsTable;
  purchase_attempts: PurchaseAttemptsTable;
  account_contacts: AccountContactsTable;
}

/** Each account's name and address (identity's events): whose a subscription is, in the admin's list and editor (issue 36). */
export interface AccountContactsTable {
  user_id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** The `subscriptions` read model (admin list and editor, subscriber summaries). */
export interface SubscriptionsTable {
  id: string;
  display_name: string;
  price_name: string | null;
  is_active: boolean;
  is_enterprise: boolean;
  stripe_status: string | null;
  stripe_expiration: Timestamp | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  stripe_price_id: string | null;
  stripe_promotion_code_id: string | null;
  created: Timestamp;
  /** The stream's version: the editor's concurrencyCheck. */
  version: number;
}

/** Who shares which subscription. */
export interface SubscriptionUsersTable {
  id: string;
  subscription_id: string;
  application_user_id: string;
  created: Timestamp;
}

export interface EnterpriseMembersTable {
  id: string;
  subscription_id: string;
  email: string | null;
  application_user_id: string | null;
  added: Timestamp;
}

/** Each Stripe event applied, written in the transaction that appends its effect. */
export interface StripeEventsTable {
  id: string;
  type: string;
  subscription_id: string | null;
  received_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The purchase each user has under way (at most one). */
export interface PurchaseAttemptsTable {
  user_id: string;
  token: string;
  fingerprint: string;
  expires_at: Timestamp;
}

export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type EnterpriseMemberRow = Selectable<EnterpriseMembersTable>;
