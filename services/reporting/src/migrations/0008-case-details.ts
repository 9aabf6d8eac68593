import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/** The case details the attorney saved (clients' ClientCaseDetailsChanged; issue 34), kept sealed as clients sealed them. */
export const caseDetails: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE clients ADD COLUMN case_details jsonb`.execute(db);
  },
};
