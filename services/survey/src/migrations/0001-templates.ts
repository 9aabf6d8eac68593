import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * `templates`: read model of the template streams. The unique key is what keeps keys unique: an append
 * whose projection would take a used key rolls back. Keys sort byte-wise (collation "C").
 */
export const templatesTable: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE templates (
        id uuid PRIMARY KEY,
        key text COLLATE "C" NOT NULL CONSTRAINT templates_key_key UNIQUE,
        title text NOT NULL,
        subscriber_title text NOT NULL,
        description text,
        default_weight integer NOT NULL,
        is_optional boolean NOT NULL,
        is_default boolean NOT NULL,
        stop_if_offline boolean NOT NULL,
        questions jsonb NOT NULL,
        version integer NOT NULL,
        created timestamptz NOT NULL,
        updated timestamptz NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX templates_default_weight ON templates (default_weight, id)`.execute(db);
  },
};
