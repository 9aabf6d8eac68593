import type { Migration } from '@app/platform';
import { billingTables } from './0001-billing-tables.js';
import { attemptLimits } from './0002-attempt-limits.js';
import { purchaseAttempts } from './0003-purchase-attempts.js';
import { subscriptionOwners } from './0004-subscription-owners.js';

/** Billing's migrations, run after the platform's (names sort after `0000_`). */
export const billingMigrations: Record<string, Migration> = {
  '0001_billing_tables': billingTables,
  '0002_attempt_limits': attemptLimits,
  '0003_purchase_attempts': purchaseAttempts,
  '0004_subscription_owners': subscriptionOwners,
};
