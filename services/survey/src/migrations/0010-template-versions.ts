import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * `template_versions`: each template version's snapshot, as forms' pages keep it, stored once (issue
 * 14, item 5); a page refers to it by (`template_id`, `template_version`) instead of holding a copy
 * (a questionnaire's FormCreated carries ~150 kB of snapshots, every form of a version the same). The
 * snapshots the pages held move there, one a version: the one of the first FormCreated in the events'
 * order, as a rebuild (which keeps a version's first snapshot) makes it. A read model of the form
 * streams like `pages`, without personal data.
 */
export const templateVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE template_versions (
        template_id uuid NOT NULL,
        version integer NOT NULL,
        template jsonb NOT NULL,
        PRIMARY KEY (template_id, version)
      )`.execute(db);
    await sql`
      INSERT INTO template_versions (template_id, version, template)
      SELECT DISTINCT ON (p.template_id, p.template_version) p.template_id, p.template_version, p.template
      FROM pages p
      LEFT JOIN events e ON e.stream_id = 'form-' || p.form_id::text AND e.type = 'FormCreated'
      ORDER BY p.template_id, p.template_version, e.tx_id, e.position, p.id`.execute(db);
    await sql`ALTER TABLE pages DROP COLUMN template`.execute(db);
  },
};
