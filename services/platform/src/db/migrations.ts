import { Kysely, sql } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';

/** The person an event is about, as its data names them (indexed: keep the query's expression identical). */
export const EVENT_PERSON_EXPRESSION = `coalesce(data->>'clientId', data->>'personId', data->>'userId')`;

/** Tables of the platform kit itself, in every service's database. */
const platformMigrations: Record<string, Migration> = {
  '0000_platform_event_store': {
    async up(db: Kysely<unknown>) {
      await sql`
        CREATE TABLE events (
          position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          stream_id text NOT NULL,
          version integer NOT NULL,
          type text NOT NULL,
          data jsonb NOT NULL,
          metadata jsonb NOT NULL,
          prev_hash text NOT NULL,
          hash text NOT NULL,
          tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
          UNIQUE (stream_id, version)
        )`.execute(db);
      await sql`CREATE INDEX events_global_order ON events (tx_id, position)`.execute(db);
      await sql`
        CREATE TABLE streams (
          stream_id text PRIMARY KEY,
          version integer NOT NULL,
          last_hash text NOT NULL
        )`.execute(db);
      await sql`
        CREATE TABLE relay_checkpoints (
          name text PRIMARY KEY,
          tx_id xid8 NOT NULL,
          position bigint NOT NULL,
          event_id text
        )`.execute(db);
      await sql`
        CREATE TABLE inbox (
          consumer text NOT NULL,
          event_id text NOT NULL,
          handled_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (consumer, event_id)
        )`.execute(db);
      await sql`
        CREATE TABLE dead_letters (
          id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          consumer text NOT NULL,
          event_id text NOT NULL,
          subject text NOT NULL,
          payload jsonb NOT NULL,
          error text NOT NULL,
          deliveries integer NOT NULL,
          failed_at timestamptz NOT NULL DEFAULT now()
        )`.execute(db);
      await sql`
        CREATE TABLE personal_keys (
          person_id text PRIMARY KEY,
          wrapped_key bytea NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now()
        )`.execute(db);
    },
  },
  '0001_platform_append_function': {
    // The whole append in one round trip: lock the head, check the version, chain the hashes,
    // insert, move the head. The caller sends each event's canonical JSON. (No NOTIFY here: it
    // serialises the commits of all writers; the relay is woken in-process instead.)
    async up(db: Kysely<unknown>) {
      await sql`
        CREATE FUNCTION append_events(
          p_stream_id text, p_expected integer, p_types text[], p_data text[], p_metadata text[], p_canonical text[]
        ) RETURNS TABLE (o_position bigint, o_version integer, o_prev_hash text, o_hash text, o_tx_id xid8)
        LANGUAGE plpgsql AS $$
        DECLARE
          head_version integer;
          head_hash text;
          i integer;
        BEGIN
          SELECT s.version, s.last_hash INTO head_version, head_hash FROM streams s WHERE s.stream_id = p_stream_id FOR UPDATE;
          IF NOT FOUND THEN
            IF p_expected <> 0 THEN
              RAISE EXCEPTION 'stream % is at version none', p_stream_id USING ERRCODE = 'ES409', DETAIL = '';
            END IF;
            INSERT INTO streams (stream_id, version, last_hash) VALUES (p_stream_id, 0, repeat('0', 64)) ON CONFLICT DO NOTHING;
            IF NOT FOUND THEN
              RAISE EXCEPTION 'stream % was created concurrently', p_stream_id USING ERRCODE = 'ES409', DETAIL = '1';
            END IF;
            head_version := 0;
            head_hash := repeat('0', 64);
          ELSIF head_version <> p_expected THEN
            RAISE EXCEPTION 'stream % is at version %', p_stream_id, head_version USING ERRCODE = 'ES409', DETAIL = head_version::text;
          END IF;
          FOR i IN 1 .. array_length(p_types, 1) LOOP
            o_version := head_version + i;
            o_prev_hash := head_hash;
            o_hash := encode(sha256(convert_to(head_hash || p_canonical[i], 'UTF8')), 'hex');
            INSERT INTO events (stream_id, version, type, data, metadata, prev_hash, hash)
              VALUES (p_stream_id, o_version, p_types[i], p_data[i]::jsonb, p_metadata[i]::jsonb, o_prev_hash, o_hash)
              RETURNING position, tx_id INTO o_position, o_tx_id;
            head_hash := o_hash;
            RETURN NEXT;
          END LOOP;
          UPDATE streams SET version = o_version, last_hash = head_hash WHERE stream_id = p_stream_id;
        END
        $$`.execute(db);
    },
  },
  '0002_platform_relay_stream_sequence': {
    // The relay guards its order with the stream's last sequence (JetStream keeps it across
    // restarts, unlike the last message id) and records why it cannot publish, for /health.
    async up(db: Kysely<unknown>) {
      await sql`
        ALTER TABLE relay_checkpoints
          ADD COLUMN stream_seq bigint,
          ADD COLUMN failing_since timestamptz,
          ADD COLUMN last_error text`.execute(db);
    },
  },
  '0003_platform_events_by_person': {
    // A compliance reviewer's question "every event about this person": the person an event is
    // about is its clientId, personId or userId field (see compliance/person-events.ts).
    async up(db: Kysely<unknown>) {
      await sql`CREATE INDEX events_by_person ON events ((${sql.raw(EVENT_PERSON_EXPRESSION)}))`.execute(db);
    },
  },
  '0004_platform_events_kept_inline': {
    // An event of a few kilobytes (a page's sealed answers, ~3 kB) went out of line to TOAST at 2 kB:
    // each append wrote the chunks and their index too, and each read of it by the relay looked them
    // up. An event now stays in the table's own pages up to a page's size; larger ones still go out.
    async up(db: Kysely<unknown>) {
      await sql`ALTER TABLE events SET (toast_tuple_target = 8160)`.execute(db);
    },
  },
  '0005_platform_spent_tokens': {
    async up(db: Kysely<unknown>) {
      await sql`CREATE TABLE spent_tokens (token_id text PRIMARY KEY, expires_at timestamptz NOT NULL)`.execute(db);
      await sql`CREATE INDEX spent_tokens_expiry ON spent_tokens (expires_at)`.execute(db);
    },
  },
};

/** Runs the platform's migrations, then the service's own (names must sort after `0000_`). */
export async function migrateToLatest<Db>(db: Kysely<Db>, serviceMigrations: Record<string, Migration> = {}): Promise<void> {
  const migrations = { ...platformMigrations, ...serviceMigrations };
  // A platform migration added later may sort before a service's migration that already ran.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r: { status: string }) => r.status === 'Error');
  if (error || failed) {
    // The cause tells a database that went away (start-up waits for it) from a migration that is wrong.
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error | undefined)?.message ?? 'unknown error'}`, { cause: error });
  }
}
