import { randomUUID } from 'node:crypto';
import { createLocalJWKSet } from 'jose';
import { sql } from 'kysely';
import Stripe from 'stripe';
import { JOBS_SCHEMA, startService, type RunningService } from '@app/platform';
import { waitFor } from '@app/platform/testing';
import { billingService } from '../../billing.service.js';
import { billingForTests, startBilling, type BillingHarness } from '../../testing/billing-test-kit.js';
import { EXPIRY_QUEUE } from './expiry.job.js';

// The harness schedules no pass that a test would meet: each test runs its passes. Card
// subscriptions get 24 hours of grace after their period.
const h = billingForTests('expiry', { env: { EXPIRY_GRACE_HOURS: '24' } });

const jobStates = async (harness: BillingHarness) =>
  (await sql<{ id: string; state: string }>`SELECT id, state FROM ${sql.table(`${JOBS_SCHEMA}.job`)} WHERE name = ${EXPIRY_QUEUE}`.execute(harness.running.runtime.db)).rows;

/** Runs one expiry pass through the job queue, as the schedule does, and waits for it to finish. */
async function expiryPass(): Promise<void> {
  const id = randomUUID();
  await h.running.runtime.jobs.enqueue(EXPIRY_QUEUE, {}, { id });
  await waitFor(async () => (await jobStates(h)).find((job) => job.id === id)?.state === 'completed');
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('the expiry job', () => {
  it('expires a subscription whose period ended without payment, once the grace is over, with no webhook', async () => {
    const buyer = await h.subscriber();
    const [{ subscription }] = await h.mySubscription(buyer);
    const periodLeft = Date.parse(subscription!.stripeExpiration) - h.clock.now().getTime();

    // Past the period end but within the grace: still active.
    h.clock.advance(periodLeft + 23 * HOUR);
    await expiryPass();
    expect((await h.mySubscription(buyer))[0].subscription).toMatchObject({ isActive: true });

    h.clock.advance(2 * HOUR);
    await expiryPass();
    expect((await h.mySubscription(buyer))[0].subscription).toMatchObject({ isActive: false });
    const events = await h.events(buyer.subscriptionId);
    expect(events.map((e) => e.type)).toEqual(['SubscriptionPurchased', 'SubscriptionExpired']);
    expect(events[1].data).toMatchObject({ isActive: false, stripeStatus: 'active', stripeExpiration: subscription!.stripeExpiration, userIds: [buyer.id] });
    // Once.
    await expiryPass();
    expect(await h.eventTypes(buyer.subscriptionId)).toEqual(['SubscriptionPurchased', 'SubscriptionExpired']);
  });

  it('leaves a subscription whose renewal was paid active', async () => {
    const buyer = await h.subscriber();
    const [purchased] = await h.events(buyer.subscriptionId);
    h.clock.advance(31 * DAY);
    await h.simulator.renew(purchased.data.stripeSubscriptionId, 'paid');
    h.clock.advance(2 * DAY);
    await expiryPass();
    expect((await h.mySubscription(buyer))[0].subscription).toMatchObject({ isActive: true, stripeStatus: 'active' });
    expect(await h.eventTypes(buyer.subscriptionId)).toEqual(['SubscriptionPurchased', 'InvoicePaid']);
  });

  it('lets an expired subscriber renew through purchase: the same subscription, renewal: true, new idempotency keys', async () => {
    const buyer = await h.subscriber();
    const [purchased] = await h.events(buyer.subscriptionId);
    h.clock.advance(33 * DAY);
    await expiryPass();
    expect((await h.mySubscription(buyer))[0].subscription!.isActive).toBe(false);

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
    await expiryPass();
    expect((await h.mySubscription(buyer))[0].subscription!.isActive).toBe(false);

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
    await expiryPass();
    expect((await h.api('GET', `/api/subscription/${body.id}`, { token: admin.token })).body.isActive).toBe(false);
    expect(await h.eventTypes(body.id)).toEqual(['EnterpriseSubscriptionCreated', 'SubscriptionExpired']);
  });
});

describe('the expiry schedule', () => {
  let scheduled: BillingHarness;
  let second: RunningService | undefined;
  beforeAll(async () => (scheduled = await startBilling('expiry_cron', { env: { EXPIRY_JOB_CRON: '* * * * *' } })));
  afterAll(async () => {
    await second?.close();
    await scheduled.close();
  });

  it('runs each occurrence once with two billing instances on one database', async () => {
    const buyer = await scheduled.subscriber();
    scheduled.clock.advance(33 * DAY);
    // A second instance of billing on the same database and schedule (its API is not used here).
    const definition = { ...billingService({ clock: scheduled.clock }), verificationKeys: async () => createLocalJWKSet({ keys: [] }) };
    second = await startService(definition, scheduled.env);

    await waitFor(async () => (await scheduled.mySubscription(buyer))[0].subscription!.isActive === false, 90_000);
    expect(await scheduled.eventTypes(buyer.subscriptionId)).toEqual(['SubscriptionPurchased', 'SubscriptionExpired']);
    // One job per occurrence (each minute), not one per instance: pg-boss files an occurrence's job
    // within about 35 s of it (a cron pass every 30 s, then its forwarding worker every 5 s), so the
    // minute 40 s before a job's creation names its occurrence.
    const perOccurrence = await sql<{ occurrence: Date; jobs: number }>`
      SELECT date_trunc('minute', created_on - interval '40 seconds') AS occurrence, count(*)::int AS jobs FROM ${sql.table(`${JOBS_SCHEMA}.job`)}
      WHERE name = ${EXPIRY_QUEUE} GROUP BY 1`.execute(scheduled.running.runtime.db);
    expect(perOccurrence.rows.length).toBeGreaterThan(0);
    expect(perOccurrence.rows.filter((row) => row.jobs !== 1)).toEqual([]);
  }, 120_000);
});
