import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * `account_contacts`: each account's name and address (identity's events), so that the admin's subscription
 * list and editor say whose subscription it is (issue 36); gone with the person (identity's erasure).
 */
export const subscriptionOwners: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE account_contacts (
        user_id uuid PRIMARY KEY,
        email text,
        first_name text,
        last_name text
      )`.execute(db);
  },
};
