import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/** The AI-adjusted variants reporting makes, listed as forms (spec 02 §3: adjuster, adjusterProgress). */
export const adjustedVariantColumns: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE forms ADD COLUMN adjuster text, ADD COLUMN adjuster_progress integer`.execute(db);
  },
};
