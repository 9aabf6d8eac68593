import { billingForTests } from '../../testing/billing-test-kit.js';

const h = billingForTests('chgplan');

const changePlan = (token: string, subscriptionId: string, priceName: string) => h.api('POST', '/api/subscription/changePlan', { token, body: { subscriptionId, priceName } });
const DAY = 86_400_000;

describe('POST /api/subscription/changePlan', () => {
  it('switches a running monthly subscription to yearly: Stripe credits the unused month and charges the year now, the new period starts now', async () => {
    const buyer = await h.subscriber();
    h.clock.advance(15 * DAY);
    const { status, body } = await changePlan(buyer.token, buyer.subscriptionId, 'StandardYearly');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: buyer.subscriptionId, priceName: 'StandardYearly', displayName: 'Standard Yearly', isActive: true, stripeStatus: 'active' });
    const yearFromNow = new Date(h.clock.now());
    yearFromNow.setUTCFullYear(yearFromNow.getUTCFullYear() + 1);
    expect(Math.abs(Date.parse(body.stripeExpiration) - yearFromNow.getTime())).toBeLessThan(DAY + 1000);

    const events = await h.events(buyer.subscriptionId);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['SubscriptionPurchased', 'SubscriptionPlanChanged']));
    const changed = events.find((e) => e.type === 'SubscriptionPlanChanged')!;
    expect(changed.data).toMatchObject({ userId: buyer.id, priceName: 'StandardYearly', previousPriceName: 'StandardMonthly', stripePriceId: 'price_test_yearly' });

    const stripeSubscriptionId = events[0].data.stripeSubscriptionId;
    const update = h.simulator.requestsTo('POST', `/v1/subscriptions/${stripeSubscriptionId}`).at(-1)!;
    expect(update.params).toMatchObject({ proration_behavior: 'always_invoice', payment_behavior: 'error_if_incomplete', items: [{ price: 'price_test_yearly' }] });
    expect(update.idempotencyKey).toBe(`change-plan-${buyer.subscriptionId}-${stripeSubscriptionId}-1-StandardYearly`);
    const [proration] = h.simulator.invoicesOf(stripeSubscriptionId).filter((i) => i.billing_reason === 'subscription_update');
    // About half a month unused (of 30 or 31 days) is credited against the year.
    expect(proration.amount_paid).toBeGreaterThan(39800 - 2100);
    expect(proration.amount_paid).toBeLessThan(39800 - 1800);
    expect(proration.status).toBe('paid');

    // The webhooks that follow (invoice.paid, customer.subscription.updated) keep the new period.
    const webhooks = h.simulator.events.slice(-2);
    expect(webhooks.map((e) => e.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    for (const event of webhooks) expect((await h.simulator.deliver(event)).status).toBe(200);
    const [mine] = await h.mySubscription(buyer);
    expect(mine.subscription).toMatchObject({ priceName: 'StandardYearly', stripeExpiration: body.stripeExpiration, isActive: true });
    const paid = (await h.events(buyer.subscriptionId)).filter((e) => e.type === 'InvoicePaid').at(-1)!;
    expect(paid.data).toMatchObject({ billingReason: 'subscription_update', stripeExpiration: body.stripeExpiration });
  });

  it('switches yearly to monthly: the credit exceeds the month, nothing is charged and the rest stays for the next invoices; the same plan again changes nothing', async () => {
    const buyer = await h.subscriber({ priceName: 'StandardYearly' });
    const { status, body } = await changePlan(buyer.token, buyer.subscriptionId, 'StandardMonthly');
    expect(status).toBe(200);
    expect(body).toMatchObject({ priceName: 'StandardMonthly', displayName: 'Standard Monthly' });
    expect(Date.parse(body.stripeExpiration) - h.clock.now().getTime()).toBeLessThan(32 * DAY);
    const [purchased] = await h.events(buyer.subscriptionId);
    const customer = h.simulator.retrieve(purchased.data.stripeCustomerId)!;
    expect(customer.balance).toBeLessThan(-(39800 - 3980 - 200));
    for (const event of h.simulator.events.slice(-2)) expect((await h.simulator.deliver(event)).status).toBe(200);
    const [mine] = await h.mySubscription(buyer);
    expect(mine.subscription).toMatchObject({ priceName: 'StandardMonthly', stripeExpiration: body.stripeExpiration });

    const again = await changePlan(buyer.token, buyer.subscriptionId, 'StandardMonthly');
    expect(again).toMatchObject({ status: 200, body: { priceName: 'StandardMonthly' } });
    expect((await h.eventTypes(buyer.subscriptionId)).filter((t) => t === 'SubscriptionPlanChanged')).toHaveLength(1);

    // The next month is paid from the credit.
    h.clock.advance(32 * DAY);
    await h.simulator.runBillingCycle();
    const renewal = h.simulator.invoicesOf(purchased.data.stripeSubscriptionId).find((i) => i.billing_reason === 'subscription_cycle')!;
    expect(renewal).toMatchObject({ total: 3980, amount_due: 0, status: 'paid' });
  });

  it('refuses a canceled subscription (400), someone else (403), an unknown one (404), and a declined card leaves the plan as it was', async () => {
    const buyer = await h.subscriber();
    expect((await changePlan((await h.user()).token, buyer.subscriptionId, 'StandardYearly')).status).toBe(403);
    expect((await changePlan(buyer.token, '0e3c7a57-5a41-4f53-9f57-2a1d9c0b7a11', 'StandardYearly')).status).toBe(404);
    expect((await changePlan(buyer.token, buyer.subscriptionId, 'Gold')).status).toBe(400);

    const declined = await h.subscriber();
    const [purchased] = await h.events(declined.subscriptionId);
    // The card on file starts failing every charge.
    await h.api('POST', '/api/subscription/updatePaymentMethod', {
      token: declined.token,
      body: {
        subscriptionId: declined.subscriptionId,
        paymentMethodId: 'pm_card_chargeCustomerFail',
        name: 'Pat Doe',
        line1: '1 Main St',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
      },
    });
    const refused = await changePlan(declined.token, declined.subscriptionId, 'StandardYearly');
    expect(refused).toMatchObject({ status: 400, body: { Details: 'Your card was declined.' } });
    expect(h.simulator.retrieve(purchased.data.stripeSubscriptionId)!.items.data[0].price.id).toBe('price_test_monthly');
    expect(await h.eventTypes(declined.subscriptionId)).not.toContain('SubscriptionPlanChanged');

    await h.api('POST', '/api/subscription/cancel', { token: buyer.token, body: { subscriptionId: buyer.subscriptionId } });
    expect(await changePlan(buyer.token, buyer.subscriptionId, 'StandardYearly')).toMatchObject({
      status: 400,
      body: { Details: 'This subscription was canceled. Renew it to change its plan.' },
    });
  });
});
