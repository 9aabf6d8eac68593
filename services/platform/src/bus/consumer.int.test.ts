import { randomBytes, randomUUID } from 'node:crypto';
import { createConnection, createServer, type Socket } from 'node:net';
import { sql, type Kysely } from 'kysely';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { streamNameOf, subjectOf, vaultSubjectOf } from '@app/contracts';
import { EventStore } from '../event-store/event-store.js';
import { SealedFieldOpener, type FieldsToOpen } from '../personal-data/remote-vault.js';
import { isSealed, PersonalDataVault } from '../personal-data/vault.js';
import { startEventSource } from '../testing/event-source.js';
import type { PlatformDatabase } from '../db/platform-database.js';
import { createTestDatabase, signal, silentLogger, testBus, TEST_NATS_URL, waitFor, type TestDatabase } from '../testing/index.js';
import type { BusMessage } from './bus-message.js';
import { EventConsumer, type EventHandlerDefinition } from './consumer.js';
import { handledTogether } from './handled-together.js';

/** A TCP link to `target` that the test can cut, like a crash or a network partition. */
async function tcpLink(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection({ host: hostname, port: Number(port) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `nats://127.0.0.1:${(server.address() as { port: number }).port}`,
    cut: () => sockets.forEach((s) => s.destroy()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const personalData = { PersonNamed: { subject: 'personId', fields: ['email'] } };

/** The sink's tables of its own: what its handlers applied, and rows they lock. */
type SinkDatabase = PlatformDatabase & { applied: { event_id: string; value: string }; contested: { id: string } };

/** A source service (its own database, store, relay and vault) and a sink service consuming it. */
describe('event consumer', () => {
  let source: Awaited<ReturnType<typeof startEventSource>>;
  let sink: TestDatabase<SinkDatabase>;
  let store: EventStore;
  let vault: PersonalDataVault;
  let nc: NatsConnection;
  let bus: ReturnType<typeof testBus>;

  beforeAll(async () => {
    sink = await createTestDatabase<SinkDatabase>('consumer_sink');
    await sql`CREATE TABLE applied (event_id text, value text)`.execute(sink.db);
    await sql`CREATE TABLE contested (id text PRIMARY KEY)`.execute(sink.db);
    bus = testBus('consumer');
    source = await startEventSource('consumer_source', bus.prefix, personalData);
    ({ nc, vault, store } = source);
  });
  afterAll(async () => {
    await source?.stop();
    await bus.removeStreams();
    await sink.drop();
  });

  const applied = (value: string) => sink.db.selectFrom('applied').selectAll().where('value', '=', value).execute();

  /** Every sealed field opened unless `definition` says otherwise. */
  function consumerFor(connection: NatsConnection, definition: Omit<EventHandlerDefinition, 'source' | 'opens'> & Partial<Pick<EventHandlerDefinition, 'opens'>>) {
    const opener = new SealedFieldOpener(connection, bus.prefix, { service: 'sink', vault: new PersonalDataVault(sink.db, 'sink', randomBytes(32), {}) });
    return new EventConsumer(sink.db, connection, opener, bus.prefix, { source: 'source', opens: 'all', ackWaitMs: 1_000, ...definition }, silentLogger);
  }

  const record = (event: BusMessage, trx: Kysely<SinkDatabase>) =>
    trx
      .insertInto('applied')
      .values({ event_id: event.metadata.eventId, value: String(event.data.value) })
      .execute();

  /** The crash test's consumer: records each event, then tells the test (after the writes, before the ack). */
  const crashTestConsumer = (connection: NatsConnection, afterWrites: () => void) =>
    consumerFor(connection, {
      name: 'crash-test',
      types: ['Marked'],
      async handle(event, trx) {
        await record(event, trx);
        afterWrites();
      },
    });

  it('applies an event once when the handler crashed after its writes but before the ack', async () => {
    const value = `crash-${randomUUID()}`;
    // The first consumer talks to NATS through a link the test cuts inside the handler: its
    // transaction still commits, but the ack that follows can no longer reach the server.
    const link = await tcpLink(TEST_NATS_URL);
    const doomed = await connect({ servers: link.url, reconnect: false });
    let firstCalls = 0;
    const first = crashTestConsumer(doomed, () => {
      firstCalls++;
      link.cut();
    });
    await first.start();
    await store.append(`mark-${randomUUID()}`, [{ type: 'Marked', data: { value } }], { expectedVersion: 0 });
    await waitFor(async () => (await applied(value)).length === 1);
    await first.stop().catch(() => undefined);
    await link.close();

    const restarted = await connect({ servers: TEST_NATS_URL });
    let secondCalls = 0;
    const second = crashTestConsumer(restarted, () => secondCalls++);
    try {
      await second.start();
      // The unacked message comes back after ack_wait; the inbox makes the handler skip it, then it is acked.
      const jsm = await jetstreamManager(restarted);
      const info = await waitFor(async () => {
        const state = await jsm.consumers.info(streamNameOf(bus.prefix, 'source'), 'crash-test');
        // Delivered more than once (consumer sequence moves on each delivery) and nothing left unacked.
        return state.delivered.consumer_seq > 1 && state.num_ack_pending === 0 ? state : undefined;
      });
      expect(info.ack_floor.stream_seq).toBe(1);
      expect(firstCalls).toBe(1);
      expect(secondCalls).toBe(0);
      expect(await applied(value)).toHaveLength(1);
    } finally {
      await second.stop();
      await restarted.close();
    }
  });

  it('dead-letters an event after bounded redelivery and goes on with the next', async () => {
    const bad = `bad-${randomUUID()}`;
    const good = `good-${randomUUID()}`;
    const attempts: string[] = [];
    const consumer = consumerFor(nc, {
      name: 'dead-letter-test',
      types: ['Marked'],
      maxDeliver: 3,
      async handle(event, trx) {
        attempts.push(String(event.data.value));
        if (event.data.value === bad) throw new Error('cannot handle this one');
        await record(event, trx);
      },
    });
    await consumer.start();
    await store.append(`mark-${randomUUID()}`, [{ type: 'Marked', data: { value: bad } }], { expectedVersion: 0 });
    await store.append(`mark-${randomUUID()}`, [{ type: 'Marked', data: { value: good } }], { expectedVersion: 0 });

    const dead = await waitFor(async () => {
      const rows = await sink.db.selectFrom('dead_letters').selectAll().where('consumer', '=', 'dead-letter-test').execute();
      return rows.length ? rows : undefined;
    }, 20_000);
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({ error: 'cannot handle this one', deliveries: 3 });
    expect((dead[0].payload as BusMessage).data.value).toBe(bad);
    expect(await applied(good)).toHaveLength(1);
    expect(await applied(bad)).toHaveLength(0);
    expect(attempts.filter((a) => a === bad).length).toBeGreaterThanOrEqual(3);
    await consumer.stop();
  });

  it('handles an event again, without spending a delivery, when Postgres aborts its transaction in a deadlock', async () => {
    const value = `deadlock-${randomUUID()}`;
    const [a, b] = [`a-${value}`, `b-${value}`];
    await sink.db
      .insertInto('contested')
      .values([{ id: a }, { id: b }])
      .execute();
    const lockRow = (db: Kysely<SinkDatabase>, id: string) => db.selectFrom('contested').select('id').where('id', '=', id).forUpdate().execute();
    const handlerHoldsA = signal();
    const rivalHoldsB = signal();
    let calls = 0;
    const consumer = consumerFor(nc, {
      name: 'deadlock-test',
      types: ['Marked'],
      // A failure would be dead-lettered at once.
      maxDeliver: 1,
      async handle(event, trx) {
        if (event.data.value !== value) return;
        if (++calls === 1) {
          // The shorter deadlock_timeout: Postgres aborts this transaction, not the rival's.
          await sql`SET LOCAL deadlock_timeout = '1s'`.execute(trx);
          await lockRow(trx, a);
          handlerHoldsA.resolve();
          await rivalHoldsB.promise;
        }
        await lockRow(trx, b);
        await record(event, trx);
      },
    });
    // Opened only once the event is on the bus: an open transaction holds back every relay of the cluster.
    const rival = handlerHoldsA.promise.then(() =>
      sink.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL deadlock_timeout = '20s'`.execute(trx);
        await lockRow(trx, b);
        rivalHoldsB.resolve();
        await lockRow(trx, a);
      }),
    );
    await consumer.start();
    try {
      await store.append(`mark-${randomUUID()}`, [{ type: 'Marked', data: { value } }], { expectedVersion: 0 });
      await waitFor(async () => (await applied(value)).length === 1, 20_000);
      await rival;
      expect(calls).toBe(2);
      expect(consumer.deliveries.redelivered).toBe(0);
      expect(await sink.db.selectFrom('dead_letters').select('event_id').where('consumer', '=', 'deadlock-test').execute()).toEqual([]);
    } finally {
      await consumer.stop();
    }
  });

  it('hands a batch handler each event once, in order', async () => {
    const tag = randomUUID();
    const seen: number[] = [];
    const consumer = consumerFor(nc, {
      name: 'batch-test',
      types: ['Counted'],
      async handleBatch(events) {
        for (const event of events) if (event.data.tag === tag) seen.push(Number(event.data.n));
      },
    });
    await consumer.start();
    try {
      for (let n = 0; n < 50; n += 10) {
        await store.append(
          `count-${randomUUID()}`,
          Array.from({ length: 10 }, (_, k) => ({ type: 'Counted', data: { tag, n: n + k } })),
          { expectedVersion: 0 },
        );
      }
      await waitFor(() => seen.length >= 50);
      expect(seen).toEqual(Array.from({ length: 50 }, (_, i) => i));
    } finally {
      await consumer.stop();
    }
  });

  it('takes the events of parts handled together in one delivery each, each part its own types in order', async () => {
    const tag = randomUUID();
    const [counted, both]: string[][] = [[], []];
    const note = (into: string[]) => async (events: BusMessage[]) => {
      for (const event of events) if (event.data.tag === tag) into.push(`${event.type} ${String(event.data.n)}`);
    };
    const consumer = consumerFor(
      nc,
      handledTogether({ name: 'together-test', source: 'source' }, [
        { types: ['Counted'], opens: [], handleBatch: note(counted) },
        { types: ['Counted', 'Noted'], opens: [], handle: (event) => note(both)([event]) },
      ]),
    );
    await consumer.start();
    try {
      const events = [0, 1, 2].flatMap((n) => [
        { type: 'Counted', data: { tag, n } },
        { type: 'Noted', data: { tag, n } },
      ]);
      await store.append(`together-${randomUUID()}`, events, { expectedVersion: 0 });
      await waitFor(() => both.length >= 6);
      expect(counted).toEqual(['Counted 0', 'Counted 1', 'Counted 2']);
      expect(both).toEqual(['Counted 0', 'Noted 0', 'Counted 1', 'Noted 1', 'Counted 2', 'Noted 2']);
      // One consumer, each message delivered to it once.
      const info = await (await jetstreamManager(nc)).consumers.info(streamNameOf(bus.prefix, 'source'), 'together-test');
      expect(info.delivered.consumer_seq).toBe(consumer.deliveries.received);
      expect(consumer.deliveries.redelivered).toBe(0);
    } finally {
      await consumer.stop();
    }
  });

  it('refuses to join parts that would open different sealed fields (one would see what only the other may)', () => {
    const part = (opens: FieldsToOpen) => ({ types: ['PersonNamed'], opens, handle: async () => undefined });
    expect(() => handledTogether({ name: 'mixed', source: 'source' }, [part([]), part(['email'])])).toThrow('its parts must open the same sealed fields');
    expect(handledTogether({ name: 'same', source: 'source' }, [part(['email']), part(['email'])]).opens).toEqual(['email']);
  });

  it('is delivered only the events of its one type', async () => {
    const value = `only-${randomUUID()}`;
    const seen: string[] = [];
    const consumer = consumerFor(nc, {
      name: 'one-type-test',
      types: ['Marked'],
      async handle(event) {
        seen.push(String(event.data.value));
      },
    });
    await store.append(`note-${randomUUID()}`, [{ type: 'Noted', data: { value } }], { expectedVersion: 0 });
    await store.append(`mark-${randomUUID()}`, [{ type: 'Marked', data: { value } }], { expectedVersion: 0 });
    await consumer.start();
    await waitFor(() => seen.includes(value));
    await consumer.stop();
    const jsm = await jetstreamManager(nc);
    const stream = streamNameOf(bus.prefix, 'source');
    const subject = subjectOf(bus.prefix, 'source', '*', 'Marked');
    const info = await jsm.consumers.info(stream, 'one-type-test');
    expect(info.config.filter_subject).toBe(subject);
    const { state } = await jsm.streams.info(stream, { subjects_filter: subject });
    expect(info.delivered.consumer_seq).toBe(Object.values(state.subjects ?? {}).reduce((sum, count) => sum + count, 0));
    expect(info.delivered.consumer_seq).toBeLessThan(state.messages);
  });

  it("narrows an existing consumer's filter when its types narrow, to its stream type on this NATS", async () => {
    const jsm = await jetstreamManager(nc);
    const stream = streamNameOf(bus.prefix, 'source');
    const filterOf = async () => {
      const { config } = await jsm.consumers.info(stream, 'narrowing-test');
      return { one: config.filter_subject, several: config.filter_subjects };
    };
    const handle = async () => undefined;
    const everything = consumerFor(nc, { name: 'narrowing-test', handle });
    await everything.start();
    await everything.stop();
    expect(await filterOf()).toEqual({ one: `${bus.prefix}.source.>`, several: undefined });

    const marks = consumerFor(nc, { name: 'narrowing-test', types: ['Marked', 'Unmarked'], streamType: 'mark', handle });
    await marks.start();
    await marks.stop();
    // Several subjects need NATS 2.10; this machine's 2.9 takes the stream type's.
    const several = [subjectOf(bus.prefix, 'source', 'mark', 'Marked'), subjectOf(bus.prefix, 'source', 'mark', 'Unmarked')];
    const narrowed = await filterOf();
    expect([
      { one: undefined, several },
      { one: subjectOf(bus.prefix, 'source', 'mark', '*'), several: undefined },
    ]).toContainEqual(narrowed);
  });

  it("opens another service's sealed fields through its vault, and reads erased ones as null", async () => {
    const alive = randomUUID();
    const erased = randomUUID();
    const seen = new Map<string, unknown>();
    const consumer = consumerFor(nc, {
      name: 'vault-test',
      types: ['PersonNamed'],
      async handle(event) {
        seen.set(String(event.data.personId), event.data.email);
      },
    });
    await store.append(`person-${alive}`, [{ type: 'PersonNamed', data: { personId: alive, email: 'alive@example.com' } }], { expectedVersion: 0 });
    await store.append(`person-${erased}`, [{ type: 'PersonNamed', data: { personId: erased, email: 'gone@example.com' } }], { expectedVersion: 0 });
    await vault.erase(erased);
    await consumer.start();
    await waitFor(() => seen.size === 2);
    expect(seen.get(alive)).toBe('alive@example.com');
    expect(seen.get(erased)).toBeNull();
    await consumer.stop();
  });

  it("opens a batch's sealed fields in one request to their owner, each as its own", async () => {
    const people = Array.from({ length: 20 }, () => randomUUID());
    const seen = new Map<string, unknown>();
    const consumer = consumerFor(nc, {
      name: 'vault-batch-test',
      types: ['PersonNamed'],
      async handle(event) {
        seen.set(String(event.data.personId), event.data.email);
      },
    });
    for (const personId of people) {
      await store.append(`person-${personId}`, [{ type: 'PersonNamed', data: { personId, email: `${personId}@example.com` } }], { expectedVersion: 0 });
    }
    await vault.erase(people[7]);
    const requests = nc.subscribe(vaultSubjectOf(bus.prefix, 'source'));
    let asked = 0;
    void (async () => {
      for await (const _ of requests) asked++;
    })();
    await consumer.start();
    await waitFor(() => people.every((personId) => seen.has(personId)));
    await consumer.stop();
    requests.unsubscribe();
    expect(people.map((personId) => seen.get(personId))).toEqual(people.map((personId, i) => (i === 7 ? null : `${personId}@example.com`)));
    // The events waiting when it starts come in a few batches (the first may be alone), not one by one.
    expect(asked).toBeLessThan(people.length / 4);
  });

  it('leaves sealed the personal fields a handler does not ask to open', async () => {
    const personId = randomUUID();
    const seen: unknown[] = [];
    const consumer = consumerFor(nc, {
      name: 'opens-nothing-test',
      types: ['PersonNamed'],
      opens: [],
      async handle(event) {
        if (event.data.personId === personId) seen.push(event.data.email);
      },
    });
    await store.append(`person-${personId}`, [{ type: 'PersonNamed', data: { personId, email: 'private@example.com' } }], { expectedVersion: 0 });
    await consumer.start();
    await waitFor(() => seen.length === 1);
    expect(isSealed(seen[0])).toBe(true);
    expect(JSON.stringify(seen[0])).not.toContain('private@example.com');
    await consumer.stop();
  });
});
