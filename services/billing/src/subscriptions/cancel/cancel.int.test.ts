import { billingForTests } from '../../testing/billing-test-kit.js';

const h = billingForTests('cancel');

const cancel = (token: string, subscriptionId: string) => h.api('POST', '/api/subscription/cancel', { token, body: { subscriptionId } });

describe('POST /api/subscription/cancel', () => {
  it('cancels at period end: access stays until the expiration, stripeStatus reads canceled', async () => {
    const buyer = await h.subscriber();
    const [before] = await h.mySubscription(buyer);
    const { status, body } = await cancel(buyer.token, buyer.subscriptionId);
    expect(status).toBe(200);
    expect(body).toEqual({ ...before.subscription, stripeStatus: 'canceled', isActive: true });

    const [after] = await h.mySubscription(buyer);
    expect(after.subscription).toMatchObject({ isActive: true, stripeStatus: 'canceled', stripeExpiration: before.subscription!.stripeExpiration });

    const events = await h.events(buyer.subscriptionId);
    expect(events.map((e) => e.type)).toEqual(['SubscriptionPurchased', 'SubscriptionCanceled']);
    expect(events[1].data).toMatchObject({ canceledBy: buyer.id, isActive: true, stripeStatus: 'canceled' });
    const stripeSubscriptionId = events[0].data.stripeSubscriptionId;
    const [update] = h.simulator.requestsTo('POST', `/v1/subscriptions/${stripeSubscriptionId}`);
    expect(update.params).toEqual({ cancel_at_period_end: 'true' });
    expect(update.idempotencyKey).toBe(`cancel-${buyer.subscriptionId}-${stripeSubscriptionId}`);
    expect(h.simulator.retrieve(stripeSubscriptionId)).toMatchObject({ status: 'active', cancel_at_period_end: true });
  });

  it('changes nothing when cancelled twice', async () => {
    const buyer = await h.subscriber();
    expect((await cancel(buyer.token, buyer.subscriptionId)).status).toBe(200);
    const again = await cancel(buyer.token, buyer.subscriptionId);
    expect(again).toMatchObject({ status: 200, body: { stripeStatus: 'canceled', isActive: true } });
    expect(await h.eventTypes(buyer.subscriptionId)).toEqual(['SubscriptionPurchased', 'SubscriptionCanceled']);
    const [event] = await h.events(buyer.subscriptionId);
    expect(h.simulator.requestsTo('POST', `/v1/subscriptions/${event.data.stripeSubscriptionId}`)).toHaveLength(1);
  });

  it('ends access when Stripe ends the subscription at period end', async () => {
    const buyer = await h.subscriber();
    await cancel(buyer.token, buyer.subscriptionId);
    h.clock.advance(32 * 86_400_000);
    const deliveries = await h.simulator.runBillingCycle();
    expect(deliveries.map((d) => [d.event.type, d.status])).toEqual(expect.arrayContaining([['customer.subscription.deleted', 200]]));
    const [row] = await h.mySubscription(buyer);
    expect(row.subscription).toMatchObject({ isActive: false, stripeStatus: 'canceled' });
    expect(await h.eventTypes(buyer.subscriptionId)).toEqual(['SubscriptionPurchased', 'SubscriptionCanceled', 'SubscriptionDeleted']);
  });

  it('renewing the same plan before the period ends resumes the subscription: nothing charged now, the expiration stays', async () => {
    const buyer = await h.subscriber();
    const [before] = await h.mySubscription(buyer);
    await cancel(buyer.token, buyer.subscriptionId);
    const [purchased] = await h.events(buyer.subscriptionId);
    const { stripeSubscriptionId, stripeCustomerId } = purchased.data;
    const invoicesOfBuyer = () => h.simulator.list('invoice').filter((invoice) => invoice.customer === stripeCustomerId);
    const subscriptionsCreated = h.simulator.requestsTo('POST', /^\/v1\/subscriptions$/).length;
    expect(invoicesOfBuyer()).toHaveLength(1);

    const renewal = await h.purchase(buyer, { paymentMethodId: 'pm_card_mastercard', line1: '2 New Street' });
    expect(renewal).toMatchObject({
      status: 200,
      body: { id: buyer.subscriptionId, stripeStatus: 'active', isActive: true, stripeExpiration: before.subscription!.stripeExpiration },
    });
    expect(h.simulator.requestsTo('POST', /^\/v1\/subscriptions$/)).toHaveLength(subscriptionsCreated);
    expect(invoicesOfBuyer()).toHaveLength(1);
    const resume = h.simulator.requestsTo('POST', `/v1/subscriptions/${stripeSubscriptionId}`).at(-1)!;
    expect(resume.params).toMatchObject({ cancel_at_period_end: 'false' });
    expect(resume.idempotencyKey).toMatch(/^purchase-[0-9a-f]{40}-resume$/);
    const resumed = h.simulator.retrieve(stripeSubscriptionId)!;
    expect(resumed).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect(h.simulator.retrieve(resumed.default_payment_method)).toMatchObject({ card: { brand: 'mastercard' } });
    expect(await h.eventTypes(buyer.subscriptionId)).toEqual(['SubscriptionPurchased', 'SubscriptionCanceled', 'SubscriptionUpdated']);

    // At the period end Stripe charges the renewal instead of ending the subscription.
    h.clock.advance(32 * 86_400_000);
    const deliveries = await h.simulator.runBillingCycle();
    expect(deliveries.filter((d) => d.event.data.object.customer === stripeCustomerId).map((d) => d.event.type)).toContain('invoice.paid');
    const [after] = await h.mySubscription(buyer);
    expect(after.subscription).toMatchObject({ isActive: true, stripeStatus: 'active' });
    expect(Date.parse(after.subscription!.stripeExpiration)).toBeGreaterThan(Date.parse(before.subscription!.stripeExpiration));
  });

  it("refuses someone else's subscription (403) and an unknown one (404); a site admin may cancel any", async () => {
    const owner = await h.subscriber();
    const other = await h.subscriber();
    expect(await cancel(other.token, owner.subscriptionId)).toMatchObject({ status: 403, body: { Details: 'You are not logged in or do not have access.' } });
    expect(await cancel(other.token, '3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toMatchObject({ status: 404, body: { Details: 'The subscription was not found.' } });
    expect(await h.eventTypes(owner.subscriptionId)).toEqual(['SubscriptionPurchased']);
    const admin = await h.admin();
    expect((await cancel(admin.token, owner.subscriptionId)).status).toBe(200);
    expect((await h.events(owner.subscriptionId))[1].data.canceledBy).toBe(admin.id);
  });

  it('answers 400 for an id that is not one', async () => {
    const buyer = await h.subscriber();
    expect(await cancel(buyer.token, 'nope')).toMatchObject({ status: 400, body: { SubErrors: ['subscriptionId: Must be an id'] } });
  });
});
