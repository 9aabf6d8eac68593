import { sql, type Kysely } from 'kysely';
import { createDatabase, type PlatformDatabase } from '@app/platform';
import { TEST_POSTGRES_URL, waitFor } from '@app/platform/testing';
import { billingForTests, type TestUser } from '../../testing/billing-test-kit.js';
import { PurchaseAttempts } from './purchase-attempts.js';

/** Every Stripe answer comes this late: a purchase (four Stripe calls) stays pending for several times as long. */
const SLOW_STRIPE_MS = 3_000;
const PURCHASES = 20;
/** PURCHASE_ATTEMPT_EXPIRY_SECONDS by default. */
const ATTEMPT_EXPIRY_MS = 120_000;
/** Jest's limit for the tests that wait on the slow simulator (a loaded machine may be slow too). */
const SLOW_TEST_LIMIT_MS = 120_000;

const h = billingForTests('slowstripe');
/** A session of its own on the Postgres server, to watch billing's sessions from outside its pool. */
let observer: Kysely<PlatformDatabase>;
let billingDatabase: string;
beforeAll(() => {
  observer = createDatabase(TEST_POSTGRES_URL, 1);
  billingDatabase = decodeURIComponent(new URL(h.env.DATABASE_URL!).pathname.slice(1));
});
afterAll(() => observer.destroy());
afterEach(() => {
  h.simulator.responseDelayMs = 0;
});

const customerCreates = () => h.simulator.requestsTo('POST', '/v1/customers').filter((r) => r.path === '/v1/customers').length;
const stripeSubscriptionsOf = (buyer: TestUser) => h.simulator.list('subscription').filter((s) => s.metadata.userId === buyer.id);
const invoicesOf = (buyer: TestUser) => stripeSubscriptionsOf(buyer).flatMap((s) => h.simulator.invoicesOf(s.id));
const expectChargedOnce = (buyer: TestUser) => {
  expect(stripeSubscriptionsOf(buyer)).toHaveLength(1);
  expect(invoicesOf(buyer)).toHaveLength(1);
};

/** Billing's sessions inside a transaction begun before `since` that are waiting for the service (not for Postgres). */
const idleInTransactionSince = async (since: Date) =>
  (
    await sql<{ pid: number }>`
      SELECT pid FROM pg_stat_activity
      WHERE datname = ${billingDatabase} AND state LIKE 'idle in transaction%' AND xact_start < ${since}`.execute(observer)
  ).rows;

describe('purchases while Stripe answers slowly', () => {
  it(
    'keep no connection or transaction: health, a webhook and a read answer while 20 purchases are pending, and all 20 succeed',
    async () => {
      const reader = await h.subscriber();
      const [purchased] = await h.events(reader.subscriptionId);
      const readerStripeSubscription = h.simulator.retrieve(purchased.data.stripeSubscriptionId)!;
      const buyers = await Promise.all(Array.from({ length: PURCHASES }, () => h.user()));
      const createsBefore = customerCreates();

      h.simulator.responseDelayMs = SLOW_STRIPE_MS;
      let settled = 0;
      const purchases = Promise.all(buyers.map((buyer) => h.purchase(buyer).finally(() => settled++)));
      // Every purchase has reached Stripe (more than the pool's 10 connections) and waits for its answers.
      await waitFor(() => customerCreates() - createsBefore >= PURCHASES, 60_000);
      const [{ now: allWaiting }] = (await sql<{ now: Date }>`SELECT now()`.execute(observer)).rows;

      const health = await h.api('GET', '/health');
      const webhook = await h.postStripeEvent('customer.subscription.deleted', { ...readerStripeSubscription, status: 'canceled' });
      const [read] = await h.mySubscription(reader);
      const heldOpen = await idleInTransactionSince(allWaiting);
      expect(settled).toBe(0);

      expect(health).toMatchObject({ status: 200, body: { status: 'ok', checks: { postgres: 'ok' } } });
      expect(webhook).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
      expect(read.subscription).toMatchObject({ id: reader.subscriptionId, isActive: false, stripeStatus: 'canceled' });
      expect(heldOpen).toEqual([]);

      const answers = await purchases;
      expect(answers.map((a) => a.status)).toEqual(buyers.map(() => 200));
      for (const buyer of buyers) expectChargedOnce(buyer);
    },
    SLOW_TEST_LIMIT_MS,
  );

  it(
    'answers a second purchase of the same user (another card) 409 while the first is under way, and charges once',
    async () => {
      const buyer = await h.user();
      h.simulator.responseDelayMs = SLOW_STRIPE_MS;
      const answers = await Promise.all([h.purchase(buyer), h.purchase(buyer, { paymentMethodId: 'pm_card_mastercard' })]);

      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ Details: 'A purchase is already in progress. Please wait a moment and try again.', SubErrors: [] });
      expect(await h.eventTypes(h.cardSubscriptionIdOf(buyer.id))).toEqual(['SubscriptionPurchased']);
      expectChargedOnce(buyer);
    },
    SLOW_TEST_LIMIT_MS,
  );

  it(
    'lets the same purchase sent twice wait for the first and answer its subscription, without asking Stripe again',
    async () => {
      const buyer = await h.user();
      h.simulator.responseDelayMs = SLOW_STRIPE_MS;
      const before = h.simulator.requests.length;
      const answers = await Promise.all([h.purchase(buyer), h.purchase(buyer)]);

      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers[1].body).toEqual(answers[0].body);
      expect(h.simulator.requests.slice(before).map((r) => `${r.method} ${r.path.replace(/(cus)_\w+/g, '$1_x')}`)).toEqual([
        'POST /v1/customers',
        'POST /v1/payment_methods/pm_card_visa/attach',
        'POST /v1/customers/cus_x',
        'POST /v1/subscriptions',
      ]);
      expect(invoicesOf(buyer)).toHaveLength(1);
    },
    SLOW_TEST_LIMIT_MS,
  );
});

describe('a write to the subscription while Stripe answers a purchase', () => {
  it(
    'records the purchase on the new state without asking Stripe again',
    async () => {
      const buyer = await h.subscriber();
      const [purchased] = await h.events(buyer.subscriptionId);
      expect(await h.api('POST', '/api/subscription/cancel', { token: buyer.token, body: { subscriptionId: buyer.subscriptionId } })).toMatchObject({ status: 200 });
      const cancelled = h.simulator.retrieve(purchased.data.stripeSubscriptionId)!;
      const subscriptionCreates = () => h.simulator.requestsTo('POST', '/v1/subscriptions').length;
      const createsBefore = subscriptionCreates();
      const before = h.simulator.requests.length;

      // Another plan: a new Stripe subscription, not the cancelled one resumed.
      h.simulator.responseDelayMs = SLOW_STRIPE_MS;
      const renewal = h.purchase(buyer, { priceName: 'StandardYearly' });
      await waitFor(() => subscriptionCreates() > createsBefore, 60_000);
      // Stripe ends the old subscription meanwhile: its webhook writes the stream the purchase loaded.
      const webhook = await h.postStripeEvent('customer.subscription.deleted', { ...cancelled, status: 'canceled' });
      const { status, body } = await renewal;

      expect(webhook).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: buyer.subscriptionId, priceName: 'StandardYearly', isActive: true, stripeStatus: 'active' });
      expect(await h.eventTypes(buyer.subscriptionId)).toEqual(['SubscriptionPurchased', 'SubscriptionCanceled', 'SubscriptionDeleted', 'SubscriptionPurchased']);
      expect(h.simulator.requests.slice(before).map((r) => `${r.method} ${r.path.replace(/(cus)_\w+/g, '$1_x')}`)).toEqual([
        'GET /v1/customers/cus_x',
        'POST /v1/payment_methods/pm_card_visa/attach',
        'POST /v1/customers/cus_x',
        'POST /v1/subscriptions',
      ]);
    },
    SLOW_TEST_LIMIT_MS,
  );
});

describe('a purchase attempt left open by a process that died', () => {
  it('keeps other purchases of the user out until it expires, then lets the next one through', async () => {
    const buyer = await h.user();
    // Claimed as the dead process did, just before it would have called Stripe.
    await h.running.app.get(PurchaseAttempts).start(buyer.id, 'fingerprint-of-the-abandoned-request');

    expect(await h.purchase(buyer)).toMatchObject({ status: 409, body: { Details: 'A purchase is already in progress. Please wait a moment and try again.' } });
    h.clock.advance(ATTEMPT_EXPIRY_MS);
    const { status, body } = await h.purchase(buyer);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: h.cardSubscriptionIdOf(buyer.id), isActive: true });
    expect(await h.running.runtime.db.selectFrom('purchase_attempts').where('user_id', '=', buyer.id).selectAll().execute()).toEqual([]);
  });
});
