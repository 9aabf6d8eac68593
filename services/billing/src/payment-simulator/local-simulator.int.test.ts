/**
 * Without STRIPE_SECRET_KEY the service runs on its own payment simulator, through the same SDK and
 * code path: this is what `npm start` gets.
 */
import { generateKeyPair, exportJWK, createLocalJWKSet, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { TokenClaims } from '@app/contracts';
import { dropDatabase, startService, type RunningService } from '@app/platform';
import { freePort, testBus, testServiceEnv, waitFor } from '@app/platform/testing';
import { billingService } from '../billing.service-definition.js';
import { TestClock } from '../clock.js';
import { LOCAL_PRICE_IDS, StripeConnection } from '../stripe/stripe-connection.js';
import { apiOf, purchasePayload } from '../testing/billing-test-kit.js';

const bus = testBus('localsim');
const clock = new TestClock();
let env: NodeJS.ProcessEnv;
let running: RunningService;
let token: string;
let simulatorUrl: string;
const userId = randomUUID();

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'local', alg: 'ES256' };
  env = testServiceEnv('localsim', bus.prefix, { PORT: String(await freePort()), JWKS_URL: 'http://127.0.0.1:9/jwks', LOCAL_BILLING_INTERVAL_SECONDS: '0' });
  running = await startService({ ...billingService({ clock }), verificationKeys: async () => createLocalJWKSet({ keys: [jwk] }) }, env);
  simulatorUrl = running.app.get(StripeConnection).simulator!.url;
  token = await new SignJWT({ name: 'local@example.test', roles: [], use: 'access' })
    .setProtectedHeader({ alg: 'ES256', kid: 'local' })
    .setSubject(userId)
    .setIssuer(TokenClaims.issuer)
    .setAudience(TokenClaims.audience)
    .setExpirationTime('1h')
    .sign(privateKey);
});
afterAll(async () => {
  await running.close();
  await dropDatabase(env.DATABASE_URL!);
  await bus.removeStreams();
});

const api = (method: string, path: string, body?: unknown) => apiOf(running.url)(method, path, { token, body });

describe('the local payment simulator', () => {
  it('sells the plans at its own prices and offers the default promotion codes', async () => {
    const { body: plans } = await api('GET', '/api/subscription/plans');
    expect(plans.map((p: { priceId: string }) => p.priceId)).toEqual([LOCAL_PRICE_IDS.StandardMonthly, LOCAL_PRICE_IDS.StandardYearly]);
    expect((await api('POST', '/api/subscription/validatePromotionCode', { code: 'SAVE10' })).body).toMatchObject({ isValid: true, amountOff: 1000 });
    expect((await api('POST', '/api/subscription/validatePromotionCode', { code: 'HALF' })).body).toMatchObject({ isValid: true, percentOff: 50 });
    expect((await api('POST', '/api/subscription/validatePromotionCode', { code: 'EXPIRED20' })).body).toMatchObject({ isValid: false });
  });

  it('declines the declining test card and sells with the Visa test card; its own webhooks reach the service', async () => {
    expect(await api('POST', '/api/subscription/purchase', purchasePayload({ paymentMethodId: 'pm_card_chargeDeclined' }))).toMatchObject({ status: 400, body: { Details: 'Your card was declined.' } });
    const { status, body } = await api('POST', '/api/subscription/purchase', purchasePayload());
    expect(status).toBe(200);
    expect(body).toMatchObject({ isActive: true, stripeStatus: 'active', priceName: 'StandardMonthly' });
    // customer.subscription.created and invoice.paid, posted signed to the service's webhook path.
    await waitFor(async () => (await running.runtime.db.selectFrom('stripe_events').select('id').execute()).length >= 2);
  });

  it('renews through its developer endpoint: the paid renewal moves the expiration forward', async () => {
    const { body: state } = await apiOf(simulatorUrl)('GET', '/_simulator');
    const [subscription] = state.subscriptions;
    expect(subscription).toMatchObject({ status: 'active', metadata: { userId } });
    clock.advance(31 * 86_400_000);
    const { status, body } = await apiOf(simulatorUrl)('POST', `/_simulator/subscriptions/${subscription.id}/renew?outcome=paid`);
    expect(status).toBe(200);
    expect(body.map((d: { type: string; status: number }) => [d.type, d.status])).toEqual([
      ['invoice.paid', 200],
      ['customer.subscription.updated', 200],
    ]);
    const { body: after } = await apiOf(simulatorUrl)('GET', '/_simulator');
    const renewedUntil = after.subscriptions[0].current_period_end;
    expect(Date.parse(renewedUntil) - Date.parse(subscription.current_period_end)).toBeGreaterThan(27 * 86_400_000);
    const events = await running.runtime.store.readStream(`subscription-${subscription.metadata.subscriptionId}`);
    expect(events.at(-1)).toMatchObject({ type: 'InvoicePaid', data: { stripeExpiration: renewedUntil, isActive: true } });
  });
});

describe('configuration', () => {
  it('refuses to start in production without Stripe or with a stand-in of Stripe, and with Stripe but no webhook secret or prices', async () => {
    const base = testServiceEnv('localsim_cfg', bus.prefix, { JWKS_URL: 'http://127.0.0.1:9/jwks' });
    await expect(startService(billingService(), { ...base, NODE_ENV: 'production' })).rejects.toThrow('STRIPE_SECRET_KEY required in production');
    await expect(startService(billingService(), { ...base, STRIPE_SECRET_KEY: 'sk_test_123456' })).rejects.toThrow(
      'STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_STANDARD_MONTHLY, STRIPE_PRICE_STANDARD_YEARLY required with STRIPE_SECRET_KEY',
    );
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_123456', STRIPE_WEBHOOK_SECRET: 'whsec_123456', STRIPE_PRICE_STANDARD_MONTHLY: 'price_m', STRIPE_PRICE_STANDARD_YEARLY: 'price_y' };
    await expect(startService(billingService(), { ...base, ...stripe, NODE_ENV: 'production', STRIPE_API_URL: 'http://127.0.0.1:9' })).rejects.toThrow(
      'STRIPE_API_URL (a stand-in of Stripe) is not allowed in production',
    );
    await dropDatabase(base.DATABASE_URL!);
  });
});

describe('closing', () => {
  it('stops the simulator with the service', async () => {
    expect((await fetch(`${simulatorUrl}/_simulator`)).status).toBe(200);
    await running.close();
    await expect(fetch(`${simulatorUrl}/_simulator`)).rejects.toThrow();
  });
});
