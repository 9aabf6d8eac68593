import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { connect } from '@nats-io/transport-node';
import { EventConsumer, EventStore, PersonalDataVault, Relay, SealedFieldOpener, type EventHandlerDefinition, type PlatformDatabase } from '@app/platform';

type HandledTable = { event_id: string; n: number };
/** The sink's tables: what each way of consuming handled. */
type SinkDatabase = PlatformDatabase & { handled_batch: HandledTable; handled_single: HandledTable; handled_raw: HandledTable };
import { createTestDatabase, silentLogger, testBus, TEST_NATS_URL, waitFor } from '@app/platform/testing';
import { rawCatchUp } from './raw-catch-up.js';
import { fmt, percentile } from './stats.js';

const now = () => performance.timeOrigin + performance.now();

/**
 * The whole path, store -> relay -> JetStream -> durable consumer -> handler transaction (with its
 * inbox row): catch-up over a backlog against the same events moved without the kit in the same run
 * (`raw-catch-up.ts`; target >= 0.5x) and append-to-handled latency at a steady 500 events/s
 * (target p99 < 50 ms).
 */
export async function relayConsumerBench(backlog = 100_000, steadyRate = 500, steadySeconds = 10): Promise<string[]> {
  const source = await createTestDatabase('bench_source');
  const sink = await createTestDatabase<SinkDatabase>('bench_sink');
  const bus = testBus('bench');
  const nc = await connect({ servers: TEST_NATS_URL });
  const vault = new PersonalDataVault(source.db, 'source', randomBytes(32), {});
  const store = new EventStore(source.db, vault);
  await sql`CREATE TABLE handled_batch (event_id text PRIMARY KEY, n integer)`.execute(sink.db);
  await sql`CREATE TABLE handled_single (event_id text PRIMARY KEY, n integer)`.execute(sink.db);
  await sql`CREATE TABLE handled_raw (event_id text PRIMARY KEY, n integer)`.execute(sink.db);

  const relay = new Relay(source.db, store, nc, { service: 'source', prefix: bus.prefix, databaseUrl: source.url, logger: silentLogger, pollMs: 200 });
  const opener = new SealedFieldOpener(nc, bus.prefix, { service: 'sink', vault: new PersonalDataVault(sink.db, 'sink', randomBytes(32), {}) });
  const counters = { batch: 0, single: 0 };
  const latencies: number[] = [];
  const consumerOf = (handler: EventHandlerDefinition<SinkDatabase>) => new EventConsumer(sink.db, nc, opener, bus.prefix, handler, silentLogger);
  // A projection writing one row per event as one multi-row INSERT per batch...
  const batchConsumer = consumerOf({
    name: 'bench-batch',
    source: 'source',
    opens: 'all',
    async handleBatch(events, trx) {
      await trx
        .insertInto('handled_batch')
        .values(events.map((e) => ({ event_id: e.metadata.eventId, n: Number(e.data.n) })))
        .execute();
      counters.batch += events.length;
    },
  });
  // ...and a handler writing its row per event, one INSERT each.
  const singleConsumer = consumerOf({
    name: 'bench-single',
    source: 'source',
    opens: 'all',
    async handle(event, trx) {
      await trx
        .insertInto('handled_single')
        .values({ event_id: event.metadata.eventId, n: Number(event.data.n) })
        .execute();
      counters.single++;
      if (typeof event.data.sentAt === 'number') latencies.push(now() - event.data.sentAt);
    },
  });
  try {
    // Backlog: 100 events per append over many streams (filling is not timed).
    const perAppend = 100;
    for (let n = 0; n < backlog; n += perAppend) {
      const events = Array.from({ length: Math.min(perAppend, backlog - n) }, (_, k) => ({ type: 'Measured', data: { n: n + k } }));
      await store.append(`bench-${randomUUID()}`, events, { expectedVersion: 0 });
    }
    const rawRate = await rawCatchUp(source.db, sink.db, nc, bus.prefix, backlog);
    // Relay and batch consumer start together over the backlog: the whole path.
    let started = now();
    await relay.start();
    await batchConsumer.start();
    await waitFor(() => counters.batch >= backlog, 600_000, 20);
    const catchUpRate = backlog / ((now() - started) / 1000);
    const catchUpRatio = catchUpRate / rawRate;
    // The per-event consumer then catches up from JetStream alone.
    started = now();
    await singleConsumer.start();
    await waitFor(() => counters.single >= backlog, 600_000, 20);
    const singleRate = backlog / ((now() - started) / 1000);

    const steady = steadyRate * steadySeconds;
    const interval = 1000 / steadyRate;
    const t0 = now();
    for (let i = 0; i < steady; i++) {
      const due = t0 + i * interval;
      const wait = due - now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      await store.append(`steady-${randomUUID()}`, [{ type: 'Measured', data: { n: backlog + i, sentAt: now() } }], { expectedVersion: 0 });
    }
    await waitFor(() => counters.single >= backlog + steady && counters.batch >= backlog + steady, 60_000, 20);
    const sorted = [...latencies].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    return [
      `raw catch-up without the kit (read from Postgres, JetStream publish, pull consumer, one multi-row INSERT per batch): ${fmt(rawRate)} events/s`,
      `relay+consumer catch-up over ${fmt(backlog)} events (batch handler, one multi-row INSERT per batch): ${fmt(catchUpRate)} events/s = ${fmt(catchUpRatio, 2)}x of raw (target >= 0.5) ${catchUpRatio >= 0.5 ? 'OK' : 'BELOW TARGET'}`,
      `consumer catch-up, per-event handler (one INSERT per event): ${fmt(singleRate)} events/s = ${fmt(singleRate / catchUpRate, 2)}x of the batch path`,
      `append-to-handled latency (per-event handler) at ${steadyRate} events/s for ${steadySeconds}s: p50 ${fmt(p50, 1)} ms, p99 ${fmt(p99, 1)} ms (target p99 < 50 ms) ${p99 < 50 ? 'OK' : 'ABOVE TARGET'}`,
    ];
  } finally {
    await singleConsumer.stop();
    await batchConsumer.stop();
    await relay.stop();
    await bus.removeStreams();
    await nc.close();
    await source.drop();
    await sink.drop();
  }
}
