import { randomUUID } from 'node:crypto';
import { startClients, type ClientsHarness } from '../testing/clients-test-kit.js';
import { SubscriberQuery } from '../subscribers/subscriber.query.js';
import { SUBSCRIBER_NAMES_HANDLER } from './subscriber-names.reaction.js';

let h: ClientsHarness;
let subscribers: SubscriberQuery;

beforeAll(async () => {
  h = await startClients('names');
  subscribers = h.running.app.get(SubscriberQuery);
});
afterAll(() => h?.close());

const registered = (userId: string, email: string, source: 'self' | 'invite' = 'self') =>
  h.identityEvent('UserRegistered', { userId, email, passwordHash: null, roles: [], source }, SUBSCRIBER_NAMES_HANDLER);
const profile = (userId: string, firstName: string | null, lastName: string | null) =>
  h.identityEvent('UserProfileChanged', { userId, firstName, lastName }, SUBSCRIBER_NAMES_HANDLER);

describe("a subscriber's display name", () => {
  it('is the email until identity knows a name, then "First Last"', async () => {
    const userId = randomUUID();
    expect(await subscribers.displayNameOf(userId)).toBeNull();
    await registered(userId, 'ada@example.test');
    expect(await subscribers.displayNameOf(userId)).toBe('ada@example.test');
    await profile(userId, 'Ada', 'Lovelace');
    expect(await subscribers.displayNameOf(userId)).toBe('Ada Lovelace');
    await profile(userId, 'Ada', null);
    expect(await subscribers.displayNameOf(userId)).toBe('Ada');
    await profile(userId, null, null);
    expect(await subscribers.displayNameOf(userId)).toBe('ada@example.test');
  });

  it("follows a site admin's correction of the email while there is no name (issue 36)", async () => {
    const userId = randomUUID();
    await registered(userId, 'ada@example.tset');
    await h.identityEvent('UserContactChanged', { userId, email: 'ada@example.test' }, SUBSCRIBER_NAMES_HANDLER);
    expect(await subscribers.displayNameOf(userId)).toBe('ada@example.test');
  });

  it("is not kept for clients' own accounts", async () => {
    const userId = randomUUID();
    await registered(userId, 'client@example.test', 'invite');
    expect(await subscribers.displayNameOf(userId)).toBeNull();
  });

  it('shows on the landing page as "Client of ..."', async () => {
    const subscriber = await h.subscriber({ firstName: 'Grace', lastName: 'Hopper' });
    const client = await h.invited(subscriber);
    expect((await h.landing(h.shortCodeOf(client))).body.subscriberDisplayName).toBe('Grace Hopper');
  });
});
