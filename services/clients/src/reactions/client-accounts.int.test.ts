import { randomUUID } from 'node:crypto';
import { startClients, type ClientsHarness, type TestUser } from '../testing/clients-test-kit.js';
import { CLIENT_ACCOUNTS_HANDLER } from './client-accounts.reaction.js';

let h: ClientsHarness;
let subscriber: TestUser & { subscriptionId: string };

beforeAll(async () => {
  h = await startClients('accounts');
  subscriber = await h.subscriber();
});
afterAll(() => h?.close());

const account = (clientId: string) =>
  h.running.runtime.db.selectFrom('clients').select(['has_account', 'is_account_activated']).where('id', '=', clientId).executeTakeFirstOrThrow();

describe("identity's answers to an invitation", () => {
  it('the account exists, then it is activated', async () => {
    const client = await h.invited(subscriber);
    expect(await account(client.id)).toEqual({ has_account: false, is_account_activated: false });
    await h.accountCreated(client);
    expect(await account(client.id)).toEqual({ has_account: true, is_account_activated: false });
    await h.invitationAccepted(client);
    expect(await account(client.id)).toEqual({ has_account: true, is_account_activated: true });
  });

  it('only the account clients named for that client counts', async () => {
    const client = await h.invited(subscriber);
    const stranger = { id: client.id, applicationUserId: randomUUID() };
    await h.accountCreated(stranger);
    await h.invitationAccepted(stranger);
    await h.identityEvent('UserRegistered', { userId: client.applicationUserId, email: 'x@example.test', passwordHash: null, roles: [], source: 'self' }, CLIENT_ACCOUNTS_HANDLER);
    expect(await account(client.id)).toEqual({ has_account: false, is_account_activated: false });
  });
});
