import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * `content_blocks`: read model of the content block streams (ContentBlockCreated/Updated), with the
 * Markdown rendered (sanitised HTML, plain text) and its `%Token%` placeholders. The unique slug is
 * what keeps slugs unique: an append whose projection would take a used slug rolls back. Slugs sort
 * byte-wise (collation "C"), the same on every database.
 */
export const contentBlocksTable: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE content_blocks (
        id uuid PRIMARY KEY,
        slug text COLLATE "C" NOT NULL CONSTRAINT content_blocks_slug_key UNIQUE,
        title text,
        description text,
        value text NOT NULL,
        is_page boolean NOT NULL,
        content_html text NOT NULL,
        content_text text NOT NULL,
        allowed_tokens text[] NOT NULL,
        version integer NOT NULL,
        created timestamptz NOT NULL,
        updated timestamptz NOT NULL
      )`.execute(db);
  },
};
