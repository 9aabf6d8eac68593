/**
 * `npm start` without STRIPE_SECRET_KEY: billing pays on the payment simulator it is given as Stripe
 * (startPaymentStandIn's settings), through the real `stripe` SDK and the same code path as Stripe.
 */
import { randomUUID } from 'node:crypto';
import { STRIPE_WEBHOOK_PATH } from '@app/contracts';
import { billingService, purchasePayload, type BillingDatabase } from '@app/billing';
import { dropDatabase, startService, type RunningService } from '@app/platform';
import { apiOf, freePort, testBus, testServiceEnv, testTokenKeys, UNUSED_JWKS_URL, waitFor } from '@app/platform/testing';
import { LOCAL_PRICE_IDS, paymentStandInFor, startPaymentStandIn, type PaymentStandIn } from '../local/payment-stand-in.js';

const bus = testBus('sys_payments');
let env: NodeJS.ProcessEnv;
let payments: PaymentStandIn;
let running: RunningService<BillingDatabase>;
let token: string;
const userId = randomUUID();

beforeAll(async () => {
  const keys = await testTokenKeys();
  const port = await freePort();
  payments = await startPaymentStandIn({ LOCAL_BILLING_INTERVAL_SECONDS: '0' }, `http://127.0.0.1:${port}${STRIPE_WEBHOOK_PATH}`);
  env = testServiceEnv('sys_payments', bus.prefix, { PORT: String(port), JWKS_URL: UNUSED_JWKS_URL, ...payments.billingEnv });
  running = await startService({ ...billingService(), verificationKeys: keys.verificationKeys }, env);
  token = await keys.sign({ userId, expiresIn: 60 * 60 });
});
afterAll(async () => {
  await running?.close();
  await payments?.simulator.close();
  await dropDatabase(env.DATABASE_URL!);
  await bus.removeStreams();
});

const api = (method: string, path: string, body?: unknown) => apiOf(running.url)(method, path, { token, body });
const simulator = () => apiOf(payments.simulator.url);
const purchase = (paymentMethodId: string) => api('POST', '/api/subscription/purchase', purchasePayload({ paymentMethodId }));

describe('the local payment simulator as billing has it from npm start', () => {
  it('is started only without a Stripe key and never in production', async () => {
    expect(await paymentStandInFor({ STRIPE_SECRET_KEY: 'sk_test_real_key' }, false, 'http://127.0.0.1:9/hook')).toBeUndefined();
    expect(await paymentStandInFor({}, true, 'http://127.0.0.1:9/hook')).toBeUndefined();
  });

  it('is Stripe to billing: a test key and the simulator as STRIPE_API_URL', () => {
    expect(payments.billingEnv).toMatchObject({ STRIPE_SECRET_KEY: expect.stringMatching(/^sk_test_/), STRIPE_API_URL: payments.simulator.url });
  });

  it('sells the plans at its own prices and offers the default promotion codes', async () => {
    const { body: plans } = await api('GET', '/api/subscription/plans');
    expect(plans.map((p: { priceId: string }) => p.priceId)).toEqual([LOCAL_PRICE_IDS.StandardMonthly, LOCAL_PRICE_IDS.StandardYearly]);
    expect((await api('POST', '/api/subscription/validatePromotionCode', { code: 'SAVE10' })).body).toMatchObject({ isValid: true, amountOff: 1000 });
    expect((await api('POST', '/api/subscription/validatePromotionCode', { code: 'HALF' })).body).toMatchObject({ isValid: true, percentOff: 50 });
    expect((await api('POST', '/api/subscription/validatePromotionCode', { code: 'EXPIRED20' })).body).toMatchObject({ isValid: false });
  });

  it('declines the declining test card and sells with the Visa test card; its webhooks reach billing', async () => {
    expect(await purchase('pm_card_chargeDeclined')).toMatchObject({ status: 400, body: { Details: 'Your card was declined.' } });
    const { status, body } = await purchase('pm_card_visa');
    expect(status).toBe(200);
    expect(body).toMatchObject({ isActive: true, stripeStatus: 'active', priceName: 'StandardMonthly' });
    // customer.subscription.created and invoice.paid, posted signed to billing's webhook path.
    await waitFor(async () => (await running.runtime.db.selectFrom('stripe_events').select('id').execute()).length >= 2);
  });

  it('renews through its developer endpoint: the paid renewal moves the expiration forward', async () => {
    const { body: state } = await simulator()('GET', '/_simulator');
    const [subscription] = state.subscriptions;
    expect(subscription).toMatchObject({ status: 'active', metadata: { userId } });
    const { status, body } = await simulator()('POST', `/_simulator/subscriptions/${subscription.id}/renew?outcome=paid`);
    expect(status).toBe(200);
    expect(body.map((d: { type: string; status: number }) => [d.type, d.status])).toEqual([
      ['invoice.paid', 200],
      ['customer.subscription.updated', 200],
    ]);
    const { body: after } = await simulator()('GET', '/_simulator');
    const renewedUntil = after.subscriptions[0].current_period_end;
    expect(Date.parse(renewedUntil) - Date.parse(subscription.current_period_end)).toBeGreaterThan(27 * 86_400_000);
    const events = await running.runtime.store.readStream(`subscription-${subscription.metadata.subscriptionId}`);
    expect(events.at(-1)).toMatchObject({ type: 'InvoicePaid', data: { stripeExpiration: renewedUntil, isActive: true } });
  });
});
