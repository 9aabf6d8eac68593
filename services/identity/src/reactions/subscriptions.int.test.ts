import { randomUUID } from 'node:crypto';
import { Roles } from '@app/contracts';
import { waitUntilConsumed } from '@app/platform/testing';
import {
  inviteClient,
  startIdentityWithClients,
  startTestBilling,
  strongPassword,
  subscriptionState,
  uniqueEmail,
  type IdentityWithClients,
  type TestBilling,
} from '../testing/identity-test-kit.js';
import { SUBSCRIPTIONS_HANDLER } from './subscriptions.reaction.js';

let h: IdentityWithClients;
let billing: TestBilling;

beforeAll(async () => {
  h = await startIdentityWithClients('subscriptions');
  billing = await startTestBilling(h.env.BUS_PREFIX!);
});
afterAll(async () => {
  await billing?.close();
  await h?.close();
});

const include = 'Client.SubscriptionUser.Subscription';

describe("a client's account answers its subscriber's subscription (issue 36, item 14)", () => {
  it('with the Client.SubscriptionUser.Subscription include: billing’s state as its latest event left it', async () => {
    const { body: attorney } = await h.api('POST', '/api/account/register', { body: { email: uniqueEmail('sub-attorney'), password: strongPassword() } });
    await h.grantRoles(attorney.id, [Roles.Subscriber]);
    const client = await inviteClient(h, { subscriberId: attorney.id });
    const { body: session } = await h.api('POST', '/api/client/acceptInvite', { body: { shortCode: client.shortCode, password: strongPassword() } });
    const subscriptionOf = async () =>
      (await h.api('GET', `/api/applicationUser/${client.userId}?includes=${include}`, { token: session.jwtToken })).body.client.subscriptionUser.subscription;
    expect(await subscriptionOf()).toBeNull();

    const subscriptionId = randomUUID();
    const expiration = '2027-01-31T00:00:00.000Z';
    const purchased = await billing.append(`subscription-${subscriptionId}`, 'SubscriptionPurchased', {
      ...subscriptionState(subscriptionId, { userIds: [attorney.id], displayName: 'Standard Monthly', priceName: 'StandardMonthly', stripeExpiration: expiration }),
      userId: attorney.id,
      renewal: false,
      stripeCustomerId: 'cus_test',
      stripeSubscriptionId: 'sub_test',
      stripePriceId: 'price_test',
      stripePromotionCodeId: null,
    });
    await waitUntilConsumed(h.env.BUS_PREFIX!, 'billing', SUBSCRIPTIONS_HANDLER, purchased);
    expect(await subscriptionOf()).toEqual({
      id: subscriptionId,
      displayName: 'Standard Monthly',
      priceName: 'StandardMonthly',
      isActive: true,
      isEnterprise: false,
      stripeStatus: 'active',
      stripeExpiration: expiration,
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const canceled = await billing.append(`subscription-${subscriptionId}`, 'SubscriptionCanceled', {
      ...subscriptionState(subscriptionId, {
        userIds: [attorney.id],
        displayName: 'Standard Monthly',
        priceName: 'StandardMonthly',
        stripeStatus: 'canceled',
        stripeExpiration: expiration,
      }),
      canceledBy: attorney.id,
    });
    await waitUntilConsumed(h.env.BUS_PREFIX!, 'billing', SUBSCRIPTIONS_HANDLER, canceled);
    expect(await subscriptionOf()).toMatchObject({ id: subscriptionId, stripeStatus: 'canceled', isActive: true });
    // Without the include, nothing of it.
    expect((await h.api('GET', `/api/applicationUser/${client.userId}?includes=Client.SubscriptionUser`, { token: session.jwtToken })).body.client.subscriptionUser).toEqual({
      applicationUserId: attorney.id,
    });
  });
});
