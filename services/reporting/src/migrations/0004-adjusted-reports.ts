import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/** The AI-adjusted variants (their streams' read model) and the answers each run rewrote. */
export const adjustedReportsTables: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE adjusted_reports (
        id text PRIMARY KEY,
        original_form_id text NOT NULL,
        client_id text NOT NULL,
        subscriber_id text NOT NULL,
        adjuster text NOT NULL,
        key text NOT NULL,
        label text NOT NULL,
        run integer NOT NULL,
        status text NOT NULL,
        progress integer NOT NULL,
        started timestamptz NOT NULL,
        completed timestamptz
      )`.execute(db);
    await sql`CREATE INDEX adjusted_reports_client ON adjusted_reports (client_id)`.execute(db);
    await sql`
      CREATE TABLE adjusted_answers (
        report_id text NOT NULL,
        run integer NOT NULL,
        page_id text NOT NULL,
        question_key text NOT NULL,
        text text NOT NULL,
        PRIMARY KEY (report_id, run, page_id, question_key)
      )`.execute(db);
  },
};
