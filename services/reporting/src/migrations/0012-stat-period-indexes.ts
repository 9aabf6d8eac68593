import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * The admin dashboard counts its periods in the admin's time zone from the rows (issue 36, item 12): when each
 * subscription was first seen and each questionnaire sent and completed, by index.
 */
export const statPeriodIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE INDEX IF NOT EXISTS stat_subscriptions_created ON stat_subscriptions (created)`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS stat_forms_created ON stat_forms (created)`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS stat_forms_completed ON stat_forms (completed) WHERE completed IS NOT NULL`.execute(db);
  },
};
