import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * Each template's client-facing texts in other languages (issue 15; none before), and how many of its
 * texts have no Spanish (the admin list sorts and filters by it; recounted by a rebuild).
 */
export const templateTranslations: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE templates ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'`.execute(db);
    await sql`ALTER TABLE templates ADD COLUMN spanish_missing integer`.execute(db);
  },
};
