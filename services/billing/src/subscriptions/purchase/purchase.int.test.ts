import { Roles } from '@app/contracts';
import { billingForTests, TEST_PRICES } from '../../testing/billing-test-kit.js';
import { purchasePayload } from '../../testing/purchase-payload.js';

const h = billingForTests('purchase');

const DAY = 86_400_000;
const promotionIdOf = async (code: string) => {
  const someone = await h.user();
  const { body } = await h.api('POST', '/api/subscription/validatePromotionCode', { token: someone.token, body: { code } });
  return body.id as string;
};
/** The requests the simulator saw for one customer's purchase, by endpoint. */
const subscriptionCreatesFor = (customer: string) => h.simulator.requestsTo('POST', '/v1/subscriptions').filter((r) => r.params.customer === customer && !/sub_/.test(r.path));

describe('GET /api/subscription/plans', () => {
  it('answers both plans with their configured Stripe prices, to anyone', async () => {
    const { status, body } = await h.api('GET', '/api/subscription/plans');
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        priceName: 'StandardMonthly',
        displayName: 'Standard Monthly',
        amount: 3980,
        currency: 'usd',
        interval: 'month',
        description: 'No long-term commitment. Cancel any time.',
        priceId: TEST_PRICES.StandardMonthly,
      },
      {
        priceName: 'StandardYearly',
        displayName: 'Standard Yearly',
        amount: 39800,
        currency: 'usd',
        interval: 'year',
        description: 'Save almost $80/year.',
        priceId: TEST_PRICES.StandardYearly,
      },
    ]);
  });
});

describe('POST /api/subscription/purchase', () => {
  it('creates the Stripe customer with the billing address, attaches the card and subscribes at the plan price', async () => {
    const buyer = await h.user();
    const before = h.simulator.requests.length;
    const { status, body } = await h.purchase(buyer, { postalCode: undefined, postal_code: '62702', country: 'ca' });
    expect(status).toBe(200);
    const subscriptionId = h.cardSubscriptionIdOf(buyer.id);
    const periodEnd = body.stripeExpiration;
    expect(body).toEqual({
      id: subscriptionId,
      displayName: 'Standard Monthly',
      priceName: 'StandardMonthly',
      isActive: true,
      stripeStatus: 'active',
      stripeExpiration: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      isEnterprise: false,
    });
    // About a month ahead.
    expect(Date.parse(periodEnd) - h.clock.now().getTime()).toBeGreaterThan(27 * DAY);
    expect(Date.parse(periodEnd) - h.clock.now().getTime()).toBeLessThan(32 * DAY);

    const sent = h.simulator.requests.slice(before);
    expect(sent.map((r) => `${r.method} ${r.path.replace(/(cus|sub)_\w+/g, '$1_x')}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/payment_methods/pm_card_visa/attach',
      'POST /v1/customers/cus_x',
      'POST /v1/subscriptions',
    ]);
    const address = { line1: '12 Analytical Way', line2: 'Suite 3', city: 'Springfield', state: 'IL', postal_code: '62702', country: 'CA' };
    expect(sent[0].params).toMatchObject({ name: 'Ada Lovelace', email: buyer.email, address, metadata: { userId: buyer.id } });
    const attached = h.simulator.list('payment_method').find((pm) => pm.customer === sent[2].path.split('/')[3])!;
    expect(attached.card).toMatchObject({ last4: '4242', brand: 'visa' });
    expect(sent[2].params).toMatchObject({ name: 'Ada Lovelace', address, invoice_settings: { default_payment_method: attached.id } });
    expect(sent[3].params).toMatchObject({
      customer: attached.customer,
      items: [{ price: TEST_PRICES.StandardMonthly }],
      default_payment_method: attached.id,
      payment_behavior: 'error_if_incomplete',
      metadata: { userId: buyer.id, subscriptionId },
    });
    expect(sent[3].params.discounts).toBeUndefined();
    // Every create call carries an idempotency key, each a different one.
    expect(sent.every((r) => r.idempotencyKey && r.idempotencyKey.startsWith('purchase-'))).toBe(true);
    expect(new Set(sent.map((r) => r.idempotencyKey)).size).toBe(4);

    const [event] = await h.events(subscriptionId);
    expect(event.type).toBe('SubscriptionPurchased');
    expect(event.data).toMatchObject({
      subscriptionId,
      userId: buyer.id,
      userIds: [buyer.id],
      renewal: false,
      isActive: true,
      priceName: 'StandardMonthly',
      stripePriceId: TEST_PRICES.StandardMonthly,
      stripePromotionCodeId: null,
      amountPaid: 3980,
      stripeExpiration: periodEnd,
    });
    const stripeSubscription = h.simulator.retrieve(event.data.stripeSubscriptionId)!;
    expect(stripeSubscription.status).toBe('active');
    expect(h.simulator.retrieve(stripeSubscription.latest_invoice)).toMatchObject({ status: 'paid', amount_paid: 3980, total: 3980 });
  });

  it('shows the purchase in GET /api/subscriptionUser', async () => {
    const buyer = await h.subscriber();
    const rows = await h.mySubscription(buyer);
    expect(rows).toEqual([
      {
        id: expect.any(String),
        applicationUserId: buyer.id,
        subscriptionId: buyer.subscriptionId,
        subscription: {
          id: buyer.subscriptionId,
          displayName: 'Standard Monthly',
          priceName: 'StandardMonthly',
          isActive: true,
          stripeStatus: 'active',
          stripeExpiration: expect.any(String),
          isEnterprise: false,
        },
      },
    ]);
  });

  it('applies an amount-off promotion code: the code goes to Stripe, the first invoice is $10 less', async () => {
    const promotionCodeId = await promotionIdOf('SAVE10');
    const buyer = await h.user();
    const { status } = await h.purchase(buyer, { promotionCodeId });
    expect(status).toBe(200);
    const [event] = await h.events(h.cardSubscriptionIdOf(buyer.id));
    expect(event.data).toMatchObject({ stripePromotionCodeId: promotionCodeId, amountPaid: 2980 });
    const [create] = subscriptionCreatesFor(event.data.stripeCustomerId);
    expect(create.params.discounts).toEqual([{ promotion_code: promotionCodeId }]);
    const invoice = h.simulator.retrieve(h.simulator.retrieve(event.data.stripeSubscriptionId)!.latest_invoice)!;
    expect(invoice).toMatchObject({ subtotal: 3980, total: 2980, amount_paid: 2980, total_discount_amounts: [{ amount: 1000 }] });
  });

  it('applies a percent-off promotion code to the yearly plan: half of $398.00', async () => {
    const promotionCodeId = await promotionIdOf('half');
    const buyer = await h.user();
    const { status, body } = await h.purchase(buyer, { promotionCodeId, priceName: 'StandardYearly' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ priceName: 'StandardYearly', displayName: 'Standard Yearly' });
    expect(Date.parse(body.stripeExpiration) - h.clock.now().getTime()).toBeGreaterThan(364 * DAY);
    const [event] = await h.events(h.cardSubscriptionIdOf(buyer.id));
    expect(event.data).toMatchObject({ stripePromotionCodeId: promotionCodeId, stripePriceId: TEST_PRICES.StandardYearly, amountPaid: 19900 });
    const [create] = subscriptionCreatesFor(event.data.stripeCustomerId);
    expect(create.params).toMatchObject({ items: [{ price: TEST_PRICES.StandardYearly }], discounts: [{ promotion_code: promotionCodeId }] });
  });

  it('refuses a promotion code that cannot be redeemed, before anything is charged', async () => {
    const expired = h.simulator.list('promotion_code').find((p) => p.code === 'EXPIRED20')!;
    const buyer = await h.user();
    const before = h.simulator.requestsTo('POST', '/v1/').length;
    expect(await h.purchase(buyer, { promotionCodeId: expired.id })).toMatchObject({ status: 400, body: { Details: 'The promo code "EXPIRED20" is not valid.', SubErrors: [] } });
    expect(await h.purchase(buyer, { promotionCodeId: 'promo_unknown' })).toMatchObject({ status: 400, body: { Details: 'The promo code "promo_unknown" is not valid.' } });
    expect(h.simulator.requestsTo('POST', '/v1/').length).toBe(before);
    expect(await h.events(h.cardSubscriptionIdOf(buyer.id))).toEqual([]);
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.', 'card_declined'],
    ['pm_card_chargeDeclinedExpiredCard', 'Your card has expired.', 'expired_card'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.', 'card_declined'],
    ['pm_card_chargeCustomerFail', 'Your card was declined.', 'card_declined'],
  ])('answers a declined card (%s) with 400 and the card provider message, and no subscription', async (paymentMethodId, message, code) => {
    const buyer = await h.user();
    const { status, body } = await h.purchase(buyer, { paymentMethodId });
    expect(status).toBe(400);
    expect(body).toMatchObject({ Details: message, SubErrors: [] });
    const subscriptionId = h.cardSubscriptionIdOf(buyer.id);
    const events = await h.events(subscriptionId);
    expect(events.map((e) => [e.type, e.data.message, e.data.code])).toEqual([['PurchaseDeclined', message, code]]);
    expect(await h.mySubscription(buyer)).toEqual([]);
    const admin = await h.admin();
    expect((await h.api('GET', `/api/subscription/${subscriptionId}`, { token: admin.token })).status).toBe(404);
    expect(h.simulator.list('subscription').filter((s) => s.customer === events[0].data.stripeCustomerId)).toEqual([]);
  });

  it('after a decline, buys with another card on the same Stripe customer', async () => {
    const buyer = await h.user();
    expect((await h.purchase(buyer, { paymentMethodId: 'pm_card_chargeDeclined' })).status).toBe(400);
    const { status } = await h.purchase(buyer, { paymentMethodId: 'pm_card_mastercard' });
    expect(status).toBe(200);
    const events = await h.events(h.cardSubscriptionIdOf(buyer.id));
    expect(events.map((e) => e.type)).toEqual(['PurchaseDeclined', 'SubscriptionPurchased']);
    expect(events[1].data.stripeCustomerId).toBe(events[0].data.stripeCustomerId);
    expect(h.simulator.list('customer').filter((c) => c.metadata.userId === buyer.id)).toHaveLength(1);
  });

  it('answers a retried purchase with the same subscription and charges once', async () => {
    const buyer = await h.user();
    const first = await h.purchase(buyer);
    const again = await h.purchase(buyer);
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, body: first.body });
    const events = await h.events(h.cardSubscriptionIdOf(buyer.id));
    expect(events.map((e) => e.type)).toEqual(['SubscriptionPurchased']);
    expect(h.simulator.list('subscription').filter((s) => s.customer === events[0].data.stripeCustomerId)).toHaveLength(1);
    expect(h.simulator.list('invoice').filter((i) => i.customer === events[0].data.stripeCustomerId)).toHaveLength(1);
  });

  it('lets two simultaneous identical purchases through as one', async () => {
    const buyer = await h.user();
    const answers = await Promise.all([h.purchase(buyer), h.purchase(buyer), h.purchase(buyer)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const events = await h.events(h.cardSubscriptionIdOf(buyer.id));
    expect(events.map((e) => e.type)).toEqual(['SubscriptionPurchased']);
    expect(h.simulator.list('subscription').filter((s) => s.customer === events[0].data.stripeCustomerId)).toHaveLength(1);
  });

  it('serves more simultaneous purchases (of different people) than the database pool has connections', async () => {
    const buyers = await Promise.all(Array.from({ length: 14 }, () => h.user()));
    const answers = await Promise.all(buyers.map((buyer) => h.purchase(buyer)));
    expect(answers.map((a) => a.status)).toEqual(buyers.map(() => 200));
  });

  it('charges once when the answer to the subscription call is lost and the SDK retries it with the same idempotency key', async () => {
    const buyer = await h.user();
    h.simulator.dropNextResponse('POST', '/v1/subscriptions');
    const { status } = await h.purchase(buyer);
    expect(status).toBe(200);
    const [event] = await h.events(h.cardSubscriptionIdOf(buyer.id));
    const creates = subscriptionCreatesFor(event.data.stripeCustomerId);
    expect(creates).toHaveLength(2);
    expect(creates[1].idempotencyKey).toBe(creates[0].idempotencyKey);
    expect(creates.map((c) => c.replayed)).toEqual([false, true]);
    expect(
      h.simulator
        .list('subscription')
        .filter((s) => s.customer === event.data.stripeCustomerId)
        .map((s) => s.id),
    ).toEqual([event.data.stripeSubscriptionId]);
  });

  it('charges once when the client retries a purchase whose answers from Stripe were all lost', async () => {
    const buyer = await h.user();
    // The SDK tries three times (STRIPE_MAX_NETWORK_RETRIES=2), then the purchase fails as unexpected.
    for (let i = 0; i < 3; i++) h.simulator.dropNextResponse('POST', '/v1/subscriptions');
    const first = await h.purchase(buyer);
    expect(first).toMatchObject({ status: 500, body: { Details: 'An unexpected error occurred. Please try again.' } });
    expect(await h.events(h.cardSubscriptionIdOf(buyer.id))).toEqual([]);

    const retry = await h.purchase(buyer);
    expect(retry.status).toBe(200);
    const [event] = await h.events(h.cardSubscriptionIdOf(buyer.id));
    const creates = subscriptionCreatesFor(event.data.stripeCustomerId);
    expect(creates).toHaveLength(4);
    expect(new Set(creates.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(creates.map((c) => c.replayed)).toEqual([false, true, true, true]);
    // The customer, the card and the default were replayed too: one of each.
    expect(h.simulator.list('customer').filter((c) => c.metadata.userId === buyer.id)).toHaveLength(1);
    expect(h.simulator.list('payment_method').filter((pm) => pm.customer === event.data.stripeCustomerId)).toHaveLength(1);
    expect(h.simulator.list('subscription').filter((sub) => sub.customer === event.data.stripeCustomerId)).toHaveLength(1);
  });

  it('refuses a second purchase while the subscription is active: 409', async () => {
    const buyer = await h.subscriber();
    const { status, body } = await h.purchase(buyer, { priceName: 'StandardYearly' });
    expect(status).toBe(409);
    expect(body.Details).toBe('You already have an active subscription. You can renew it once it has been cancelled or has expired.');
    expect(await h.eventTypes(buyer.subscriptionId)).toEqual(['SubscriptionPurchased']);
  });

  it('keeps the billing address out of the purchase events (it stays with Stripe)', async () => {
    const buyer = await h.subscriber();
    const raw = await h.running.runtime.db.selectFrom('events').select('data').where('stream_id', '=', `subscription-${buyer.subscriptionId}`).execute();
    expect(JSON.stringify(raw)).not.toContain('Analytical');
  });

  it.each([
    [
      'missing fields',
      {},
      expect.arrayContaining(['paymentMethodId: This field is required', 'firstName: This field is required', 'line1: This field is required', 'city: This field is required']),
    ],
    ['an unknown plan', { priceName: 'Lifetime' }, [expect.stringMatching(/^priceName: /)]],
    ['no postal code under either name', { postalCode: '', postal_code: '' }, ['postalCode: This field is required']],
  ])('answers 400 for %s', async (_case, overrides, subErrors) => {
    const buyer = await h.user();
    const body = Object.keys(overrides).length === 0 ? {} : purchasePayload(overrides);
    const answer = await h.api('POST', '/api/subscription/purchase', { token: buyer.token, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ Details: 'The data you provided could not be validated.', SubErrors: subErrors });
  });

  it('is refused to clients and anonymous callers', async () => {
    const client = await h.user([Roles.Client]);
    expect((await h.purchase(client)).status).toBe(403);
    expect((await h.api('POST', '/api/subscription/purchase', { body: {} })).status).toBe(401);
  });
});
