import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * Each user's security stamp, counted from the events already stored, as UserState counts it
 * (the list is contracts' SessionEndingEvents as it was when this migration was written).
 */
export const securityStamp: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE users ADD COLUMN security_stamp integer NOT NULL DEFAULT 0`.execute(db);
    await sql`
      UPDATE users SET security_stamp = (
        SELECT count(*) FROM events
        WHERE events.stream_id = 'user-' || users.id AND events.type IN ('PasswordChanged', 'RolesRevoked', 'PersonalDataErased')
      )`.execute(db);
  },
};
