import { billingForTests } from '../../testing/billing-test-kit.js';

const h = billingForTests('paymethod');

const details = (token: string, subscriptionId: string) => h.api('GET', `/api/subscription/${subscriptionId}/stripeDetails`, { token });
const update = (token: string, body: Record<string, unknown>) => h.api('POST', '/api/subscription/updatePaymentMethod', { token, body });
const newCard = (subscriptionId: string, overrides: Record<string, unknown> = {}) => ({
  subscriptionId,
  paymentMethodId: 'pm_card_mastercard',
  name: 'Ada King',
  line1: '1 Difference Engine Rd',
  line2: '',
  city: 'London',
  state: 'KY',
  postal_code: '40741',
  ...overrides,
});

describe('GET /api/subscription/{id}/stripeDetails', () => {
  it("answers the card and billing address of the customer's default payment method", async () => {
    const buyer = await h.subscriber();
    const { status, body } = await details(buyer.token, buyer.subscriptionId);
    expect(status).toBe(200);
    expect(body).toEqual({
      last4: '4242',
      expMonth: 12,
      expYear: h.clock.now().getUTCFullYear() + 3,
      name: 'Ada Lovelace',
      line1: '12 Analytical Way',
      line2: 'Suite 3',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
    });
  });

  it("answers 404 'Unable to load payment method' when there is no card on file", async () => {
    const buyer = await h.subscriber();
    const [event] = await h.events(buyer.subscriptionId);
    // The card is no longer the customer's default (removed at Stripe, say).
    await h.running.runtime.db.updateTable('subscriptions').set({ stripe_customer_id: 'cus_gone' }).where('id', '=', buyer.subscriptionId).execute();
    expect(await details(buyer.token, buyer.subscriptionId)).toMatchObject({ status: 404, body: { Details: 'Unable to load payment method', SubErrors: [] } });
    await h.running.runtime.db.updateTable('subscriptions').set({ stripe_customer_id: event.data.stripeCustomerId }).where('id', '=', buyer.subscriptionId).execute();
  });

  it("refuses someone else's subscription (403) and an unknown id (404)", async () => {
    const owner = await h.subscriber();
    const other = await h.subscriber();
    expect((await details(other.token, owner.subscriptionId)).status).toBe(403);
    expect(await details(other.token, '3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toMatchObject({ status: 404, body: { Details: 'The subscription was not found.' } });
    expect((await details(other.token, 'not-an-id')).status).toBe(404);
    expect((await details((await h.admin()).token, owner.subscriptionId)).status).toBe(200);
  });
});

describe('POST /api/subscription/updatePaymentMethod', () => {
  it('replaces the card and billing address: the new ones show in stripeDetails', async () => {
    const buyer = await h.subscriber();
    const { status, body } = await update(buyer.token, newCard(buyer.subscriptionId));
    expect(status).toBe(200);
    const expected = {
      last4: '4444',
      expMonth: 12,
      expYear: h.clock.now().getUTCFullYear() + 3,
      name: 'Ada King',
      line1: '1 Difference Engine Rd',
      line2: null,
      city: 'London',
      state: 'KY',
      postalCode: '40741',
    };
    expect(body).toEqual(expected);
    expect((await details(buyer.token, buyer.subscriptionId)).body).toEqual(expected);

    const [purchased, updated] = await h.events(buyer.subscriptionId);
    expect(updated).toMatchObject({ type: 'PaymentMethodUpdated', data: { subscriptionId: buyer.subscriptionId, userId: buyer.id, ...expected } });
    // The address is sealed in the event store.
    const raw = await h.running.runtime.db
      .selectFrom('events')
      .select('data')
      .where('stream_id', '=', `subscription-${buyer.subscriptionId}`)
      .where('type', '=', 'PaymentMethodUpdated')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(raw.data)).not.toContain('Difference Engine');

    const { stripeCustomerId, stripeSubscriptionId } = purchased.data;
    const customer = h.simulator.retrieve(stripeCustomerId)!;
    const card = h.simulator.retrieve(customer.invoice_settings.default_payment_method)!;
    expect(card).toMatchObject({ customer: stripeCustomerId, card: { last4: '4444' } });
    expect(customer).toMatchObject({
      name: 'Ada King',
      address: { line1: '1 Difference Engine Rd', line2: null, city: 'London', state: 'KY', postal_code: '40741', country: 'US' },
    });
    expect(h.simulator.retrieve(stripeSubscriptionId)!.default_payment_method).toBe(card.id);
    const calls = h.simulator.requests.filter((r) => r.idempotencyKey?.startsWith('pm-update-'));
    expect(calls.map((c) => c.path.replace(/(cus|sub)_\w+/g, '$1_x'))).toEqual(['/v1/payment_methods/pm_card_mastercard/attach', '/v1/customers/cus_x', '/v1/subscriptions/sub_x']);
  });

  it('refuses a declined card with the card provider message and keeps the old card', async () => {
    const buyer = await h.subscriber();
    const { status, body } = await update(buyer.token, newCard(buyer.subscriptionId, { paymentMethodId: 'pm_card_chargeDeclinedExpiredCard' }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ Details: 'Your card has expired.', SubErrors: [] });
    expect((await details(buyer.token, buyer.subscriptionId)).body.last4).toBe('4242');
    expect(await h.eventTypes(buyer.subscriptionId)).toEqual(['SubscriptionPurchased']);
  });

  it('accepts postalCode as well as postal_code, and requires one of them', async () => {
    const buyer = await h.subscriber();
    expect((await update(buyer.token, newCard(buyer.subscriptionId, { postal_code: undefined, postalCode: '10001' }))).body.postalCode).toBe('10001');
    const missing = await update(buyer.token, newCard(buyer.subscriptionId, { postal_code: undefined }));
    expect(missing).toMatchObject({ status: 400, body: { SubErrors: ['postalCode: This field is required'] } });
  });

  it("refuses someone else's subscription: 403, and nothing reaches Stripe", async () => {
    const owner = await h.subscriber();
    const other = await h.subscriber();
    const before = h.simulator.requests.length;
    expect((await update(other.token, newCard(owner.subscriptionId))).status).toBe(403);
    expect(h.simulator.requests.length).toBe(before);
    expect(await h.eventTypes(owner.subscriptionId)).toEqual(['SubscriptionPurchased']);
  });
});
