import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/** Accounts a site admin disabled (issue 36): `AccountDisabled` and `AccountEnabled` set the flag. */
export const disabledAccounts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE users ADD COLUMN disabled boolean NOT NULL DEFAULT false`.execute(db);
  },
};
