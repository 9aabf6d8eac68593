import { personalDataErasureHandlerName } from '@app/platform';
import { startClients, type ClientsHarness } from '../testing/clients-test-kit.js';
import { SubscriberQuery } from '../subscribers/subscriber.query.js';

let h: ClientsHarness;

beforeAll(async () => {
  h = await startClients('erasure');
});
afterAll(() => h?.close());

describe("identity's erasure of a person", () => {
  it('forgets their name and address: their clients show no subscriber name any more', async () => {
    const subscriber = await h.subscriber({ firstName: 'Ada', lastName: 'Lovelace' });
    const client = await h.invited(subscriber);
    await h.identityEvent('PersonalDataErased', { userId: subscriber.id }, personalDataErasureHandlerName('clients'));
    expect(await h.running.app.get(SubscriberQuery).displayNameOf(subscriber.id)).toBeNull();
    expect(await h.running.runtime.db.selectFrom('user_names').selectAll().where('user_id', '=', subscriber.id).execute()).toEqual([]);
    expect((await h.landing(h.shortCodeOf(client))).body.subscriberDisplayName).toBeNull();
    // The erased account's own sessions are over (401): a site admin looks.
    const list = await h.api('GET', `/api/client/${client.id}`, { token: (await h.admin()).token });
    expect(list.body.subscriptionUser.displayName).toBeNull();
  });
});
