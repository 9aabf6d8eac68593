/** Billing talks to Stripe, or to a stand-in the starter gives it as Stripe: it never starts one itself. */
import { dropDatabase, startService } from '@app/platform';
import { testBus, testServiceEnv, UNUSED_JWKS_URL } from '@app/platform/testing';
import { billingService } from '../billing.service.js';

const bus = testBus('stripe_settings');
const base = testServiceEnv('stripe_settings', bus.prefix, { JWKS_URL: UNUSED_JWKS_URL });
afterAll(async () => {
  await dropDatabase(base.DATABASE_URL!);
  await bus.removeStreams();
});

describe('the Stripe settings', () => {
  it('are required: without STRIPE_SECRET_KEY billing refuses to start (npm start gives it the payment simulator as Stripe)', async () => {
    await expect(startService(billingService(), base)).rejects.toThrow('STRIPE_SECRET_KEY required (`npm start` without one runs billing on its local payment simulator)');
    await expect(startService(billingService(), { ...base, NODE_ENV: 'production' })).rejects.toThrow('STRIPE_SECRET_KEY required in production');
  });

  it('refuses a key without webhook secret or prices, and a stand-in of Stripe in production', async () => {
    await expect(startService(billingService(), { ...base, STRIPE_SECRET_KEY: 'sk_test_123456' })).rejects.toThrow(
      'STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_STANDARD_MONTHLY, STRIPE_PRICE_STANDARD_YEARLY required with STRIPE_SECRET_KEY',
    );
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_live_123456',
      STRIPE_WEBHOOK_SECRET: 'whsec_123456',
      STRIPE_PRICE_STANDARD_MONTHLY: 'price_m',
      STRIPE_PRICE_STANDARD_YEARLY: 'price_y',
    };
    await expect(startService(billingService(), { ...base, ...stripe, NODE_ENV: 'production', STRIPE_API_URL: 'http://127.0.0.1:9' })).rejects.toThrow(
      'STRIPE_API_URL (a stand-in of Stripe) is not allowed in production',
    );
  });
});
