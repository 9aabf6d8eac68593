import type { ColumnType, Generated, JSONColumnType, Kysely } from 'kysely';
import type { EventMetadata } from '../event-store/types.js';

/**
 * The platform kit's own tables (its migrations in `migrations.ts`), in every service's database.
 * A service declares its read models in an interface extending this one and gets `Kysely<ThatDatabase>`.
 * bigint and xid8 columns come back as strings (see `createDatabase`).
 */
export interface PlatformDatabase {
  events: EventsTable;
  streams: StreamsTable;
  relay_checkpoints: RelayCheckpointsTable;
  inbox: InboxTable;
  dead_letters: DeadLettersTable;
  personal_keys: PersonalKeysTable;
  spent_tokens: SpentTokensTable;
}

/** A timestamptz column: read as a Date, written as a Date or an ISO string (event times are strings). */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Written only by the `append_events` function. */
export interface EventsTable {
  position: Generated<string>;
  stream_id: string;
  version: number;
  type: string;
  data: JSONColumnType<Record<string, unknown>>;
  metadata: JSONColumnType<EventMetadata>;
  prev_hash: string;
  hash: string;
  tx_id: Generated<string>;
}

export interface StreamsTable {
  stream_id: string;
  version: number;
  last_hash: string;
}

export interface RelayCheckpointsTable {
  name: string;
  tx_id: string;
  position: ColumnType<string, string | number, string | number>;
  event_id: string | null;
  stream_seq: ColumnType<string | null, string | number | null, string | number | null>;
  failing_since: Timestamp | null;
  last_error: string | null;
}

export interface InboxTable {
  consumer: string;
  event_id: string;
  handled_at: Generated<Date>;
}

export interface DeadLettersTable {
  id: Generated<string>;
  consumer: string;
  event_id: string;
  subject: string;
  /** The message as received (sealed fields stay sealed). */
  payload: JSONColumnType<object>;
  error: string;
  deliveries: number;
  failed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PersonalKeysTable {
  person_id: string;
  wrapped_key: Buffer;
  created_at: Generated<Date>;
}

/** Single-use tokens already taken (`spendToken`), kept until they expire. */
export interface SpentTokensTable {
  token_id: string;
  expires_at: Timestamp;
}

/**
 * The platform's tables of a service's database, for the kit's own parts. TypeScript does not see a
 * `Kysely<Db>` of a generic `Db extends PlatformDatabase` as a `Kysely<PlatformDatabase>` (it does for
 * any concrete service database), so generic kit code goes through here.
 */
export const platformTablesOf = <Db extends PlatformDatabase>(db: Kysely<Db>): Kysely<PlatformDatabase> => db as unknown as Kysely<PlatformDatabase>;
