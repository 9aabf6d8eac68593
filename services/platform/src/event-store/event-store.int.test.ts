import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { createTestDatabase, runningTransaction, toastBytes, type TestDatabase } from '../testing/index.js';
import { PersonalDataVault } from '../personal-data/vault.js';
import { ConcurrencyError } from './errors.js';
import { EventStore, START_OF_LOG, type GlobalCheckpoint } from './event-store.js';
import type { PlatformDatabase } from '../db/platform-database.js';
import type { AppendingEvent, Projection, StoredEvent } from './types.js';

const personalData = { PersonNamed: { subject: 'personId', fields: ['name', 'email'] }, PersonRenamed: { subject: 'personId', fields: ['name'] } };

let testDb: TestDatabase<PeopleDatabase>;
let store: EventStore;
let vault: PersonalDataVault;

interface PeopleDatabase extends PlatformDatabase {
  people: { id: string; name: string | null };
}

type PersonEvent = StoredEvent<string, { personId: string; name: string | null }>;

const namesProjection: Projection<PersonEvent, PeopleDatabase> = {
  name: 'people',
  handles: ['PersonNamed', 'PersonErased', 'Boom'],
  async apply(event, db) {
    if (event.type === 'Boom') throw new Error('projection failed');
    if (event.type === 'PersonErased') {
      await db.updateTable('people').set({ name: null }).where('id', '=', event.data.personId).execute();
      return;
    }
    await db
      .insertInto('people')
      .values({ id: event.data.personId, name: event.data.name })
      .onConflict((oc) => oc.column('id').doUpdateSet({ name: event.data.name }))
      .execute();
  },
};

const renamed = (event: AppendingEvent<PersonEvent>, db: Kysely<PeopleDatabase>) => db.updateTable('people').set({ name: event.data.name }).where('id', '=', event.data.personId);

/** A projection whose whole apply is one statement: it runs in the append's own. */
const renamesProjection: Projection<PersonEvent, PeopleDatabase> = {
  name: 'renames',
  handles: ['PersonRenamed'],
  statementOf: renamed,
  async apply(event, db) {
    await renamed(event, db).execute();
  },
};

beforeAll(async () => {
  testDb = await createTestDatabase<PeopleDatabase>('eventstore');
  await sql`CREATE TABLE people (id text PRIMARY KEY, name text)`.execute(testDb.db);
  vault = new PersonalDataVault(testDb.db, 'test', randomBytes(32), personalData);
  store = new EventStore(testDb.db, vault, [namesProjection, renamesProjection]);
});
afterAll(() => testDb.drop());

const stream = () => `thing-${randomUUID()}`;

describe('event store append', () => {
  it('lets exactly one of many concurrent writers win each version', async () => {
    const id = stream();
    await store.append(id, [{ type: 'Created', data: {} }], { expectedVersion: 0 });
    const writers = 16;
    const rounds = 5;
    for (let round = 0; round < rounds; round++) {
      const expected = round + 1;
      const outcomes = await Promise.allSettled(Array.from({ length: writers }, (_, w) => store.append(id, [{ type: 'Touched', data: { w } }], { expectedVersion: expected })));
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(writers - 1);
      lost.forEach((o) => expect(o.reason).toBeInstanceOf(ConcurrencyError));
    }
    const events = await store.readStream(id);
    expect(events.map((e) => e.version)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('enforces "stream must not exist", also between concurrent creators', async () => {
    const id = stream();
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => store.append(id, [{ type: 'Created', data: {} }], { expectedVersion: 0 })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    await expect(store.append(id, [{ type: 'Created', data: {} }], { expectedVersion: 0 })).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await store.readStream(id)).toHaveLength(1);
  });

  it('rejects an expected version the stream has not reached', async () => {
    await expect(store.append(stream(), [{ type: 'Created', data: {} }], { expectedVersion: 3 })).rejects.toBeInstanceOf(ConcurrencyError);
  });

  it('appends with "any" whatever the version', async () => {
    const id = stream();
    await store.append(id, [{ type: 'A', data: {} }], { expectedVersion: 'any' });
    await store.append(
      id,
      [
        { type: 'B', data: {} },
        { type: 'C', data: {} },
      ],
      { expectedVersion: 'any' },
    );
    expect((await store.readStream(id)).map((e) => [e.version, e.type])).toEqual([
      [1, 'A'],
      [2, 'B'],
      [3, 'C'],
    ]);
  });

  it('lets concurrent "any" appenders all land, each at its own version', async () => {
    const id = stream();
    await Promise.all(Array.from({ length: 12 }, (_, i) => store.append(id, [{ type: 'Any', data: { i } }], { expectedVersion: 'any' })));
    const events = await store.readStream(id);
    expect(events.map((e) => e.version)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(events.map((e) => e.data.i)).size).toBe(12);
    expect(await store.verifyStream(id)).toEqual({ valid: true });
  });

  it("keeps an event of a few kilobytes (a page's sealed answers) in the table, not out of line in TOAST", async () => {
    const before = await toastBytes(testDb.db, 'events');
    const sealedLike = randomBytes(2_400).toString('base64'); // ~3.2 kB that no compression shrinks
    await store.append(stream(), [{ type: 'AnswersSaved', data: { answers: sealedLike } }], { expectedVersion: 0 });
    expect(await toastBytes(testDb.db, 'events')).toBe(before);
  });

  it('records metadata: event id, correlation, causation, actor and time', async () => {
    const id = stream();
    const { events } = await store.append(id, [{ type: 'A', data: {} }], {
      expectedVersion: 0,
      context: { correlationId: 'corr-1', causationId: 'cause-1', actorUserId: 'user-1' },
    });
    const [stored] = await store.readStream(id);
    expect(stored.metadata).toEqual({
      eventId: events[0].metadata.eventId,
      correlationId: 'corr-1',
      causationId: 'cause-1',
      actorUserId: 'user-1',
      occurredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });
});

describe('inline projections', () => {
  it('update the read model in the append transaction', async () => {
    const personId = randomUUID();
    await store.append(`person-${personId}`, [{ type: 'PersonNamed', data: { personId, name: 'Ada', email: 'ada@example.com' } }], { expectedVersion: 0 });
    const row = await testDb.db.selectFrom('people').selectAll().where('id', '=', personId).executeTakeFirst();
    expect(row).toEqual({ id: personId, name: 'Ada' });
  });

  it('roll the append back when they fail', async () => {
    const id = stream();
    await expect(
      store.append(
        id,
        [
          { type: 'A', data: {} },
          { type: 'Boom', data: {} },
        ],
        { expectedVersion: 0 },
      ),
    ).rejects.toThrow('projection failed');
    expect(await store.readStream(id)).toEqual([]);
    await store.append(id, [{ type: 'A', data: {} }], { expectedVersion: 0 });
  });
});

describe('an inline projection that is one statement', () => {
  const nameOf = async (personId: string) => (await testDb.db.selectFrom('people').select('name').where('id', '=', personId).executeTakeFirst())?.name;
  const rename = (personId: string, name: string, expectedVersion: number) =>
    store.append(`person-${personId}`, [{ type: 'PersonRenamed', data: { personId, name } }], { expectedVersion });

  it('writes the read model with the event, sealed as any', async () => {
    const personId = randomUUID();
    await store.append(`person-${personId}`, [{ type: 'PersonNamed', data: { personId, name: 'Ada', email: 'ada@example.com' } }], { expectedVersion: 0 });
    const { events } = await rename(personId, 'Ada Lovelace', 1);
    expect(events.map((e) => [e.version, e.data])).toEqual([[2, { personId, name: 'Ada Lovelace' }]]);
    expect(await nameOf(personId)).toBe('Ada Lovelace');
    const raw = await testDb.db.selectFrom('events').select('data').where('stream_id', '=', `person-${personId}`).where('version', '=', 2).executeTakeFirstOrThrow();
    expect(JSON.stringify(raw.data)).not.toContain('Lovelace');
    expect((await store.readStream(`person-${personId}`))[1].data).toEqual({ personId, name: 'Ada Lovelace' });
    expect(await store.verifyStream(`person-${personId}`)).toEqual({ valid: true });
  });

  it('lets exactly one of concurrent writers win, the read model showing the winner and nothing of the others', async () => {
    const personId = randomUUID();
    await store.append(`person-${personId}`, [{ type: 'PersonNamed', data: { personId, name: 'Grace', email: 'grace@example.com' } }], { expectedVersion: 0 });
    const names = Array.from({ length: 8 }, (_, i) => `Grace ${i}`);
    const outcomes = await Promise.allSettled(names.map((name) => rename(personId, name, 1)));
    const won = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [names[i]] : []));
    expect(won).toHaveLength(1);
    outcomes.filter((o) => o.status === 'rejected').forEach((o) => expect(o.reason).toBeInstanceOf(ConcurrencyError));
    expect(await nameOf(personId)).toBe(won[0]);
    expect((await store.readStream(`person-${personId}`)).map((e) => e.data.name)).toEqual(['Grace', won[0]]);
  });

  it("takes a transaction, which makes the person's key, when they have none yet", async () => {
    const personId = randomUUID();
    await testDb.db.insertInto('people').values({ id: personId, name: null }).execute();
    await rename(personId, 'Edsger', 0);
    expect(await nameOf(personId)).toBe('Edsger');
    expect((await store.readStream(`person-${personId}`))[0].data).toEqual({ personId, name: 'Edsger' });
  });
});

describe('hash chain', () => {
  it('verifies an untouched stream and detects a tampered row', async () => {
    const id = stream();
    await store.append(
      id,
      [
        { type: 'A', data: { amount: 1 } },
        { type: 'B', data: { amount: 2 } },
        { type: 'C', data: { nested: { z: 1, a: [1, 2] } } },
      ],
      { expectedVersion: 0 },
    );
    expect(await store.verifyStream(id)).toEqual({ valid: true });

    await sql`UPDATE events SET data = jsonb_set(data, '{amount}', '200') WHERE stream_id = ${id} AND version = 2`.execute(testDb.db);
    expect(await store.verifyStream(id)).toEqual({ valid: false, brokenAtVersion: 2 });
  });

  it('detects a deleted event', async () => {
    const id = stream();
    await store.append(
      id,
      [
        { type: 'A', data: {} },
        { type: 'B', data: {} },
        { type: 'C', data: {} },
      ],
      { expectedVersion: 0 },
    );
    await sql`DELETE FROM events WHERE stream_id = ${id} AND version = 2`.execute(testDb.db);
    expect(await store.verifyStream(id)).toEqual({ valid: false, brokenAtVersion: 3 });
  });
});

describe('personal data', () => {
  it('stores personal fields sealed and reads them back in plain text', async () => {
    const personId = randomUUID();
    const id = `person-${personId}`;
    await store.append(id, [{ type: 'PersonNamed', data: { personId, name: 'Grace', email: 'grace@example.com' } }], { expectedVersion: 0 });
    const raw = await testDb.db.selectFrom('events').select('data').where('stream_id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.stringify(raw.data)).not.toContain('Grace');
    expect(JSON.stringify(raw.data)).not.toContain('grace@example.com');
    const [event] = await store.readStream(id);
    expect(event.data).toEqual({ personId, name: 'Grace', email: 'grace@example.com' });
  });

  it('after erasure reads as erased everywhere while the hashes still verify', async () => {
    const personId = randomUUID();
    const otherId = randomUUID();
    const id = `person-${personId}`;
    await store.append(id, [{ type: 'PersonNamed', data: { personId, name: 'Alan', email: 'alan@example.com' } }], { expectedVersion: 0 });
    await store.append(`person-${otherId}`, [{ type: 'PersonNamed', data: { personId: otherId, name: 'Edsger', email: 'e@example.com' } }], { expectedVersion: 0 });

    await testDb.db.transaction().execute(async (trx) => {
      await vault.erase(personId, trx);
      await store.append(id, [{ type: 'PersonErased', data: { personId } }], { expectedVersion: 1 }, trx);
    });

    const events = await store.readStream(id);
    expect(events[0].data).toEqual({ personId, name: null, email: null });
    const readModel = await testDb.db.selectFrom('people').selectAll().where('id', '=', personId).executeTakeFirst();
    expect(readModel?.name).toBeNull();
    expect(await store.verifyStream(id)).toEqual({ valid: true });
    // Someone else's data is untouched.
    expect((await store.readStream(`person-${otherId}`))[0].data.name).toBe('Edsger');
  });
});

describe('reading the log in commit order (what the relay publishes)', () => {
  async function endOfLog(): Promise<GlobalCheckpoint> {
    const { rows } = await sql<GlobalCheckpoint>`SELECT tx_id::text AS "txId", position::text AS position FROM events ORDER BY tx_id DESC, position DESC LIMIT 1`.execute(
      testDb.db,
    );
    return rows[0] ?? START_OF_LOG;
  }

  const appendOne = () => store.append(stream(), [{ type: 'Thing', data: {} }], { expectedVersion: 0 });

  it('holds events back behind a transaction of this database still running, and answers them once it ends', async () => {
    const after = await endOfLog();
    const earlier = await runningTransaction(testDb.url);
    await appendOne();
    expect(await store.readAll(after, 100)).toEqual({ events: [], heldBack: true });
    await earlier.commit();
    expect(await store.readAll(after, 100)).toEqual({ events: [expect.objectContaining({ type: 'Thing' })], heldBack: false });
  });

  it("is not held back by another database's running transaction (one Postgres for every service)", async () => {
    const other = await createTestDatabase('eventstore_other');
    try {
      const after = await endOfLog();
      const elsewhere = await runningTransaction(other.url);
      await appendOne();
      expect(await store.readAll(after, 100)).toEqual({ events: [expect.objectContaining({ type: 'Thing' })], heldBack: false });
      await elsewhere.commit();
    } finally {
      await other.drop();
    }
  });
});
