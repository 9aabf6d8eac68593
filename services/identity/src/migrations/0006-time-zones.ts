import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/** The account's time zone (issue 36): `UserRegistered.timeZone` and `TimeZoneChanged` set it; null before. */
export const timeZones: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE users ADD COLUMN time_zone text`.execute(db);
  },
};
