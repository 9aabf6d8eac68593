import Stripe from 'stripe';
import { billingForTests, type TestUser } from '../../testing/billing-test-kit.js';

const h = billingForTests('webhook');
/** Stripe's dashboard, as it were: the SDK talking straight to the simulator. */
let dashboard: Stripe;
beforeAll(() => {
  dashboard = new Stripe('sk_test_dashboard', { ...h.simulator.sdkConfig(), maxNetworkRetries: 0 });
});

const DAY = 86_400_000;
const stripeIdsOf = async (buyer: TestUser & { subscriptionId: string }) => {
  const [purchased] = await h.events(buyer.subscriptionId);
  return { stripeSubscriptionId: purchased.data.stripeSubscriptionId as string, stripeCustomerId: purchased.data.stripeCustomerId as string };
};
const summaryOf = async (buyer: TestUser) => (await h.mySubscription(buyer))[0].subscription!;
const lastEvent = (type: string) => [...h.simulator.events].reverse().find((e) => e.type === type)!;
const processed = async (eventId: string) => (await h.running.runtime.db.selectFrom('stripe_events').selectAll().where('id', '=', eventId).execute()).length;

/** A subscriber whose first period is over, renewed by Stripe (`outcome`: the invoice paid or failed), and what they had before. */
async function renewed(outcome: 'paid' | 'failed') {
  const buyer = await h.subscriber();
  const { stripeSubscriptionId } = await stripeIdsOf(buyer);
  const before = await summaryOf(buyer);
  h.clock.advance(31 * DAY);
  const deliveries = await h.simulator.renew(stripeSubscriptionId, outcome);
  return { buyer, stripeSubscriptionId, before, deliveries };
}

/** Ends the Stripe subscription at Stripe without delivering its `customer.subscription.deleted` (the test posts it). */
async function endedUndelivered(stripeSubscriptionId: string) {
  h.simulator.webhookUrl = undefined;
  try {
    const [deleted] = await h.simulator.end(stripeSubscriptionId);
    return deleted.event;
  } finally {
    h.simulator.webhookUrl = `${h.running.url}/api/billing/stripeWebhook`;
  }
}

describe('POST /api/billing/stripeWebhook', () => {
  it('invoice.paid moves the expiration forward to the end of the period paid for', async () => {
    const { buyer, stripeSubscriptionId, before, deliveries } = await renewed('paid');
    expect(deliveries.map((d) => [d.event.type, d.status])).toEqual([
      ['invoice.paid', 200],
      ['customer.subscription.updated', 200],
    ]);
    const periodEnd = h.simulator.retrieve(stripeSubscriptionId)!.items.data[0].current_period_end;
    const after = await summaryOf(buyer);
    expect(after).toEqual({ ...before, stripeExpiration: new Date(periodEnd * 1000).toISOString() });
    expect(Date.parse(after.stripeExpiration) - Date.parse(before.stripeExpiration)).toBeGreaterThan(27 * DAY);
    const events = await h.events(buyer.subscriptionId);
    // The period start alone changes nothing billing shows: no SubscriptionUpdated.
    expect(events.map((e) => e.type)).toEqual(['SubscriptionPurchased', 'InvoicePaid']);
    expect(events[1].data).toMatchObject({ stripeEventId: deliveries[0].event.id, stripeInvoiceId: deliveries[0].event.data.object.id, amountPaid: 3980, isActive: true });
    expect(events[1].metadata.causationId).toBe(deliveries[0].event.id);
  });

  it('invoice.payment_failed marks it past due; access lasts until the period and the grace end', async () => {
    const { buyer, before, deliveries } = await renewed('failed');
    expect(deliveries.map((d) => [d.event.type, d.status])).toEqual([
      ['invoice.payment_failed', 200],
      ['customer.subscription.updated', 200],
    ]);
    expect(await summaryOf(buyer)).toEqual({ ...before, stripeStatus: 'past_due', isActive: true });
    expect(await h.eventTypes(buyer.subscriptionId)).toEqual(['SubscriptionPurchased', 'PaymentFailed']);
  });

  it('customer.subscription.updated: set to cancel at period end (in the Stripe dashboard) reads canceled, still active', async () => {
    const buyer = await h.subscriber();
    const { stripeSubscriptionId } = await stripeIdsOf(buyer);
    await dashboard.subscriptions.update(stripeSubscriptionId, { cancel_at_period_end: true });
    const event = lastEvent('customer.subscription.updated');
    expect(event.data.object.id).toBe(stripeSubscriptionId);
    expect(await h.simulator.deliver(event)).toMatchObject({ status: 200 });
    expect(await summaryOf(buyer)).toMatchObject({ stripeStatus: 'canceled', isActive: true });
    const events = await h.events(buyer.subscriptionId);
    expect(events.map((e) => e.type)).toEqual(['SubscriptionPurchased', 'SubscriptionUpdated']);
    expect(events[1].data).toMatchObject({ cancelAtPeriodEnd: true, stripeEventId: event.id });
  });

  it('customer.subscription.deleted ends access', async () => {
    const buyer = await h.subscriber();
    const { stripeSubscriptionId } = await stripeIdsOf(buyer);
    const [delivery] = await h.simulator.end(stripeSubscriptionId);
    expect(delivery).toMatchObject({ status: 200, event: { type: 'customer.subscription.deleted' } });
    expect(await summaryOf(buyer)).toMatchObject({ stripeStatus: 'canceled', isActive: false });
    expect(await h.eventTypes(buyer.subscriptionId)).toEqual(['SubscriptionPurchased', 'SubscriptionDeleted']);
  });

  it('applies a redelivered event once: 200 both times, one effect', async () => {
    const buyer = await h.subscriber();
    const { stripeSubscriptionId } = await stripeIdsOf(buyer);
    h.clock.advance(31 * DAY);
    const [paid] = await h.simulator.renew(stripeSubscriptionId, 'paid');
    const again = await h.postWebhook(paid.event);
    expect(again).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    const simultaneous = await Promise.all([h.postWebhook(paid.event), h.postWebhook(paid.event)]);
    expect(simultaneous.map((a) => a.status)).toEqual([200, 200]);
    expect((await h.eventTypes(buyer.subscriptionId)).filter((t) => t === 'InvoicePaid')).toHaveLength(1);
    expect(await processed(paid.event.id)).toBe(1);
  });

  it('applies two different events of the same subscription arriving together, each once', async () => {
    const buyer = await h.subscriber();
    const { stripeSubscriptionId } = await stripeIdsOf(buyer);
    await dashboard.subscriptions.update(stripeSubscriptionId, { cancel_at_period_end: true });
    const updated = lastEvent('customer.subscription.updated');
    const deleted = await endedUndelivered(stripeSubscriptionId);
    const answers = await Promise.all([h.postWebhook(updated), h.postWebhook(deleted), h.postWebhook(updated)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    // Whatever order they were applied in, the subscription ended (an older update cannot revive it).
    const types = await h.eventTypes(buyer.subscriptionId);
    expect(types[0]).toBe('SubscriptionPurchased');
    expect(types.filter((t) => t === 'SubscriptionDeleted')).toHaveLength(1);
    expect(types.filter((t) => t === 'SubscriptionUpdated').length).toBeLessThanOrEqual(1);
    expect(types.length).toBeLessThanOrEqual(3);
    expect(await summaryOf(buyer)).toMatchObject({ isActive: false, stripeStatus: 'canceled' });
    expect(await processed(updated.id)).toBe(1);
    expect(await processed(deleted.id)).toBe(1);
  });

  it.each([
    ['a wrong secret', () => ({ secret: 'whsec_someone_else_0123456789' })],
    ['a timestamp older than the 300 s tolerance', () => ({ timestamp: h.clock.unix() - 301 })],
    ['a malformed header', () => ({ header: 't=1,v1=nothex' })],
    ['no signature', () => ({ header: '' })],
  ])('answers 400 for %s, and applies nothing', async (_case, options) => {
    const buyer = await h.subscriber();
    const deleted = await endedUndelivered((await stripeIdsOf(buyer)).stripeSubscriptionId);
    const answer = await h.postWebhook(deleted, options());
    expect(answer).toMatchObject({ status: 400, body: { Details: 'The webhook signature could not be verified.', SubErrors: [] } });
    expect(await h.eventTypes(buyer.subscriptionId)).toEqual(['SubscriptionPurchased']);
    expect(await processed(deleted.id)).toBe(0);
    // Signed as Stripe signs, the same event goes through.
    expect((await h.postWebhook(deleted)).status).toBe(200);
    expect(await h.eventTypes(buyer.subscriptionId)).toEqual(['SubscriptionPurchased', 'SubscriptionDeleted']);
  });

  it('accepts a signature made within the tolerance', async () => {
    const buyer = await h.subscriber();
    const deleted = await endedUndelivered((await stripeIdsOf(buyer)).stripeSubscriptionId);
    expect((await h.postWebhook(deleted, { timestamp: h.clock.unix() - 290 })).status).toBe(200);
  });

  it('answers 400 for a body changed after signing', async () => {
    const buyer = await h.subscriber();
    const deleted = await endedUndelivered((await stripeIdsOf(buyer)).stripeSubscriptionId);
    const { header } = h.simulator.signed(deleted);
    const tampered = JSON.stringify({ ...deleted, id: 'evt_forged' }, null, 2);
    const answer = await h.api('POST', '/api/billing/stripeWebhook', { body: tampered, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
    expect(answer.status).toBe(400);
    expect(await h.eventTypes(buyer.subscriptionId)).toEqual(['SubscriptionPurchased']);
  });

  it('acknowledges events it does not act on, and events of subscriptions it does not know', async () => {
    const buyer = await h.subscriber();
    const created = [...h.simulator.events].reverse().find((e) => e.type === 'customer.subscription.created')!;
    expect(await h.postWebhook(created)).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
    const paid: Record<string, any> = lastEvent('invoice.paid');
    const stranger = {
      ...paid,
      id: 'evt_stranger_1',
      data: { object: { ...paid.data.object, parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_unknown', metadata: {} } } } },
    };
    expect((await h.postWebhook(stranger)).status).toBe(200);
    expect(await h.eventTypes(buyer.subscriptionId)).toEqual(['SubscriptionPurchased']);
    expect(await processed(created.id)).toBe(1);
  });

  it('ignores the events of a Stripe subscription replaced by a renewal', async () => {
    const buyer = await h.subscriber();
    const { stripeSubscriptionId: first } = await stripeIdsOf(buyer);
    expect((await h.api('POST', '/api/subscription/cancel', { token: buyer.token, body: { subscriptionId: buyer.subscriptionId } })).status).toBe(200);
    const renewal = await h.purchase(buyer, { priceName: 'StandardYearly' });
    expect(renewal).toMatchObject({ status: 200, body: { priceName: 'StandardYearly', stripeStatus: 'active', isActive: true } });
    // The first Stripe subscription ends at its period end; that no longer ends anything here.
    h.clock.advance(32 * DAY);
    const [deleted] = await h.simulator.end(first);
    expect(deleted.status).toBe(200);
    expect(await summaryOf(buyer)).toMatchObject({ priceName: 'StandardYearly', isActive: true, stripeStatus: 'active' });
    expect(await h.eventTypes(buyer.subscriptionId)).toEqual(['SubscriptionPurchased', 'SubscriptionCanceled', 'SubscriptionPurchased']);
    expect((await h.events(buyer.subscriptionId))[2].data).toMatchObject({ renewal: true, priceName: 'StandardYearly' });
  });

  it('takes the webhooks Stripe sends on its own during a purchase without harm', async () => {
    h.simulator.autoWebhooks = true;
    try {
      const buyer = await h.subscriber();
      await h.simulator.settle();
      const { stripeSubscriptionId } = await stripeIdsOf(buyer);
      const sent = h.simulator.events.filter((e) => e.data.object.id === stripeSubscriptionId || e.data.object.parent?.subscription_details?.subscription === stripeSubscriptionId);
      expect(sent.map((e) => e.type)).toEqual(['customer.subscription.created', 'invoice.paid']);
      for (const event of sent) expect(await processed(event.id)).toBe(1);
      expect(await summaryOf(buyer)).toMatchObject({ isActive: true, stripeStatus: 'active' });
      expect((await h.eventTypes(buyer.subscriptionId)).filter((t) => t !== 'InvoicePaid')).toEqual(['SubscriptionPurchased']);
    } finally {
      h.simulator.autoWebhooks = false;
    }
  });
});
