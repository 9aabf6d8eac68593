import type { Migration } from '@app/platform';
import { identityTables } from './0001-identity-tables.js';

/** Identity's migrations, run after the platform's (names sort after `0000_`). */
export const identityMigrations: Record<string, Migration> = {
  '0001_identity_tables': identityTables,
};
