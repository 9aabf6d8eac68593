import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type OperationNodeSource, type RawBuilder } from 'kysely';
import { EVENT_PERSON_EXPRESSION } from '../db/migrations.js';
import { platformTablesOf, type PlatformDatabase } from '../db/platform-database.js';
import { executePrepared } from '../db/prepared-statements.js';
import type { PersonalDataVault, WrappedKeys } from '../personal-data/vault.js';
import { ConcurrencyError } from './errors.js';
import { canonicalEvent, GENESIS_HASH, verifyChain, type ChainVerification } from './hash-chain.js';
import type { AppendContext, AppendingEvent, EventMetadata, ExpectedVersion, NewEvent, Projection, StoredEvent } from './types.js';

/** Where a global reader stands: events are read in (tx_id, position) order. */
export interface GlobalCheckpoint {
  txId: string;
  position: string;
}
export const START_OF_LOG: GlobalCheckpoint = { txId: '0', position: '0' };

export interface AppendResult {
  nextVersion: number;
  events: StoredEvent[];
}

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  context?: AppendContext;
  /** The keys of people the events may be about, read with the state they were decided on. */
  keys?: WrappedKeys;
}

/** An event as it is stored (`data` sealed) and as projections see it (`plain`). */
interface PreparedEvent {
  type: string;
  plain: Record<string, unknown>;
  data: Record<string, unknown>;
  metadata: EventMetadata;
}

/** The metadata of one append's events, each made by a call: the same correlation and time, an id each. */
function metadataFor(context: AppendContext): () => EventMetadata {
  const correlationId = context.correlationId ?? randomUUID();
  const occurredAt = new Date().toISOString();
  return () => ({ eventId: randomUUID(), correlationId, causationId: context.causationId ?? null, actorUserId: context.actorUserId ?? null, occurredAt });
}

interface AppendedRow {
  o_position: string;
  o_version: number;
  o_prev_hash: string;
  o_hash: string;
  o_tx_id: string;
}

/** A row of the `events` table as Postgres answers it. */
export interface EventRow {
  position: string;
  stream_id: string;
  version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  prev_hash: string;
  hash: string;
  tx_id: string;
}

export const toStored = (row: EventRow): StoredEvent => ({
  position: String(row.position),
  streamId: row.stream_id,
  version: row.version,
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  prevHash: row.prev_hash,
  hash: row.hash,
  txId: String(row.tx_id),
});

export class EventStore {
  private readonly projections = new Map<string, Projection[]>();
  private readonly appendedListeners = new Set<() => void>();

  constructor(
    private readonly db: Kysely<PlatformDatabase>,
    private readonly vault: PersonalDataVault,
    projections: readonly Projection[] = [],
  ) {
    for (const projection of projections) {
      for (const type of projection.handles) {
        this.projections.set(type, [...(this.projections.get(type) ?? []), projection]);
      }
    }
  }

  /**
   * Appends events to a stream if it is at `expectedVersion`, runs the inline projections, and
   * commits all of it at once. Pass `trx` to join a transaction the caller already holds.
   * Without projections to run, or with one event whose projections are statements
   * (`Projection.statementOf`), the append is one statement (`append_events`), one round trip;
   * then `keys` read with the state it was decided on spare the read of the person's key.
   */
  async append<Db extends PlatformDatabase>(streamId: string, events: readonly NewEvent<string, object>[], options: AppendOptions, trx?: Kysely<Db>): Promise<AppendResult> {
    if (events.length === 0) throw new Error('Nothing to append');
    // In a caller's transaction the events become visible at its commit; the relay's poll finds them.
    if (trx) return this.appendWithin(platformTablesOf(trx), streamId, events, options);
    const needsTransaction = options.expectedVersion === 'any' || events.some((e) => this.projections.has(e.type));
    const result =
      (await this.appendWithProjectionStatements(streamId, events, options)) ??
      (needsTransaction
        ? await this.db.transaction().execute((t) => this.appendWithin(t, streamId, events, options))
        : await this.appendWithin(this.db, streamId, events, options));
    this.appendedListeners.forEach((listener) => listener());
    return result;
  }

  /** Called after each append this store committed itself (the relay wakes on it). */
  onAppended(listener: () => void): () => void {
    this.appendedListeners.add(listener);
    return () => this.appendedListeners.delete(listener);
  }

  private async appendWithin(
    db: Kysely<PlatformDatabase>,
    streamId: string,
    events: readonly NewEvent<string, object>[],
    { expectedVersion, context = {} }: AppendOptions,
  ): Promise<AppendResult> {
    const metadata = metadataFor(context);
    const prepared = await Promise.all(
      events.map(async (event): Promise<PreparedEvent> => {
        const plain = event.data as Record<string, unknown>;
        return { type: event.type, plain, data: await this.vault.sealEvent(event.type, plain, db), metadata: metadata() };
      }),
    );
    const expected = expectedVersion === 'any' ? await this.lockHead(db, streamId) : expectedVersion;
    const stored = await this.insert(db, streamId, expectedVersion, expected, prepared);
    for (const event of stored) {
      for (const projection of this.projections.get(event.type) ?? []) await projection.apply(event, db);
    }
    return { nextVersion: stored[stored.length - 1].version, events: stored };
  }

  /**
   * One event at a known version whose every projection is a statement (`Projection.statementOf`):
   * the append and those statements in one SQL statement, atomic as it is. Undefined for any other
   * append, and when the event's person has no key yet: a key is made in an append's transaction only.
   */
  private async appendWithProjectionStatements(
    streamId: string,
    events: readonly NewEvent<string, object>[],
    { expectedVersion, context = {}, keys }: AppendOptions,
  ): Promise<AppendResult | undefined> {
    const [event] = events;
    const projections = this.projections.get(event.type) ?? [];
    if (events.length !== 1 || expectedVersion === 'any' || projections.length === 0) return undefined;
    const plain = event.data as Record<string, unknown>;
    const appending: AppendingEvent = { streamId, version: expectedVersion + 1, type: event.type, data: plain, metadata: metadataFor(context)() };
    const statements = projections.map((projection) => projection.statementOf?.(appending, this.db));
    if (!statements.every((statement) => statement !== undefined)) return undefined;
    const data = await this.vault.sealEventWithExistingKey(event.type, plain, this.db, keys);
    if (!data) return undefined;
    const stored = await this.insert(this.db, streamId, expectedVersion, expectedVersion, [{ type: event.type, plain, data, metadata: appending.metadata }], statements);
    return { nextVersion: stored[0].version, events: stored };
  }

  /**
   * Inserts the events after version `expected` (`append_events`) with the `alongside` statements in the
   * same SQL statement, which run after it (Postgres runs a WITH's writes that nothing reads once the
   * main query is done): they take their locks after the stream's head, as a transaction's would.
   * Prepared: its text is one of a few, and it runs at every append.
   */
  private async insert(
    db: Kysely<PlatformDatabase>,
    streamId: string,
    expectedVersion: ExpectedVersion,
    expected: number,
    prepared: readonly PreparedEvent[],
    alongside: readonly OperationNodeSource[] = [],
  ): Promise<StoredEvent[]> {
    const canonical = prepared.map((e, i) => canonicalEvent({ streamId, version: expected + i + 1, type: e.type, data: e.data, metadata: e.metadata }));
    const append = sql<AppendedRow>`
      SELECT * FROM append_events(${streamId}, ${expected}, ${prepared.map((e) => e.type)},
        ${prepared.map((e) => JSON.stringify(e.data))}, ${prepared.map((e) => JSON.stringify(e.metadata))}, ${canonical})`;
    const statement = alongside.length
      ? sql<AppendedRow>`WITH appended AS (${append}), ${sql.join(alongside.map((write, i) => sql`${sql.id(`alongside_${i}`)} AS (${write})`))} SELECT * FROM appended`
      : append;
    let rows: AppendedRow[];
    try {
      ({ rows } = await executePrepared(db, statement.compile(db)));
    } catch (error) {
      if ((error as { code?: string }).code !== 'ES409') throw error;
      const actual = (error as { detail?: string }).detail;
      throw new ConcurrencyError(streamId, expectedVersion, actual ? Number(actual) : null);
    }
    return rows.map((row, i) => ({
      position: String(row.o_position),
      streamId,
      version: row.o_version,
      type: prepared[i].type,
      data: prepared[i].plain,
      metadata: prepared[i].metadata,
      prevHash: row.o_prev_hash,
      hash: row.o_hash,
      txId: String(row.o_tx_id),
    }));
  }

  /** For 'any': creates the stream's head if new and locks it until commit; returns its version. */
  private async lockHead(trx: Kysely<PlatformDatabase>, streamId: string): Promise<number> {
    await trx
      .insertInto('streams')
      .values({ stream_id: streamId, version: 0, last_hash: GENESIS_HASH })
      .onConflict((oc) => oc.column('stream_id').doNothing())
      .execute();
    const head = await trx.selectFrom('streams').select('version').where('stream_id', '=', streamId).forUpdate().executeTakeFirstOrThrow();
    return head.version;
  }

  /**
   * Holds the stream's head until `trx` ends: no other append to the stream can come in between (each
   * takes the head first). A stream that does not exist yet has nothing to hold.
   */
  async lockStream<Db extends PlatformDatabase>(streamId: string, trx: Kysely<Db>): Promise<void> {
    await platformTablesOf(trx).selectFrom('streams').select('version').where('stream_id', '=', streamId).forUpdate().execute();
  }

  /** The stream's events in order with personal fields opened (erased ones read as null). */
  async readStream<Db extends PlatformDatabase>(streamId: string, trx?: Kysely<Db>): Promise<StoredEvent[]> {
    const db = trx ? platformTablesOf(trx) : this.db;
    const rows = (await db.selectFrom('events').selectAll().where('stream_id', '=', streamId).orderBy('version').execute()) as EventRow[];
    const opened = await this.vault.openEvents(
      rows.map((row) => row.data),
      db,
    );
    return rows.map((row, i) => ({ ...toStored(row), data: opened[i] }));
  }

  /** The streams holding an event about one of these people (its clientId, personId or userId field). */
  async streamsAbout(personIds: readonly string[]): Promise<string[]> {
    const rows = await sql<{ stream_id: string }>`
      SELECT DISTINCT stream_id FROM events WHERE ${sql.raw(EVENT_PERSON_EXPRESSION)} IN (${sql.join(personIds)})`.execute(this.db);
    return rows.rows.map((row) => row.stream_id).sort();
  }

  /**
   * The stored (sealed) events of these streams after a position, in position order; with `withData`
   * false their data is left unread (an empty object), which is much less to read.
   */
  async readStreamsAfter(streamIds: readonly string[], afterPosition: string, limit: number, withData = true): Promise<StoredEvent[]> {
    if (streamIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('events')
      .select(['position', 'stream_id', 'version', 'type', 'metadata', 'prev_hash', 'hash', 'tx_id'])
      .$if(withData, (query) => query.select('data'))
      .where('stream_id', 'in', streamIds)
      .where('position', '>', afterPosition)
      .orderBy('position')
      .limit(limit)
      .execute();
    return (rows as EventRow[]).map((row) => toStored({ ...row, data: row.data ?? {} }));
  }

  /** The stored (sealed) events at these positions, if they are on one of these streams, in position order. */
  async readPositions(streamIds: readonly string[], positions: readonly string[]): Promise<StoredEvent[]> {
    if (streamIds.length === 0 || positions.length === 0) return [];
    const rows = await this.db.selectFrom('events').selectAll().where('stream_id', 'in', streamIds).where('position', 'in', positions).orderBy('position').execute();
    return (rows as EventRow[]).map(toStored);
  }

  /** Recomputes the stream's hash chain over the stored (sealed) events. */
  async verifyStream(streamId: string): Promise<ChainVerification> {
    const rows = (await this.db.selectFrom('events').selectAll().where('stream_id', '=', streamId).orderBy('version').execute()) as EventRow[];
    return verifyChain(rows.map(toStored));
  }

  /** `verifyStream` for several streams at once, with each stream's event count. */
  async verifyStreams(streamIds: readonly string[]): Promise<(ChainVerification & { streamId: string; events: number })[]> {
    if (streamIds.length === 0) return [];
    const rows = (await this.db.selectFrom('events').selectAll().where('stream_id', 'in', streamIds).orderBy('stream_id').orderBy('version').execute()) as EventRow[];
    const byStream = new Map<string, StoredEvent[]>();
    for (const event of rows.map(toStored)) {
      const events = byStream.get(event.streamId) ?? [];
      events.push(event);
      byStream.set(event.streamId, events);
    }
    return streamIds.map((streamId) => {
      const events = byStream.get(streamId) ?? [];
      return { streamId, events: events.length, ...verifyChain(events) };
    });
  }

  /**
   * Committed events after `after`, in (tx_id, position) order, that no transaction still running can
   * precede: a slow writer is never overtaken and skipped. `heldBack`: committed events wait behind
   * one (look again soon). Personal fields stay sealed (this is what the relay publishes).
   *
   * The cheap bound is the snapshot's xmin, but that is the whole cluster's oldest running transaction:
   * with every service's database on one Postgres, another service's work held most invitations back
   * under load (the relay then waited for its next look). Only this database's transactions can write
   * these events, so when the cheap bound holds some back, the bound is read again from the running
   * transactions not proven to be another database's (`THIS_DATABASES_OLDEST`).
   */
  async readAll(after: GlobalCheckpoint, limit: number): Promise<{ events: StoredEvent[]; heldBack: boolean }> {
    const read = async (oldestRunning: RawBuilder<unknown>) => {
      const { rows } = await executePrepared(this.db, eventsAfter(this.db, after, limit, oldestRunning));
      const ready = rows.filter((row) => !row.held_back);
      return { events: ready.map(toStored), heldBack: ready.length < rows.length };
    };
    const cheap = await read(CLUSTERS_OLDEST);
    return cheap.heldBack ? read(THIS_DATABASES_OLDEST) : cheap;
  }
}

/** The oldest transaction running in the whole cluster: the bound the snapshot alone gives. */
const CLUSTERS_OLDEST = sql`pg_snapshot_xmin(pg_current_snapshot())`;

/**
 * The oldest running transaction not proven to be another database's, else the snapshot's xmax. Proof:
 * a backend of another database shows that xid in `pg_stat_activity` (a running xid differs from any
 * other by less than 2^32, so its low 32 bits name it). A transaction whose backend was not seen
 * (prepared, or begun since) still holds the events back: never one too few, only a look too many.
 */
const THIS_DATABASES_OLDEST = sql`coalesce(
  (SELECT min(xid) FROM pg_snapshot_xip(pg_current_snapshot()) AS xid
   WHERE xid::text::numeric % 4294967296 NOT IN (
     SELECT backend_xid::text::numeric FROM pg_stat_activity WHERE datname <> current_database() AND backend_xid IS NOT NULL)),
  pg_snapshot_xmax(pg_current_snapshot()))`;

/** The events after a checkpoint, in order, each marked `held_back` from `oldestRunning` on (the held ones come last). */
const eventsAfter = (db: Kysely<PlatformDatabase>, after: GlobalCheckpoint, limit: number, oldestRunning: RawBuilder<unknown>) =>
  sql<EventRow & { held_back: boolean }>`
    SELECT events.*, tx_id >= ${oldestRunning} AS held_back FROM events
    WHERE (tx_id, position) > (${after.txId}::xid8, ${after.position}::bigint)
    ORDER BY tx_id, position
    LIMIT ${limit}`.compile(db);
