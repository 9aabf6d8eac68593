import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
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
  private interference: { streamId: string; amount: number } | undefined;

  interfereOnce(streamId: string, amount: number): void {
    this.interference = { streamId, amount };
  }

  override async readStream(streamId: string, db?: Kysely<any>) {
    const events = await super.readStream(streamId, db);
    const interference = this.interference;
    if (interference?.streamId === streamId) {
      this.interference = undefined;
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
  handler = new CommandHandler(store);
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
    store.interfereOnce(stream, 10);
    await expect(handler.handle(stream, add(1), counter)).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await amounts(stream)).toEqual([10]);
  });

  it('with retries, loads again and decides on the new state', async () => {
    const stream = newStream();
    store.interfereOnce(stream, 10);
    const result = await handler.handle(stream, add(1), counter, { retries: 1 });
    expect(result).toMatchObject({ state: { total: 11 }, version: 2 });
    expect(await amounts(stream)).toEqual([10, 1]);
  });

  it('re-checks the rules on retry: a command the new state forbids fails with the domain error', async () => {
    const stream = newStream();
    store.interfereOnce(stream, 10);
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
