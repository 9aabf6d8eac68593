import { sql, type Kysely } from 'kysely';
import { jetstreamManager, type ConsumerInfo, type JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { Counter, Gauge, type Registry } from 'prom-client';
import { streamNameOf } from '@app/contracts';
import type { EventConsumer } from '../bus/consumer.js';
import { RelayCheckpoints, type RelayLag } from '../bus/relay-checkpoint.js';
import type { PlatformDatabase } from '../db/platform-database.js';
import type { JobRunner, QueueCounts } from '../jobs/job-runner.js';

/** Where the scrape-time gauges read from: the service's database, NATS, its consumers and its job queues. */
export interface ScrapeSources {
  db: Kysely<PlatformDatabase>;
  nc: NatsConnection;
  prefix: string;
  consumers: readonly Pick<EventConsumer, 'name' | 'source' | 'deliveries'>[];
  /** Absent for a service without job queues. */
  jobs?: JobRunner;
  /** Longest a reading may take; one that takes longer is left out of the scrape (`metrics_collector_up` 0). */
  timeoutMs: number;
}

/** A scrape collects every metric at once: the gauges of one reading share it for this long. */
const SHARED_FOR_MS = 1_000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A query in a transaction whose statements Postgres cancels after `ms` (also while waiting for a
 * lock), so a slow reading gives its connection back instead of holding it past the scrape.
 */
function boundedQuery<T>(db: Kysely<PlatformDatabase>, ms: number, read: (trx: Kysely<PlatformDatabase>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL statement_timeout = ${sql.raw(String(Math.max(1, Math.round(ms))))}`.execute(trx);
    return read(trx);
  });
}

/**
 * One reading per scrape, shared by its gauges (while it runs, and for a moment after it settled);
 * `undefined` when it failed or took too long.
 */
function sharedReading<T>(read: () => Promise<T>, timeoutMs: number): () => Promise<T | undefined> {
  let last: { settledAt?: number; value: Promise<T | undefined> } | undefined;
  return () => {
    if (!last || (last.settledAt !== undefined && Date.now() - last.settledAt > SHARED_FOR_MS)) {
      const reading: { settledAt?: number; value: Promise<T | undefined> } = {
        value: within(read(), timeoutMs)
          .catch(() => undefined)
          .finally(() => (reading.settledAt = Date.now())),
      };
      last = reading;
    }
    return last.value;
  };
}

/**
 * The gauges read when Prometheus scrapes (prom-client's `collect`), each bounded by `timeoutMs`:
 * the relay's lag, the consumers' lag on JetStream, the dead letters, the job queues; and the
 * consumers' delivery counts, kept in memory. A reading that fails or is late leaves its series out
 * of that scrape (never a stale value) and sets `metrics_collector_up{collector}` to 0.
 */
export function scrapeGauges(registry: Registry, sources: ScrapeSources): void {
  const { db, consumers, jobs, timeoutMs } = sources;
  const registers = [registry];
  const readings: Record<string, () => Promise<unknown>> = {};

  const relay = sharedReading(() => boundedQuery(db, timeoutMs, (trx) => new RelayCheckpoints(trx).lag()), timeoutMs);
  readings.relay = relay;
  const relayGauge = (name: string, help: string, value: (lag: RelayLag) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        this.reset();
        const lag = await relay();
        if (lag) this.set(value(lag));
      },
    });
  relayGauge('relay_pending_events', "Events committed to the service's log and not yet acknowledged by JetStream", (lag) => lag.pendingEvents);
  relayGauge('relay_lag_seconds', 'Age of the oldest event not yet published (0 when none waits)', (lag) => lag.lagSeconds);
  relayGauge('relay_failing', '1 while every attempt of the relay to publish fails, else 0', (lag) => (lag.failingSince ? 1 : 0));

  const deadLetters = sharedReading(
    () =>
      boundedQuery(db, timeoutMs, (trx) =>
        trx
          .selectFrom('dead_letters')
          .select(['consumer', (eb) => eb.fn.countAll<string>().as('count')])
          .groupBy('consumer')
          .execute(),
      ),
    timeoutMs,
  );
  readings.dead_letters = deadLetters;
  new Gauge<'consumer'>({
    name: 'dead_letters',
    help: 'Events a consumer gave up on, waiting in the dead-letter store for a replay (GET /api/deadLetters/<service>)',
    labelNames: ['consumer'],
    registers,
    async collect() {
      this.reset();
      const rows = await deadLetters();
      if (!rows) return;
      for (const consumer of consumers) this.set({ consumer: consumer.name }, 0);
      for (const row of rows) this.set({ consumer: row.consumer }, Number(row.count));
    },
  });

  if (consumers.length > 0) consumerGauges(registry, sources, readings);
  if (jobs) jobGauges(registry, sources, jobs, readings);

  new Gauge<'collector'>({
    name: 'metrics_collector_up',
    help: '1 when the reading behind a group of scrape-time gauges answered in time, 0 when it failed or was late (its series are then missing)',
    labelNames: ['collector'],
    registers,
    async collect() {
      this.reset();
      const answers = await Promise.all(Object.entries(readings).map(async ([collector, reading]) => ({ collector, answered: (await reading()) !== undefined })));
      for (const { collector, answered } of answers) this.set({ collector }, answered ? 1 : 0);
    },
  });
}

function consumerGauges(registry: Registry, sources: ScrapeSources, readings: Record<string, () => Promise<unknown>>): void {
  const { nc, prefix, consumers, timeoutMs } = sources;
  const registers = [registry];
  type Labels = 'consumer' | 'source';
  const labelNames: Labels[] = ['consumer', 'source'];
  let manager: Promise<JetStreamManager> | undefined;
  const infos = sharedReading(async () => {
    const jsm = await (manager ??= jetstreamManager(nc).catch((error: unknown) => {
      manager = undefined;
      throw error;
    }));
    return Promise.all(consumers.map(async (consumer) => ({ consumer, info: await jsm.consumers.info(streamNameOf(prefix, consumer.source), consumer.name) })));
  }, timeoutMs);
  readings.consumers = infos;
  const infoGauge = (name: string, help: string, value: (info: ConsumerInfo) => number) =>
    new Gauge<Labels>({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        this.reset();
        for (const { consumer, info } of (await infos()) ?? []) this.set({ consumer: consumer.name, source: consumer.source }, value(info));
      },
    });
  infoGauge(
    'consumer_lag_messages',
    "Messages of the source's stream the durable consumer has not acknowledged yet: not yet delivered plus delivered and in work (JetStream's num_pending + num_ack_pending)",
    (info) => info.num_pending + info.num_ack_pending,
  );
  infoGauge('consumer_ack_pending_messages', "Messages delivered to the consumer and not yet acknowledged (JetStream's num_ack_pending)", (info) => info.num_ack_pending);
  infoGauge('consumer_redelivered_messages', "Messages in work that were delivered more than once (JetStream's num_redelivered)", (info) => info.num_redelivered);

  const deliveryCounter = (name: string, help: string, value: (deliveries: EventConsumer['deliveries']) => number) =>
    new Counter<Labels>({
      name,
      help,
      labelNames,
      registers,
      collect() {
        this.reset();
        for (const consumer of consumers) this.inc({ consumer: consumer.name, source: consumer.source }, value(consumer.deliveries));
      },
    });
  deliveryCounter('consumer_messages_received_total', 'Messages this process received from JetStream, by consumer', (d) => d.received);
  deliveryCounter(
    'consumer_redeliveries_total',
    'Messages this process received again (a failed handler, or an ack that was not heard in time), by consumer',
    (d) => d.redelivered,
  );
}

function jobGauges(registry: Registry, sources: ScrapeSources, jobs: JobRunner, readings: Record<string, () => Promise<unknown>>): void {
  const { db, timeoutMs } = sources;
  const counts = sharedReading(() => boundedQuery(db, timeoutMs, (trx) => jobs.queueCounts(trx)), timeoutMs);
  readings.jobs = counts;
  const queueGauge = (name: string, help: string, value: (queue: QueueCounts) => number) =>
    new Gauge<'queue'>({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const queue of (await counts()) ?? []) this.set({ queue: queue.name }, value(queue));
      },
    });
  queueGauge(
    'job_queue_depth',
    'Jobs waiting in the queue (created or waiting for a retry); a `<queue>-dead-letter` queue holds the jobs that failed for good',
    (queue) => queue.queuedCount,
  );
  queueGauge('job_queue_active', 'Jobs a worker has in hand', (queue) => queue.activeCount);
  queueGauge('job_queue_failed', 'Jobs that failed for good and are still kept', (queue) => queue.failedCount);
}
