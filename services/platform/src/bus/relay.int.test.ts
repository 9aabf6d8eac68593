import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { jetstream, jetstreamManager, DeliverPolicy, AckPolicy } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { streamNameOf } from '@app/contracts';
import { EventStore } from '../event-store/event-store.js';
import { PersonalDataVault } from '../personal-data/vault.js';
import { createTestDatabase, runningTransaction, silentLogger, startPrivateNats, testBus, TEST_NATS_URL, waitFor, type TestDatabase } from '../testing/index.js';
import type { BusMessage } from './bus-message.js';
import { ensureServiceStream } from './nats.js';
import { Relay } from './relay.js';

/** Reads every message of the service's JetStream stream, in stream order. */
async function readStream(nc: NatsConnection, prefix: string, service: string): Promise<BusMessage[]> {
  const jsm = await jetstreamManager(nc);
  const stream = streamNameOf(prefix, service);
  const info = await jsm.streams.info(stream);
  const out: BusMessage[] = [];
  for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
    const message = await jsm.streams.getMessage(stream, { seq });
    if (message) out.push(message.json<BusMessage>());
  }
  return out;
}

describe('relay', () => {
  let testDb: TestDatabase;
  let store: EventStore;

  beforeEach(async () => {
    testDb = await createTestDatabase('relay');
    store = new EventStore(testDb.db, new PersonalDataVault(testDb.db, 'svc', randomBytes(32), {}));
  });
  afterEach(() => testDb.drop());

  it('publishes an event committed late by a transaction that started earlier, in order, skipping none', async () => {
    const bus = testBus('relay');
    const nc = await connect({ servers: TEST_NATS_URL });
    const relay = new Relay(testDb.db, store, nc, { service: 'svc', prefix: bus.prefix, databaseUrl: testDb.url, logger: silentLogger, pollMs: 50 });
    await relay.start();
    try {
      await store.append('a-1', [{ type: 'Before', data: {} }], { expectedVersion: 0 });

      // A slow transaction takes its position first but commits last.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let slowAppended!: () => void;
      const slowHasAppended = new Promise<void>((r) => (slowAppended = r));
      const slow = testDb.db.transaction().execute(async (trx) => {
        await store.append('slow-1', [{ type: 'Slow', data: {} }], { expectedVersion: 0 }, trx);
        slowAppended();
        await held;
      });
      await slowHasAppended;
      for (let i = 0; i < 5; i++) await store.append(`fast-${i}`, [{ type: 'Fast', data: { i } }], { expectedVersion: 0 });

      // While the slow writer is open nothing after it may be published.
      await new Promise((r) => setTimeout(r, 300));
      expect((await readStream(nc, bus.prefix, 'svc')).map((m) => m.type)).toEqual(['Before']);

      release();
      await slow;
      const published = await waitFor(async () => {
        const messages = await readStream(nc, bus.prefix, 'svc');
        return messages.length === 7 ? messages : undefined;
      });
      expect(published.map((m) => m.type)).toEqual(['Before', 'Slow', 'Fast', 'Fast', 'Fast', 'Fast', 'Fast']);
      expect(published.map((m) => m.data.i).slice(2)).toEqual([0, 1, 2, 3, 4]);
    } finally {
      await relay.stop();
      await bus.removeStreams();
      await nc.close();
    }
  });

  it("looks again soon at an event held back by another session's transaction, whose commit wakes nothing here", async () => {
    const bus = testBus('relay-held');
    const nc = await connect({ servers: TEST_NATS_URL });
    // A poll far longer than the wait below: only the relay's quick looks at held-back events can publish in time.
    const relay = new Relay(testDb.db, store, nc, { service: 'svc', prefix: bus.prefix, databaseUrl: testDb.url, logger: silentLogger, pollMs: 60_000 });
    await relay.start();
    const otherSession = await runningTransaction(testDb.url);
    try {
      await store.append('after-1', [{ type: 'After', data: {} }], { expectedVersion: 0 });
      await new Promise((r) => setTimeout(r, 300));
      expect(await readStream(nc, bus.prefix, 'svc')).toEqual([]);

      await otherSession.commit();
      const published = await waitFor(async () => {
        const messages = await readStream(nc, bus.prefix, 'svc');
        return messages.length === 1 ? messages : undefined;
      }, 5_000);
      expect(published.map((m) => m.type)).toEqual(['After']);
    } finally {
      await otherSession.commit();
      await relay.stop();
      await bus.removeStreams();
      await nc.close();
    }
  });

  it('goes on publishing, in order, after NATS restarts once the duplicate window has passed', async () => {
    const nats = await startPrivateNats();
    const bus = testBus('relay-idle');
    const nc = await connect({ servers: nats.url, maxReconnectAttempts: -1, reconnectTimeWait: 100 });
    // JetStream's window is two minutes; a short one lets the test idle past it quickly.
    await ensureServiceStream(await jetstreamManager(nc), bus.prefix, 'svc', { duplicateWindowMs: 1_000 });
    const relay = new Relay(testDb.db, store, nc, { service: 'svc', prefix: bus.prefix, databaseUrl: testDb.url, logger: silentLogger, pollMs: 50 });
    await relay.start();
    const append = (n: number) => store.append(`s-${n}`, [{ type: 'Counted', data: { n } }], { expectedVersion: 0 });
    const published = (count: number) =>
      waitFor(async () => {
        const messages = await readStream(nc, bus.prefix, 'svc');
        return messages.length === count ? messages.map((m) => m.data.n) : undefined;
      }, 20_000);
    try {
      await append(1);
      await append(2);
      await published(2);
      await new Promise((r) => setTimeout(r, 2_500)); // idle past the window
      await nats.stop();
      await nats.start();

      await append(3);
      expect(await published(3)).toEqual([1, 2, 3]);
      await append(4);
      await append(5);
      expect(await published(5)).toEqual([1, 2, 3, 4, 5]);
    } finally {
      await relay.stop();
      await nc.close();
      await nats.dispose();
    }
  });

  it('saves its checkpoint at the last event published once it has caught up with a burst', async () => {
    const bus = testBus('relay-burst');
    const nc = await connect({ servers: TEST_NATS_URL });
    const relay = new Relay(testDb.db, store, nc, { service: 'svc', prefix: bus.prefix, databaseUrl: testDb.url, logger: silentLogger, pollMs: 50 });
    await relay.start();
    try {
      const total = 200;
      await Promise.all(Array.from({ length: total }, (_, n) => store.append(`s-${n}`, [{ type: 'Counted', data: { n } }], { expectedVersion: 0 })));
      await waitFor(async () => (await readStream(nc, bus.prefix, 'svc')).length === total);
      const last = await testDb.db.selectFrom('events').select(['position', 'tx_id']).orderBy('tx_id', 'desc').orderBy('position', 'desc').executeTakeFirstOrThrow();
      const saved = await waitFor(async () => {
        const row = await testDb.db.selectFrom('relay_checkpoints').selectAll().executeTakeFirst();
        return row && String(row.position) === String(last.position) ? row : undefined;
      });
      expect({ txId: String(saved.tx_id), streamSeq: Number(saved.stream_seq) }).toEqual({ txId: String(last.tx_id), streamSeq: total });
    } finally {
      await relay.stop();
      await bus.removeStreams();
      await nc.close();
    }
  });

  it('realigns with the stream after a crash between publish and checkpoint, publishing nothing twice', async () => {
    const bus = testBus('relay-realign');
    const nc = await connect({ servers: TEST_NATS_URL });
    await ensureServiceStream(await jetstreamManager(nc), bus.prefix, 'svc', { duplicateWindowMs: 1_000 });
    const relayOptions = { service: 'svc', prefix: bus.prefix, databaseUrl: testDb.url, logger: silentLogger, pollMs: 50 };
    const append = (n: number) => store.append(`s-${n}`, [{ type: 'Counted', data: { n } }], { expectedVersion: 0 });
    const published = (count: number) =>
      waitFor(async () => {
        const messages = await readStream(nc, bus.prefix, 'svc');
        return messages.length >= count ? messages.map((m) => m.data.n) : undefined;
      });
    const first = new Relay(testDb.db, store, nc, relayOptions);
    await first.start();
    let second: Relay | undefined;
    try {
      const [one] = (await append(1)).events;
      await append(2);
      await append(3);
      await published(3);
      await first.stop();
      // As if the process had died after JetStream acknowledged 2 and 3 but before the checkpoint moved.
      await testDb.db
        .updateTable('relay_checkpoints')
        .set({ tx_id: sql`${one.txId}::xid8`, position: one.position, event_id: one.metadata.eventId, stream_seq: 1 })
        .execute();
      await new Promise((r) => setTimeout(r, 1_500)); // past the duplicate window: JetStream cannot drop them

      second = new Relay(testDb.db, store, nc, relayOptions);
      await second.start();
      await append(4);
      await published(4);
      await new Promise((r) => setTimeout(r, 300));
      expect((await readStream(nc, bus.prefix, 'svc')).map((m) => m.data.n)).toEqual([1, 2, 3, 4]);
    } finally {
      await first.stop();
      await second?.stop();
      await bus.removeStreams();
      await nc.close();
    }
  });

  it('loses and duplicates nothing downstream across a NATS restart mid-stream', async () => {
    const nats = await startPrivateNats();
    const bus = testBus('relay-restart');
    const nc = await connect({ servers: nats.url, maxReconnectAttempts: -1, reconnectTimeWait: 100 });
    const relay = new Relay(testDb.db, store, nc, { service: 'svc', prefix: bus.prefix, databaseUrl: testDb.url, logger: silentLogger, pollMs: 50, batchSize: 50 });
    await relay.start();
    const total = 600;
    try {
      const writer = (async () => {
        for (let i = 0; i < total; i++) await store.append(`s-${i % 7}`, [{ type: 'Counted', data: { i } }], { expectedVersion: 'any' });
      })();
      await waitFor(async () => (await readStream(nc, bus.prefix, 'svc')).length > 50, 15_000);
      await nats.stop();
      await new Promise((r) => setTimeout(r, 500));
      await nats.start();
      await writer;

      const published = await waitFor(async () => {
        const messages = await readStream(nc, bus.prefix, 'svc');
        return messages.length >= total ? messages : undefined;
      }, 30_000);
      const counted = published.map((m) => m.data.i as number);
      expect(counted).toHaveLength(total);
      expect(counted).toEqual([...counted].sort((a, b) => a - b));
      expect(new Set(counted).size).toBe(total);

      // And a durable consumer downstream sees each exactly once, in order.
      const jsm = await jetstreamManager(nc);
      await jsm.consumers.add(streamNameOf(bus.prefix, 'svc'), { durable_name: 'check', ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.All });
      const consumer = await jetstream(nc).consumers.get(streamNameOf(bus.prefix, 'svc'), 'check');
      const seen: number[] = [];
      const batch = await consumer.fetch({ max_messages: total + 10, expires: 2_000 });
      for await (const m of batch) {
        seen.push(m.json<BusMessage>().data.i as number);
        m.ack();
      }
      expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
    } finally {
      await relay.stop();
      await nc.close();
      await nats.dispose();
    }
  });
});
