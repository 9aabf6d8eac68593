import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * `answer_files` (read model of FileUploaded) and `answer_file_chunks` (the files' sealed content, 1 MiB
 * chunks). Sealed bytes do not compress, so Postgres keeps them out of line without trying to.
 */
export const answerFilesTables: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE answer_files (
        id uuid PRIMARY KEY,
        answer_set_id uuid NOT NULL REFERENCES answer_sets (id),
        form_id uuid NOT NULL REFERENCES forms (id),
        client_id uuid NOT NULL,
        name text NOT NULL,
        content_type text NOT NULL,
        size integer NOT NULL,
        sha256 text NOT NULL,
        created timestamptz NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX answer_files_answer_set ON answer_files (answer_set_id)`.execute(db);
    await sql`CREATE INDEX answer_files_form ON answer_files (form_id)`.execute(db);
    await sql`
      CREATE TABLE answer_file_chunks (
        file_id uuid NOT NULL,
        n integer NOT NULL,
        sealed bytea NOT NULL,
        PRIMARY KEY (file_id, n)
      )`.execute(db);
    await sql`ALTER TABLE answer_file_chunks ALTER COLUMN sealed SET STORAGE EXTERNAL`.execute(db);
  },
};
