import Stripe from 'stripe';
import { waitFor } from '@app/platform/testing';
import { startBilling, type BillingHarness } from '../testing/billing-test-kit.js';

let h: BillingHarness;
// The job runs every 100 ms here; card subscriptions get 24 hours of grace after their period.
beforeAll(async () => (h = await startBilling('expiry', { env: { EXPIRY_JOB_INTERVAL_SECONDS: '0.1', EXPIRY_GRACE_HOURS: '24' } })));
afterAll(() => h.close());

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('the expiry job', () => {
  it('expires a subscription whose period ended without payment, once the grace is over, with no webhook', async () => {
    const buyer = await h.subscriber();
    const [{ subscription }] = await h.mySubscription(buyer);
    const periodLeft = Date.parse(subscription!.stripeExpiration) - h.clock.now().getTime();

    // Past the period end but within the grace: still active.
    h.clock.advance(periodLeft + 23 * HOUR);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await h.mySubscription(buyer))[0].subscription).toMatchObject({ isActive: true });

    h.clock.advance(2 * HOUR);
    await waitFor(async () => (await h.mySubscription(buyer))[0].subscription!.isActive === false);
    const events = await h.events(buyer.subscriptionId);
    expect(events.map((e) => e.type)).toEqual(['SubscriptionPurchased', 'SubscriptionExpired']);
    expect(events[1].data).toMatchObject({ isActive: false, stripeStatus: 'active', stripeExpiration: subscription!.stripeExpiration, userIds: [buyer.id] });
    // Once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await h.eventTypes(buyer.subscriptionId)).toEqual(['SubscriptionPurchased', 'SubscriptionExpired']);
  });

  it('leaves a subscription whose renewal was paid active', async () => {
    const buyer = await h.subscriber();
    const [purchased] = await h.events(buyer.subscriptionId);
    h.clock.advance(31 * DAY);
    await h.simulator.renew(purchased.data.stripeSubscriptionId, 'paid');
    h.clock.advance(2 * DAY);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await h.mySubscription(buyer))[0].subscription).toMatchObject({ isActive: true, stripeStatus: 'active' });
    expect(await h.eventTypes(buyer.subscriptionId)).toEqual(['SubscriptionPurchased', 'InvoicePaid']);
  });

  it('lets an expired subscriber renew through purchase: the same subscription, renewal: true, new idempotency keys', async () => {
    const buyer = await h.subscriber();
    const [purchased] = await h.events(buyer.subscriptionId);
    h.clock.advance(33 * DAY);
    await waitFor(async () => (await h.mySubscription(buyer))[0].subscription!.isActive === false);

    const keysBefore = new Set(h.simulator.requests.map((r) => r.idempotencyKey));
    const renewal = await h.purchase(buyer); // the very same payload as the first purchase
    expect(renewal.status).toBe(200);
    expect(renewal.body).toMatchObject({ id: buyer.subscriptionId, isActive: true, stripeStatus: 'active' });
    expect(Date.parse(renewal.body.stripeExpiration)).toBeGreaterThan(h.clock.now().getTime() + 27 * DAY);

    const events = await h.events(buyer.subscriptionId);
    expect(events.map((e) => e.type)).toEqual(['SubscriptionPurchased', 'SubscriptionExpired', 'SubscriptionPurchased']);
    expect(events[2].data).toMatchObject({ renewal: true, userId: buyer.id, stripeCustomerId: purchased.data.stripeCustomerId, isActive: true });
    expect(events[2].data.stripeSubscriptionId).not.toBe(purchased.data.stripeSubscriptionId);
    // The customer was reused; the new calls carried keys never used before.
    const renewalCalls = h.simulator.requests.filter((r) => r.idempotencyKey && !keysBefore.has(r.idempotencyKey));
    expect(renewalCalls.map((r) => r.path.replace(/(cus|sub)_\w+/g, '$1_x'))).toEqual(['/v1/payment_methods/pm_card_visa/attach', '/v1/customers/cus_x', '/v1/subscriptions']);
    expect((await h.mySubscription(buyer)).map((row) => row.subscription!.isActive)).toEqual([true]);
  });

  it('renews on a new Stripe customer when the remembered one was deleted at Stripe', async () => {
    const buyer = await h.subscriber();
    const [purchased] = await h.events(buyer.subscriptionId);
    const dashboard = new Stripe('sk_test_dashboard', { ...h.simulator.sdkConfig(), maxNetworkRetries: 0 });
    expect(await dashboard.customers.del(purchased.data.stripeCustomerId)).toMatchObject({ deleted: true });
    h.clock.advance(33 * DAY);
    await waitFor(async () => (await h.mySubscription(buyer))[0].subscription!.isActive === false);

    const renewal = await h.purchase(buyer);
    expect(renewal).toMatchObject({ status: 200, body: { isActive: true } });
    const [, , renewed] = await h.events(buyer.subscriptionId);
    expect(renewed.data).toMatchObject({ renewal: true });
    expect(renewed.data.stripeCustomerId).not.toBe(purchased.data.stripeCustomerId);
    expect(h.simulator.retrieve(renewed.data.stripeCustomerId)).toMatchObject({ metadata: { userId: buyer.id } });
  });

  it('expires an enterprise subscription after its last day', async () => {
    const admin = await h.admin();
    const lastDay = new Date(h.clock.now().getTime() + DAY).toISOString().slice(0, 10);
    const { body } = await h.api('POST', '/api/subscription/enterprise', { token: admin.token, body: { displayName: 'Short Firm', expiration: lastDay } });
    expect(body).toMatchObject({ isActive: true, stripeExpiration: `${lastDay}T23:59:59.999Z` });
    h.clock.advance(2 * DAY + HOUR);
    await waitFor(async () => (await h.api('GET', `/api/subscription/${body.id}`, { token: admin.token })).body.isActive === false);
    expect(await h.eventTypes(body.id)).toEqual(['EnterpriseSubscriptionCreated', 'SubscriptionExpired']);
  });
});
