import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/** Each user's roles beside their name: a compliance reviewer's timeline says who acted in which role. */
export const userRoles: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE user_names ADD COLUMN roles text[] NOT NULL DEFAULT '{}'`.execute(db);
  },
};
