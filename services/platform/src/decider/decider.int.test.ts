import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PlatformDatabase } from '../db/platform-database.js';
import { createTestDatabase, type TestDatabase } from '../testing/index.js';
import { PersonalDataVault } from '../personal-data/vault.js';
import { ConcurrencyError } from '../event-store/errors.js';
import { EventStore } from '../event-store/event-store.js';
import { CommandHandler, type Decider } from './decider.js';

/** A counter that refuses to go past a limit: enough to see decide run again on fresh state. */
type Command = { type: 'Add'; amount: number; limit: number };
type Event = { type: 'Added'; data: { amount: number } };
type State = { total: number };

const counter: Decider<Command, Event, State> = {
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => ({ total: state.total + event.data.amount }),
  decide: (command, state) => {
    if (state.total + command.amount > command.limit) throw new Error(`limit ${command.limit} reached`);
    return [{ type: 'Added', data: { amount: command.amount } }];
  },
};

/** Lets another writer append right after the handler has read the stream: a deterministic race. */
class InterferingStore extends EventStore {
  private interference: { streamId: string; amount: number; times: number } | undefined;

  interfere(streamId: string, amount: number, times = 1): void {
    this.interference = { streamId, amount, times };
  }

  override async readStream<Db extends PlatformDatabase>(streamId: string, db?: Kysely<Db>) {
    const events = await super.readStream(streamId, db);
    const interference = this.interference;
    if (interference?.streamId === streamId && interference.times > 0) {
      interference.times--;
      await super.append(streamId, [{ type: 'Added', data: { amount: interference.amount } }], { expectedVersion: 'any' });
    }
    return events;
  }
}

let testDb: TestDatabase;
let store: InterferingStore;
let handler: CommandHandler;

beforeAll(async () => {
  testDb = await createTestDatabase('decider');
  store = new InterferingStore(testDb.db, new PersonalDataVault(testDb.db, 'test', randomBytes(32), {}), []);
  handler = new CommandHandler(store, testDb.db);
});
afterAll(() => testDb.drop());

const add = (amount: number, limit = 1_000) => ({ type: 'Add' as const, amount, limit });
const newStream = () => `counter-${randomUUID()}`;
const amounts = async (stream: string) => (await store.readStream(stream)).map((e) => (e.data as { amount: number }).amount);

describe('command handling', () => {
  it('loads, decides and appends at the loaded version', async () => {
    const stream = newStream();
    await handler.handle(stream, add(2), counter);
    const result = await handler.handle(stream, add(3), counter);
    expect(result).toMatchObject({ state: { total: 5 }, version: 2 });
    expect(await amounts(stream)).toEqual([2, 3]);
  });

  it('without retries, a write between load and append is a conflict and nothing of the command lands', async () => {
    const stream = newStream();
    store.interfere(stream, 10);
    await expect(handler.handle(stream, add(1), counter)).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await amounts(stream)).toEqual([10]);
  });

  it('with retries, loads again and decides on the new state', async () => {
    const stream = newStream();
    store.interfere(stream, 10);
    const result = await handler.handle(stream, add(1), counter, { retries: 1 });
    expect(result).toMatchObject({ state: { total: 11 }, version: 2 });
    expect(await amounts(stream)).toEqual([10, 1]);
  });

  it('re-checks the rules on retry: a command the new state forbids fails with the domain error', async () => {
    const stream = newStream();
    store.interfere(stream, 10);
    await expect(handler.handle(stream, add(1, 5), counter, { retries: 3 })).rejects.toThrow('limit 5 reached');
    expect(await amounts(stream)).toEqual([10]);
  });

  it('with retries, concurrent commands on one stream all land, each once', async () => {
    const stream = newStream();
    const writers = 8;
    await Promise.all(Array.from({ length: writers }, () => handler.handle(stream, add(1), counter, { retries: writers })));
    expect(await amounts(stream)).toEqual(Array(writers).fill(1));
  });
});

describe("under the stream's lock", () => {
  it('always: concurrent commands on one stream all land, each decided on the state the one before left, none retried', async () => {
    const stream = newStream();
    // A stream that exists: one not made yet has no head to hold (its first writers meet as usual).
    await handler.handle(stream, add(1), counter);
    const writers = 20;
    const seen: number[] = [];
    await Promise.all(Array.from({ length: writers }, () => handler.handle(stream, (state) => (seen.push(state.total), add(1, writers + 1)), counter, { lock: 'always' })));
    expect(await amounts(stream)).toEqual(Array(writers + 1).fill(1));
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: writers }, (_, i) => i + 1));
  });

  it('after a conflict: decided once more under the lock, on the new state', async () => {
    const stream = newStream();
    store.interfere(stream, 10);
    const seen: number[] = [];
    const result = await handler.handle(stream, (state) => (seen.push(state.total), add(1)), counter, { lock: 'afterConflict' });
    expect(seen).toEqual([0, 10]);
    expect(result).toMatchObject({ state: { total: 11 }, version: 2 });
  });

  it('after a conflict: concurrent commands on one stream all land', async () => {
    const stream = newStream();
    await handler.handle(stream, add(1), counter);
    const writers = 12;
    await Promise.all(Array.from({ length: writers }, () => handler.handle(stream, add(1), counter, { lock: 'afterConflict' })));
    expect(await amounts(stream)).toEqual(Array(writers + 1).fill(1));
  });
});

describe('a command made from the loaded state', () => {
  it('is given the state the decision is made on', async () => {
    const stream = newStream();
    await handler.handle(stream, add(3), counter);
    const result = await handler.handle(stream, (state) => add(10 - state.total, 10), counter);
    expect(result).toMatchObject({ state: { total: 10 }, version: 2 });
    expect(await amounts(stream)).toEqual([3, 7]);
  });

  it('may be made asynchronously', async () => {
    const stream = newStream();
    await handler.handle(stream, async () => add(await Promise.resolve(4)), counter);
    expect(await amounts(stream)).toEqual([4]);
  });

  it('with retries, is made again from the fresh state after a concurrent write', async () => {
    const stream = newStream();
    store.interfere(stream, 10);
    const seen: number[] = [];
    await handler.handle(stream, (state) => (seen.push(state.total), add(20 - state.total, 20)), counter, { retries: 1 });
    expect(seen).toEqual([0, 10]);
    expect(await amounts(stream)).toEqual([10, 10]);
  });

  it('retries a bounded number of times, then fails with the conflict', async () => {
    const stream = newStream();
    store.interfere(stream, 1, 3);
    let made = 0;
    await expect(handler.handle(stream, () => (made++, add(5)), counter, { retries: 2 })).rejects.toBeInstanceOf(ConcurrencyError);
    expect(made).toBe(3);
    expect(await amounts(stream)).toEqual([1, 1, 1]);
  });
});

describe("in a caller's transaction", () => {
  it("a failed command is undone alone: the caller's transaction carries on and commits its own writes", async () => {
    const own = newStream();
    const stream = newStream();
    store.interfere(stream, 10);
    await testDb.db.transaction().execute(async (trx) => {
      await store.append(own, [{ type: 'Added', data: { amount: 1 } }], { expectedVersion: 0 }, trx);
      await expect(handler.handle(stream, add(1), counter, { trx })).rejects.toBeInstanceOf(ConcurrencyError);
      await store.append(own, [{ type: 'Added', data: { amount: 2 } }], { expectedVersion: 1 }, trx);
    });
    expect(await amounts(own)).toEqual([1, 2]);
    expect(await amounts(stream)).toEqual([10]);
  });

  it("a failure after the append takes the command's events back, and only them", async () => {
    const own = newStream();
    const stream = newStream();
    await testDb.db.transaction().execute(async (trx) => {
      await store.append(own, [{ type: 'Added', data: { amount: 1 } }], { expectedVersion: 0 }, trx);
      const failing = async () => {
        throw new Error('written alongside, then failed');
      };
      await expect(handler.handle(stream, add(1), counter, { trx, commitWith: failing })).rejects.toThrow('written alongside, then failed');
    });
    expect(await amounts(own)).toEqual([1]);
    expect(await amounts(stream)).toEqual([]);
  });

  it('with retries, loads again inside the transaction and decides on the committed write', async () => {
    const own = newStream();
    const stream = newStream();
    store.interfere(stream, 10);
    const result = await testDb.db.transaction().execute(async (trx) => {
      await store.append(own, [{ type: 'Added', data: { amount: 1 } }], { expectedVersion: 0 }, trx);
      return handler.handle(stream, (state) => add(state.total + 1), counter, { trx, retries: 1 });
    });
    expect(result).toMatchObject({ state: { total: 21 }, version: 2 });
    expect(await amounts(own)).toEqual([1]);
    expect(await amounts(stream)).toEqual([10, 11]);
  });
});

describe('writes committed with the events', () => {
  it('commit in the same transaction as the events', async () => {
    const own = newStream();
    const stream = newStream();
    const alongside = async (trx: Kysely<PlatformDatabase>) => {
      await store.append(own, [{ type: 'Added', data: { amount: 5 } }], { expectedVersion: 0 }, trx);
    };
    await handler.handle(stream, add(1), counter, { commitWith: alongside });
    expect(await amounts(stream)).toEqual([1]);
    expect(await amounts(own)).toEqual([5]);
  });

  it('failing, leave no event of the command stored', async () => {
    const stream = newStream();
    const failing = async () => {
      throw new Error('alongside failed');
    };
    await expect(handler.handle(stream, add(1), counter, { commitWith: failing })).rejects.toThrow('alongside failed');
    expect(await amounts(stream)).toEqual([]);
  });
});

describe('a decision that records a refusal', () => {
  const refusing: Decider<Command, Event, State> = {
    ...counter,
    failureOf: (events) => (events.some((e) => e.data.amount < 0) ? new Error('refusal recorded') : undefined),
  };

  it('is stored, then answered with its error', async () => {
    const stream = newStream();
    await expect(handler.handle(stream, add(-1), refusing)).rejects.toThrow('refusal recorded');
    expect(await amounts(stream)).toEqual([-1]);
  });
});

describe('a function that finds nothing to do', () => {
  it('answers null: nothing is decided or written, and the loaded state is returned', async () => {
    const stream = newStream();
    await handler.handle(stream, add(2), counter);
    let committed = false;
    const result = await handler.handle(stream, () => null, counter, { commitWith: async () => void (committed = true) });
    expect(result).toEqual({ state: { total: 2 }, events: [], version: 1 });
    expect(committed).toBe(false);
    expect(await amounts(stream)).toEqual([2]);
  });
});

describe('a state read from a read model instead of the stream', () => {
  /** The counter's total and the stream's version as a read model would hold them; here computed by reading the stream. */
  const fromReadModel = (stream: string, loads: { count: number }) => async () => {
    loads.count++;
    const events = await store.readStream(stream);
    return { state: { total: events.reduce((sum, e) => sum + (e.data as { amount: number }).amount, 0) }, version: events.length };
  };

  it('is what the command is decided on, and the events append at its version', async () => {
    const stream = newStream();
    await handler.handle(stream, add(2), counter);
    const loads = { count: 0 };
    const result = await handler.handle(stream, add(3), counter, { load: async () => ({ state: { total: 7 }, version: (await fromReadModel(stream, loads)()).version }) });
    expect(result).toMatchObject({ state: { total: 10 }, version: 2 });
    expect(loads.count).toBe(1);
  });

  it('is read again on a retry, after a concurrent write moved the stream on', async () => {
    const stream = newStream();
    await handler.handle(stream, add(2), counter);
    const loads = { count: 0 };
    const stale = { state: { total: 2 }, version: 1 };
    let first = true;
    const load = async () => {
      if (!first) return fromReadModel(stream, loads)();
      first = false;
      await store.append(stream, [{ type: 'Added', data: { amount: 10 } }], { expectedVersion: 1 });
      return stale;
    };
    const result = await handler.handle(stream, add(1, 13), counter, { load, retries: 1 });
    expect(result).toMatchObject({ state: { total: 13 }, version: 3 });
    expect(await amounts(stream)).toEqual([2, 10, 1]);
    expect(loads.count).toBe(1);
  });
});
