import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * The attorneys' time zones (issue 36, item 12), from identity's `UserRegistered.timeZone` and `TimeZoneChanged`:
 * a letter's signature is dated and timed in its attorney's. Null until known (then UTC).
 */
export const timeZones: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE stat_users ADD COLUMN time_zone text`.execute(db);
  },
};
