import { CLOSED_ACCOUNTS_HANDLER } from './closed-accounts.reaction.js';
import { startClients, type ClientsHarness, type TestUser } from '../testing/clients-test-kit.js';

let h: ClientsHarness;
let subscriber: TestUser;

beforeAll(async () => {
  h = await startClients('closed_accounts');
  subscriber = await h.subscriber();
});
afterAll(() => h?.close());

describe("identity's AccountClosed", () => {
  it("deletes every client of the subscriber who closed their account, and no one else's", async () => {
    const first = await h.invited(subscriber);
    const second = await h.invited(subscriber);
    const other = await h.subscriber();
    const kept = await h.invited(other);

    await h.identityEvent('AccountClosed', { userId: subscriber.id }, CLOSED_ACCOUNTS_HANDLER);

    for (const client of [first, second]) {
      const stored = await h.running.runtime.store.readStream(`client-${client.id}`);
      expect(stored[stored.length - 1]).toMatchObject({ type: 'ClientDeleted', data: { clientId: client.id, deletedBy: subscriber.id } });
    }
    const rows = await h.running.runtime.db.selectFrom('clients').select(['id', 'deleted', 'first_name']).where('subscriber_id', 'in', [subscriber.id, other.id]).execute();
    expect(
      rows
        .filter((row) => row.deleted)
        .map((row) => row.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    expect(rows.find((row) => row.id === kept.id)).toMatchObject({ deleted: false, first_name: 'Grace' });
    expect(await h.tablesHolding(h.shortCodeOf(first))).toEqual([]);
  });
});
