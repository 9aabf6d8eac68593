import type { Migration } from '@app/platform';
import { identityTables } from './0001-identity-tables.js';
import { securityStamp } from './0002-security-stamp.js';
import { passwordResetRequests } from './0003-password-reset-requests.js';
import { clientAccounts } from './0004-client-accounts.js';
import { disabledAccounts } from './0005-disabled-accounts.js';
import { timeZones } from './0006-time-zones.js';
import { subscriptions } from './0007-subscriptions.js';

/** Identity's migrations, run after the platform's (names sort after `0000_`). */
export const identityMigrations: Record<string, Migration> = {
  '0001_identity_tables': identityTables,
  '0002_security_stamp': securityStamp,
  '0003_password_reset_requests': passwordResetRequests,
  '0004_client_accounts': clientAccounts,
  '0005_disabled_accounts': disabledAccounts,
  '0006_time_zones': timeZones,
  '0007_subscriptions': subscriptions,
};
