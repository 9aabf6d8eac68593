import { sql, type Kysely, type RawBuilder } from 'kysely';
import pg from 'pg';
import type { NatsConnection } from '@nats-io/transport-node';
import type { ServiceDefinition } from '../bootstrap.js';
import type { BusMessage } from '../bus/bus-message.js';
import type { EventHandlerDefinition } from '../bus/consumer.js';
import { connectBus } from '../bus/nats.js';
import { RELAY_LOCK_KEY } from '../bus/relay.js';
import { loadConfig, PlatformConfigSchema, type PlatformConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrations.js';
import { platformTablesOf, type PlatformDatabase } from '../db/platform-database.js';
import { toStored, type EventRow } from '../event-store/event-store.js';
import type { Projection, ReplayMemo, StoredEvent } from '../event-store/types.js';
import { createLogger } from '../logger.js';
import type { SealedFieldOpener } from '../personal-data/remote-vault.js';
import { masterKeyOf } from '../personal-data/master-key.js';
import { isSealed, PersonalDataVault } from '../personal-data/vault.js';
import { readSourceHistory } from './bus-history.js';
import { readModelTablesOf } from './read-model-tables.js';
import type { RebuildPlan } from './rebuild-plan.js';
import { replayRuntime } from './replay-runtime.js';
import { DeferredWriteMismatch, WriteBatchingSession } from './write-batching-session.js';

export interface RebuildProgress {
  /** Own events run through the inline projections so far, of `ownEventsTotal`. */
  ownEvents: number;
  ownEventsTotal: number;
  /** Other services' events run through the handlers so far, of `handlerEventsTotal`. */
  handlerEvents: number;
  handlerEventsTotal: number;
  seconds: number;
}

export interface RebuildOptions {
  plan?: RebuildPlan;
  /** Own events read (and opened) per round trip; all of them are replayed in one transaction. */
  batchSize?: number;
  /**
   * Writes of a batch sent together (see `WriteBatchingSession`; default true); false sends every
   * statement on its own, as the service does (the bench's baseline).
   */
  deferWrites?: boolean;
  /** Called after each batch (and once at the end). */
  onProgress?: (progress: RebuildProgress) => void;
}

export interface HandlerReplay {
  name: string;
  source: string;
  /** replayed: run again over its source's stream; skipped: left as its first run made it (plan). */
  status: 'replayed' | 'skipped';
  reason?: string;
  /** Events it handled (again). */
  handled: number;
  /** Events its first run dead-lettered: not handled again, their inbox rows kept. */
  deadLettered: number;
  /** Events of the stream the live consumer had not handled yet (handled now, after the rest). */
  notHandledLive: number;
}

export interface RebuildReport {
  service: string;
  /** The tables emptied and made again (with `inbox` rows of the replayed handlers). */
  readModels: string[];
  kept: { table: string; reason: string }[];
  handlers: HandlerReplay[];
  ownEvents: number;
  handlerEvents: number;
  /** Reading the sources' streams and opening their personal fields, before anything changes. */
  prepareSeconds: number;
  /** The transaction that empties and refills the read models. */
  replaySeconds: number;
  /** (own + handler events) / replaySeconds. */
  eventsPerSecond: number;
  /** Batches run again statement by statement (a deferred write changed another number of rows than assumed). */
  batchesRunAgain: number;
  /** Round trips to Postgres in the transaction, and the writes that went in a batch. */
  roundTrips: number;
  deferredWrites: number;
}

/** Nothing was changed: the rebuild stopped before its transaction, or rolled it back. */
export class RebuildError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`${message} Nothing was changed.`, options);
    this.name = 'RebuildError';
  }
}

/** A handler's event, ready to replay at the moment its live consumer handled it. */
interface HandlerItem {
  handler: number;
  /** When the live consumer handled it (inbox.handled_at, microseconds), or +Infinity if it had not yet. */
  at: number;
  seq: number;
  event: BusMessage;
  /** As stored (text keeps the microseconds); undefined for an event not handled live. */
  handledAtText?: string;
  /** Dead-lettered live: its inbox row is made again, its handler not run. */
  deadLettered: boolean;
}

/** Opened fields of handler events are asked for this many at a time (NATS request/reply to their owners). */
const OPEN_CONCURRENCY = 64;

/**
 * Drops one service's read models and makes them again from the events, as the service made them:
 *
 * 1. Refuses while an instance of the service runs (its relay holds the database's advisory lock;
 *    the rebuild holds it until done, so none starts publishing meanwhile). Runs the service's
 *    migrations, as its start does.
 * 2. Prepares, changing nothing: reads each source stream a replayed handler consumes from its first
 *    message (an ordered consumer; the durable ones are left where they are), takes the live `inbox`
 *    (when each event was handled) and `dead_letters`, checks that every event a handler handled is
 *    still in its stream, and has the sealed fields each handler `opens` opened by their owners (who
 *    must be running: otherwise it stops here).
 * 3. In one transaction: empties the read-model tables (`readModelTablesOf`: the public schema but the
 *    kit's tables and `plan.keep`) and the replayed handlers' inbox rows; replays the own events in
 *    global (tx_id, position) order, in batches, through the inline projections, personal fields
 *    opened; between them, each handler event at the time its live consumer handled it (events the
 *    consumer had not handled yet come last), so that what a projection and a handler both write ends
 *    as it did live; writes the inbox rows again (with their live `handled_at`). Handlers in
 *    `plan.skipHandlers` do not run, and their inbox rows stay. A handler that tries to append, queue
 *    a job or seal (see `replayRuntime`) fails the rebuild, which then changes nothing. A batch's
 *    writes go to Postgres together (see `WriteBatchingSession`), checked, else the batch runs again
 *    statement by statement. Each projection is given a memo of what it wrote (`ReplayMemo`: what a
 *    batch run again added is forgotten) and may have less of an event read once its memo knows it
 *    (`Projection.replayData`).
 */
export async function rebuildReadModels<Config extends PlatformConfig, Db extends PlatformDatabase>(
  definition: ServiceDefinition<Config, Db>,
  env: NodeJS.ProcessEnv = process.env,
  options: RebuildOptions = {},
): Promise<RebuildReport> {
  const plan = options.plan ?? {};
  const schema = definition.configSchema ? PlatformConfigSchema.extend(definition.configSchema.shape) : PlatformConfigSchema;
  const config = loadConfig(schema, env) as Config;
  const logger = createLogger(`${definition.name}-rebuild`, config.LOG_LEVEL);
  const masterKey = masterKeyOf(config, definition.name);
  const db = createDatabase<Db>(config.DATABASE_URL, 2);
  // A pool apart for handlers that would read outside their transaction: blocked by the rebuild's locks, it fails in 10 s.
  const handlerPool = createDatabase<Db>(withLockTimeout(config.DATABASE_URL), 2);
  const lock = new pg.Client({ connectionString: config.DATABASE_URL });
  lock.on('error', () => undefined);
  let nc: NatsConnection | undefined;
  try {
    await lock.connect();
    const { rows } = await lock.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [RELAY_LOCK_KEY]);
    if (!rows[0].locked) throw new RebuildError(`An instance of ${definition.name} is running (its relay holds the database's lock): stop every instance first.`);
    await migrateToLatest(db, definition.migrations);
    nc = await connectBus(config.NATS_URL, `${definition.name}-rebuild`);

    const runtime = replayRuntime<Db>({ service: definition.name, config, db: handlerPool, nc, logger, masterKey, personalData: definition.personalData ?? {} });
    const handlers = definition.handlers?.(runtime, config) ?? [];
    const stale = Object.keys(plan.skipHandlers ?? {}).filter((name) => !handlers.some((handler) => handler.name === name));
    if (stale.length > 0) throw new RebuildError(`The rebuild plan skips handlers ${definition.name} does not have: ${stale.join(', ')}.`);
    const replayed = handlers.filter((handler) => !(handler.name in (plan.skipHandlers ?? {})));
    const readModels = await readModelTablesOf(db, plan);

    const prepareStarted = process.hrtime.bigint();
    const vault = new PersonalDataVault(platformTablesOf(db), definition.name, masterKey, definition.personalData ?? {});
    const { items, reports } = await handlerItemsOf(db, nc, config.BUS_PREFIX, replayed, runtime.opener, plan);
    const projections = projectionsByType<Db>(definition.projections);
    const ownEventsTotal = await countOwnEvents(db, [...projections.keys()]);
    const prepareSeconds = seconds(prepareStarted);

    const replay = await replayInOneTransaction({ config, db, vault, plan, readModels, replayed, items, projections, ownEventsTotal, options });
    const skipped = handlers
      .filter((handler) => handler.name in (plan.skipHandlers ?? {}))
      .map((handler): HandlerReplay => ({
        name: handler.name,
        source: handler.source,
        status: 'skipped',
        reason: plan.skipHandlers![handler.name],
        handled: 0,
        deadLettered: 0,
        notHandledLive: 0,
      }));
    return {
      service: definition.name,
      readModels,
      kept: Object.entries(plan.keep ?? {}).map(([table, reason]) => ({ table, reason })),
      handlers: [...reports, ...skipped],
      prepareSeconds,
      ...replay,
    };
  } finally {
    await nc?.close().catch(() => undefined);
    await lock.end().catch(() => undefined);
    await handlerPool.destroy();
    await db.destroy();
  }
}

interface Replay<Db extends PlatformDatabase> {
  config: PlatformConfig;
  /** The pool: the events (and the keys that open them) are read there, a batch ahead. */
  db: Kysely<Db>;
  vault: PersonalDataVault;
  plan: RebuildPlan;
  readModels: string[];
  replayed: EventHandlerDefinition<Db>[];
  items: HandlerItem[];
  projections: Map<string, Projection<StoredEvent, Db>[]>;
  ownEventsTotal: number;
  options: RebuildOptions;
}

type ReplayOutcome = Pick<RebuildReport, 'ownEvents' | 'handlerEvents' | 'replaySeconds' | 'eventsPerSecond' | 'batchesRunAgain' | 'roundTrips' | 'deferredWrites'>;

/** Step 3 of `rebuildReadModels`: empty, replay, commit; on any failure, roll back. */
async function replayInOneTransaction<Db extends PlatformDatabase>(replay: Replay<Db>): Promise<ReplayOutcome> {
  const { config, readModels, replayed, items, options } = replay;
  const batchSize = options.batchSize ?? 500;
  const started = process.hrtime.bigint();
  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  client.on('error', () => undefined); // a lost connection fails the statement under way instead
  await client.connect();
  const run = new ReplayRun(replay, client, batchSize);
  const { session, trx, progress } = run;
  const reportProgress = () => options.onProgress?.({ ...progress, seconds: seconds(started) });

  try {
    await session.query('BEGIN');
    await sql`SET LOCAL lock_timeout = '10s'`.execute(trx);
    await emptyReadModels(trx, readModels, replayed);
    // The next batch is read and opened on the pool (the rebuild writes no event) while this one is applied.
    let upcoming = run.readBatch();
    try {
      for (;;) {
        const batch = await upcoming;
        if (batch.length === 0) break;
        upcoming = run.readBatch();
        await run.inBatch(async () => {
          for (const event of batch) await run.project(event);
        });
        reportProgress();
      }
    } finally {
      upcoming.catch(() => undefined);
    }
    // What the live consumers had not handled yet, or handled after the last own event.
    while (run.handlerItemsLeft) {
      await run.inBatch(() => run.handleUpTo(Infinity, batchSize));
      reportProgress();
    }
    await restoreInbox(
      trx,
      items.map((item) => ({ consumer: replayed[item.handler].name, eventId: item.event.metadata.eventId, handledAt: item.handledAtText })),
    );
    await session.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error instanceof RebuildError ? error : new RebuildError(`The rebuild failed: ${(error as Error).message}.`, { cause: error });
  } finally {
    await client.query('DEALLOCATE ALL').catch(() => undefined);
    await client.end().catch(() => undefined);
  }
  const replaySeconds = seconds(started);
  options.onProgress?.({ ...progress, seconds: replaySeconds });
  return {
    ownEvents: progress.ownEvents,
    handlerEvents: progress.handlerEvents,
    replaySeconds,
    eventsPerSecond: (progress.ownEvents + progress.handlerEvents) / replaySeconds,
    batchesRunAgain: run.batchesRunAgain,
    roundTrips: session.counts.roundTrips,
    deferredWrites: session.counts.deferredWrites,
  };
}

/** The read models emptied, and the replayed handlers' inbox rows gone (restored once they have run). */
async function emptyReadModels<Db extends PlatformDatabase>(trx: Kysely<Db>, readModels: string[], replayed: EventHandlerDefinition<Db>[]): Promise<void> {
  if (readModels.length > 0) await sql`TRUNCATE ${sql.join(readModels.map((table) => sql.table(table)))}`.execute(trx);
  if (replayed.length > 0)
    await platformTablesOf(trx)
      .deleteFrom('inbox')
      .where(
        'consumer',
        'in',
        replayed.map((handler) => handler.name),
      )
      .execute();
}

/**
 * One replay on its own connection: where it stands in the handler items and in the own events, the
 * projections' memos, and what it has counted.
 */
class ReplayRun<Db extends PlatformDatabase> {
  readonly session: WriteBatchingSession;
  readonly trx: Kysely<Db>;
  readonly progress: RebuildProgress;
  batchesRunAgain = 0;
  private readonly memos = new Map<Projection<StoredEvent, Db>, BatchMemo>();
  private readonly types: string[];
  /** The next handler item. */
  private next = 0;
  /** The last own event read. */
  private after = { txId: '0', position: '0' };

  constructor(
    private readonly replay: Replay<Db>,
    client: pg.Client,
    private readonly batchSize: number,
  ) {
    this.session = new WriteBatchingSession(client);
    this.trx = this.session.kysely<Db>();
    this.types = [...replay.projections.keys()];
    const handlerEventsTotal = replay.items.filter((item) => !item.deadLettered).length;
    this.progress = { ownEvents: 0, ownEventsTotal: replay.ownEventsTotal, handlerEvents: 0, handlerEventsTotal, seconds: 0 };
  }

  get handlerItemsLeft(): boolean {
    return this.next < this.replay.items.length;
  }

  private memoOf(projection: Projection<StoredEvent, Db>): BatchMemo {
    return this.memos.get(projection) ?? this.memos.set(projection, new BatchMemo()).get(projection)!;
  }

  /** The handler items due by `at` (live time, microseconds), `limit` of them at most. */
  async handleUpTo(at: number, limit = Infinity): Promise<void> {
    const { items, replayed } = this.replay;
    for (const end = this.next + limit; this.next < items.length && this.next < end && items[this.next].at <= at; this.next++) {
      const item = items[this.next];
      if (item.deadLettered) continue;
      await handleAgain(replayed[item.handler], item, this.trx);
      this.progress.handlerEvents++;
    }
  }

  async project(event: StoredEvent): Promise<void> {
    await this.handleUpTo(Date.parse(event.metadata.occurredAt) * 1000);
    for (const projection of this.replay.projections.get(event.type) ?? []) {
      try {
        await projection.apply(event, this.trx, this.memoOf(projection));
      } catch (error) {
        if (error instanceof DeferredWriteMismatch) throw error;
        throw new RebuildError(
          `Projection ${projection.name} failed on ${event.type} (stream ${event.streamId}, version ${event.version}, position ${event.position}): ${(error as Error).message}.`,
          { cause: error },
        );
      }
    }
    this.progress.ownEvents++;
  }

  /**
   * A batch's work with its writes deferred and sent together, under a savepoint; should a write
   * change another number of rows than its caller was told, or fail, the batch is rolled back and run
   * again statement by statement (whose outcome, an error included, is the one that counts). The
   * projections' memos forget what the batch added when it is rolled back.
   */
  async inBatch(work: () => Promise<void>): Promise<void> {
    const { session, progress, memos } = this;
    const before = { next: this.next, ownEvents: progress.ownEvents, handlerEvents: progress.handlerEvents };
    await session.query('SAVEPOINT rebuild_batch');
    for (const memo of memos.values()) memo.checkpoint();
    try {
      session.deferring = this.replay.options.deferWrites ?? true;
      await work();
      await session.flush();
    } catch {
      session.deferring = false;
      session.discard();
      for (const memo of memos.values()) memo.rollback();
      await session.query('ROLLBACK TO SAVEPOINT rebuild_batch');
      this.next = before.next;
      Object.assign(progress, { ownEvents: before.ownEvents, handlerEvents: before.handlerEvents });
      this.batchesRunAgain++;
      await work();
    } finally {
      session.deferring = false;
    }
    await session.query('RELEASE SAVEPOINT rebuild_batch');
    for (const memo of memos.values()) memo.checkpoint();
  }

  /** The next batch of own events, read on the pool and opened. */
  async readBatch(): Promise<StoredEvent[]> {
    const { db, vault, plan, projections } = this.replay;
    const rows = await ownEventsAfter(db, this.after, this.types, this.batchSize, replayDataOf(projections, this.memos));
    if (rows.length === 0) return [];
    const last = rows[rows.length - 1];
    this.after = { txId: String(last.tx_id), position: String(last.position) };
    const opened = await vault.openEvents(rows.map((row) => row.data));
    return rows.map((row, i) => ({ ...toStored(row), data: withErasedPlaceholders(plan, row.type, row.data, opened[i]) }));
  }
}

/**
 * Every event the replayed handlers will take, opened and in the order their live consumers took
 * them: by inbox `handled_at` (a batch shares one: then by stream sequence), those not handled yet last.
 */
async function handlerItemsOf<Db extends PlatformDatabase>(
  db: Kysely<Db>,
  nc: NatsConnection,
  prefix: string,
  handlers: readonly EventHandlerDefinition<Db>[],
  opener: SealedFieldOpener,
  plan: RebuildPlan,
): Promise<{ items: HandlerItem[]; reports: HandlerReplay[] }> {
  const kit = platformTablesOf(db);
  const items: HandlerItem[] = [];
  const reports: HandlerReplay[] = [];
  const sources = [...new Set(handlers.map((handler) => handler.source))];
  for (const source of sources) {
    const ofSource = handlers.filter((handler) => handler.source === source);
    const wanted = (type: string) => ofSource.some((handler) => !handler.types || handler.types.includes(type));
    const history = await readSourceHistory(nc, prefix, source, wanted);
    for (const handler of ofSource) {
      const index = handlers.indexOf(handler);
      const { rows: live } = await sql<{ event_id: string; at: string; text: string }>`
        SELECT event_id, (extract(epoch FROM handled_at) * 1000000)::bigint::text AS at, handled_at::text AS text
        FROM inbox WHERE consumer = ${handler.name}`.execute(db);
      const handledLive = new Map(live.map((row) => [row.event_id, row]));
      const deadLetters = new Set((await kit.selectFrom('dead_letters').select('event_id').where('consumer', '=', handler.name).execute()).map((row) => row.event_id));
      const report: HandlerReplay = { name: handler.name, source, status: 'replayed', handled: 0, deadLettered: 0, notHandledLive: 0 };
      const seen = new Set<string>();
      const mine: HandlerItem[] = [];
      for (const { seq, event } of history.events) {
        if (!event || (handler.types && !handler.types.includes(event.type))) continue;
        const eventId = event.metadata.eventId;
        if (seen.has(eventId)) continue; // published twice (outside JetStream's duplicate window): the inbox took it once
        seen.add(eventId);
        const liveRow = handledLive.get(eventId);
        const deadLettered = deadLetters.has(eventId) && liveRow !== undefined;
        mine.push({ handler: index, at: liveRow ? Number(liveRow.at) : Infinity, seq, event, handledAtText: liveRow?.text, deadLettered });
        if (deadLettered) report.deadLettered++;
        else report.handled++;
        if (!liveRow) report.notHandledLive++;
      }
      const lost = [...handledLive.keys()].filter((eventId) => !seen.has(eventId));
      if (lost.length > 0) {
        throw new RebuildError(
          `${lost.length} event(s) ${handler.name} handled are no longer in ${history.stream} (it begins at sequence ${history.firstSeq}: older messages aged out or were purged), ` +
            `so its read models cannot be made again from the bus.`,
        );
      }
      await openAll(
        mine.filter((item) => !item.deadLettered),
        handler,
        opener,
        plan,
      );
      items.push(...mine);
      reports.push(report);
    }
  }
  items.sort((a, b) => a.at - b.at || a.handler - b.handler || a.seq - b.seq);
  return { items, reports };
}

/** Opens the fields the handler `opens` of every item, through their owners, some at a time. */
async function openAll(items: HandlerItem[], handler: Pick<EventHandlerDefinition, 'name' | 'opens'>, opener: SealedFieldOpener, plan: RebuildPlan): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (; next < items.length;) {
      const item = items[next++];
      try {
        const { type, data } = item.event;
        item.event = { ...item.event, data: withErasedPlaceholders(plan, type, data, await opener.open(data, handler.opens)) };
      } catch (error) {
        throw new RebuildError(
          `Opening the personal fields of ${item.event.type} (${item.event.metadata.eventId}) for ${handler.name} failed: ${(error as Error).message}. ` +
            `Their owner must be running (it opens them for the rebuild as for the live consumer).`,
          { cause: error },
        );
      }
    }
  };
  await Promise.all(Array.from({ length: OPEN_CONCURRENCY }, worker));
}

async function handleAgain<Db extends PlatformDatabase>(handler: EventHandlerDefinition<Db>, item: HandlerItem, trx: Kysely<Db>): Promise<void> {
  try {
    if (handler.handleBatch) await handler.handleBatch([item.event], trx);
    else await handler.handle!(item.event, trx);
  } catch (error) {
    if ((error as Error).name === 'RebuildSideEffectError')
      throw new RebuildError(`${handler.name}, on ${item.event.type} (${item.event.metadata.eventId}): ${(error as Error).message}`, { cause: error });
    throw new RebuildError(`${handler.name} failed on ${item.event.type} (${item.event.metadata.eventId}), which its live consumer handled: ${(error as Error).message}.`, {
      cause: error,
    });
  }
}

/** The inbox rows of the replayed handlers, with the live `handled_at` where there was one (now() otherwise). */
async function restoreInbox<Db extends PlatformDatabase>(trx: Kysely<Db>, rows: { consumer: string; eventId: string; handledAt?: string }[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 5_000) {
    const chunk = rows.slice(i, i + 5_000);
    await sql`
      INSERT INTO inbox (consumer, event_id, handled_at)
      SELECT consumer, event_id, coalesce(handled_at::timestamptz, now())
      FROM unnest(${chunk.map((row) => row.consumer)}::text[], ${chunk.map((row) => row.eventId)}::text[], ${chunk.map((row) => row.handledAt ?? null)}::text[]) AS r(consumer, event_id, handled_at)`.execute(
      trx,
    );
  }
}

/** A projection's `ReplayMemo` in the rebuild's transaction: what it learnt since the batch's savepoint is forgotten when the batch is rolled back. */
class BatchMemo implements ReplayMemo {
  private readonly keys = new Set<string>();
  private sinceCheckpoint: string[] = [];

  /** What it knows from the batches done (whose writes stay). */
  kept(): string[] {
    const since = new Set(this.sinceCheckpoint);
    return [...this.keys].filter((key) => !since.has(key));
  }

  has(key: string): boolean {
    return this.keys.has(key);
  }

  add(key: string): void {
    if (this.keys.has(key)) return;
    this.keys.add(key);
    this.sinceCheckpoint.push(key);
  }

  /** A batch begins (its savepoint is set) or is done (released): what is known so far stays. */
  checkpoint(): void {
    this.sinceCheckpoint = [];
  }

  /** The batch is rolled back to its savepoint: what it added is forgotten. */
  rollback(): void {
    for (const key of this.sinceCheckpoint) this.keys.delete(key);
    this.sinceCheckpoint = [];
  }
}

function projectionsByType<Db extends PlatformDatabase>(projections: readonly Projection<StoredEvent, Db>[] = []): Map<string, Projection<StoredEvent, Db>[]> {
  const byType = new Map<string, Projection<StoredEvent, Db>[]>();
  for (const projection of projections) for (const type of projection.handles) byType.set(type, [...(byType.get(type) ?? []), projection]);
  return byType;
}

async function countOwnEvents<Db extends PlatformDatabase>(db: Kysely<Db>, types: string[]): Promise<number> {
  if (types.length === 0) return 0;
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM events WHERE type = ANY(${types}::text[])`.execute(db);
  return Number(rows[0].n);
}

/**
 * The `data` column as the batch is read: whole, but for the types whose only projection says what of
 * them it does without given what it remembers (`Projection.replayData`, with the memo's kept keys).
 */
function replayDataOf<Db extends PlatformDatabase>(
  projections: Map<string, Projection<StoredEvent, Db>[]>,
  memos: Map<Projection<StoredEvent, Db>, BatchMemo>,
): RawBuilder<unknown> {
  const data = sql.ref('data');
  const leaner: RawBuilder<unknown>[] = [];
  for (const [type, [projection, ...others]] of projections) {
    const lean = projection?.replayData?.[type];
    const known = lean && others.length === 0 ? (memos.get(projection)?.kept() ?? []) : [];
    if (known.length > 0) leaner.push(sql`WHEN ${type} THEN ${lean!(data, known)}`);
  }
  return leaner.length === 0 ? data : sql`CASE type ${sql.join(leaner, sql` `)} ELSE data END`;
}

/** The next own events a projection handles, in global (tx_id, position) order; `data` as `replayDataOf` reads it. */
async function ownEventsAfter<Db extends PlatformDatabase>(
  trx: Kysely<Db>,
  after: { txId: string; position: string },
  types: string[],
  limit: number,
  data: RawBuilder<unknown>,
): Promise<EventRow[]> {
  if (types.length === 0) return [];
  const { rows } = await sql<EventRow>`
    SELECT position, stream_id, version, type, ${data} AS data, metadata, prev_hash, hash, tx_id FROM events
    WHERE (tx_id, position) > (${after.txId}::xid8, ${after.position}::bigint) AND type = ANY(${types}::text[])
    ORDER BY tx_id, position
    LIMIT ${limit}`.execute(trx);
  return rows;
}

/**
 * `plan.erasedFields`: a personal field that was sealed and opens as null (its key erased since the
 * service first read it) reads as the plan's value instead, for a projection or a handler alike.
 */
function withErasedPlaceholders(plan: RebuildPlan, type: string, sealed: Record<string, unknown>, opened: Record<string, unknown>): Record<string, unknown> {
  const rule = plan.erasedFields?.[type];
  if (!rule) return opened;
  const data = { ...opened };
  for (const [field, value] of Object.entries(rule.values)) if (isSealed(sealed[field]) && data[field] === null) data[field] = value;
  return data;
}

/** The database URL with a lock timeout on each session (`options=-c lock_timeout=10s`). */
function withLockTimeout(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', '-c lock_timeout=10s');
  return url.toString();
}

const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;
