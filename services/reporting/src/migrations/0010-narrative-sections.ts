import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * The AI-adjusted variants become a written narrative (issue 35): a run stores the sections it wrote (each
 * section's paragraphs, their sources and the sentences the fact checker dropped) in place of the answers
 * it rewrote one by one. The rewritten answers of earlier runs go: such a variant's download asks for it to be generated again.
 */
export const narrativeSections: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE adjusted_sections (
        report_id text NOT NULL,
        run integer NOT NULL,
        position integer NOT NULL,
        section_key text NOT NULL,
        content jsonb NOT NULL,
        PRIMARY KEY (report_id, run, section_key)
      )`.execute(db);
    await sql`DROP TABLE adjusted_answers`.execute(db);
  },
};
