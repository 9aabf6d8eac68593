import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * Link codes out of the tables (issue 32): a client's and a supporter's code is kept as its keyed hash
 * (`short_code_hash`, filled for rows from before at the service's start, `hashLegacyLinkCodes`: the key
 * is not within a migration's reach) and a client's link is read, sealed, from the event that gave it
 * (`link_event_position`). The plain columns go.
 */
export const linkCodeHashes: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE clients ADD COLUMN short_code_hash text, ADD COLUMN link_event_position bigint`.execute(db);
    await sql`UPDATE clients c SET link_event_position = e.position FROM events e WHERE e.stream_id = 'client-' || c.id AND e.type = 'ClientInvited'`.execute(db);
    await sql`
      ALTER TABLE clients
        ALTER COLUMN link_event_position SET NOT NULL,
        DROP COLUMN short_code,
        DROP COLUMN short_code_url,
        ADD CONSTRAINT clients_short_code_hash_unique UNIQUE (short_code_hash)`.execute(db);
    await sql`
      ALTER TABLE supporters
        ADD COLUMN short_code_hash text,
        DROP COLUMN short_code,
        ADD CONSTRAINT supporters_short_code_hash_unique UNIQUE (short_code_hash)`.execute(db);
  },
};
