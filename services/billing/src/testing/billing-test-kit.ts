/**
 * Integration-test kit: the billing service as it runs, talking through the real `stripe` SDK to a
 * payment simulator the test owns (configured as Stripe: STRIPE_SECRET_KEY + STRIPE_API_URL), with
 * one TestClock shared by both. Access tokens are signed with platform's test key set, which billing
 * verifies (its `verificationKeys`). Optionally a stand-in service named 'identity' (platform's
 * `startStandInService`) whose events reach billing through the real relay, JetStream and identity's vault.
 */
import { randomUUID } from 'node:crypto';
import { identityPersonalData, Roles, type IdentityEventData, type IdentityEventType, type PriceName, type Role, STRIPE_WEBHOOK_PATH } from '@app/contracts';
import { parsePromotionCodeSeeds, PaymentSimulator } from '@app/stand-ins';
import { dropDatabase, startService, type RunningService, type StoredEvent } from '@app/platform';
import { apiOf, startStandInService, testBus, testServiceEnv, testTokenKeys, UNUSED_JWKS_URL, waitUntilConsumed, type TestEvent } from '@app/platform/testing';
import type { BillingDatabase } from '../billing-database.js';
import { billingService } from '../billing.service.js';
import { TestClock } from '../clock.js';
import { cardSubscriptionIdOf, subscriptionStreamId } from '../subscriptions/subscription.js';
import { purchasePayload } from './purchase-payload.js';

export const TEST_PRICES: Readonly<Record<PriceName, string>> = { StandardMonthly: 'price_test_monthly', StandardYearly: 'price_test_yearly' };
export const TEST_WEBHOOK_SECRET = `whsec_test_${'0123456789abcdef'.repeat(2)}`;
/** SAVE10 ($10 off), HALF (50% off), EXPIRED20 (expired), RETIRED5 (inactive). */
export const TEST_PROMOTION_CODES = 'SAVE10:$10,HALF:50%,EXPIRED20:20%:expired,RETIRED5:$5:inactive';

export interface TestUser {
  id: string;
  email: string;
  roles: Role[];
  token: string;
}

export type BillingHarness = Awaited<ReturnType<typeof startBilling>>;

interface BillingOptions {
  /** Also a stand-in 'identity' service, to put identity's events on the bus. */
  withIdentity?: boolean;
  env?: Record<string, string>;
}

/**
 * The harness of the tests of this file (or `describe` block): billing starts before them and
 * closes after them. Its fields are there from the first test on.
 */
export function billingForTests(label: string, options?: BillingOptions): BillingHarness {
  const harness = {} as BillingHarness;
  beforeAll(async () => {
    Object.assign(harness, await startBilling(label, options));
  });
  afterAll(() => harness.close());
  return harness;
}

export async function startBilling(label: string, { withIdentity = false, env: extraEnv = {} }: BillingOptions = {}) {
  const bus = testBus(label);
  const clock = new TestClock();
  const keys = await testTokenKeys();

  const simulator = await PaymentSimulator.start({
    clock,
    prices: [
      { id: TEST_PRICES.StandardMonthly, amount: 3980, interval: 'month', nickname: 'Standard Monthly' },
      { id: TEST_PRICES.StandardYearly, amount: 39800, interval: 'year', nickname: 'Standard Yearly' },
    ],
    promotionCodes: parsePromotionCodeSeeds(TEST_PROMOTION_CODES),
    webhookSecret: TEST_WEBHOOK_SECRET,
    autoWebhooks: false,
  });

  const identity = withIdentity ? await startStandInService('identity', identityPersonalData, `${label}_idn`, bus.prefix) : undefined;
  const env = testServiceEnv(`${label}_bil`, bus.prefix, {
    JWKS_URL: UNUSED_JWKS_URL,
    STRIPE_SECRET_KEY: 'sk_test_billing_kit',
    STRIPE_API_URL: simulator.url,
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_PRICE_STANDARD_MONTHLY: TEST_PRICES.StandardMonthly,
    STRIPE_PRICE_STANDARD_YEARLY: TEST_PRICES.StandardYearly,
    // No expiry pass but those a test runs (expiry.int.test.ts), short of New Year's midnight.
    EXPIRY_JOB_CRON: '0 0 1 1 *',
    ...extraEnv,
  });
  const definition = { ...billingService({ clock }), verificationKeys: keys.verificationKeys };
  let running: RunningService<BillingDatabase>;
  try {
    running = await startService(definition, env);
  } catch (error) {
    await identity?.close();
    await simulator.close();
    throw error;
  }
  simulator.webhookUrl = `${running.url}${STRIPE_WEBHOOK_PATH}`;
  const api = apiOf(running.url);

  const token = (user: { id: string; email: string; roles: Role[] }) => keys.sign({ userId: user.id, userName: user.email, roles: user.roles, expiresIn: 60 * 60 });

  async function user(roles: Role[] = [], labelOf = 'user'): Promise<TestUser> {
    const id = randomUUID();
    const email = `${labelOf}-${id.slice(0, 8)}@example.test`;
    return { id, email, roles, token: await token({ id, email, roles }) };
  }

  const harness = {
    bus,
    clock,
    simulator,
    running,
    env,
    api,
    token,
    /** A signed-in person with these roles (no account anywhere: billing only reads the token). */
    user,
    admin: () => user([Roles.SiteAdmin], 'admin'),

    purchase(buyer: TestUser, overrides: Record<string, unknown> = {}) {
      return api('POST', '/api/subscription/purchase', { token: buyer.token, body: purchasePayload(overrides) });
    },

    /** A signed-in user who bought a monthly subscription with a Visa card. */
    async subscriber(overrides: Record<string, unknown> = {}): Promise<TestUser & { subscriptionId: string }> {
      const buyer = await user([], 'subscriber');
      const answer = await harness.purchase(buyer, overrides);
      if (answer.status !== 200) throw new Error(`purchase failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return { ...buyer, roles: [Roles.Subscriber], token: await token({ ...buyer, roles: [Roles.Subscriber] }), subscriptionId: answer.body.id };
    },

    /** The user's card subscription as GET /api/subscriptionUser shows it to them. */
    async mySubscription(who: TestUser) {
      const { status, body } = await api('GET', `/api/subscriptionUser?includes=subscription&filter=${encodeURIComponent(`applicationUserId = "${who.id}"`)}`, {
        token: who.token,
      });
      if (status !== 200) throw new Error(`subscriptionUser failed: ${status} ${JSON.stringify(body)}`);
      return body as { id: string; applicationUserId: string; subscriptionId: string; subscription?: Record<string, any> }[];
    },

    cardSubscriptionIdOf,

    events(subscriptionId: string): Promise<TestEvent[]> {
      return running.runtime.store.readStream(subscriptionStreamId(subscriptionId));
    },

    async eventTypes(subscriptionId: string): Promise<string[]> {
      return (await harness.events(subscriptionId)).map((e) => e.type);
    },

    /** Posts a new Stripe event of `type` about `object` to the webhook endpoint, signed as Stripe signs it. */
    postStripeEvent(type: string, object: Record<string, unknown>) {
      return harness.postWebhook({ id: `evt_${randomUUID().replace(/-/g, '')}`, object: 'event', type, created: clock.unix(), livemode: false, data: { object } });
    },

    /** Posts `event` (a Stripe event object) to the webhook endpoint, signed as Stripe signs it unless told otherwise. */
    async postWebhook(event: Record<string, unknown>, options: { secret?: string; timestamp?: number; header?: string } = {}) {
      const { payload, header } = simulator.signed(event, options);
      return api('POST', STRIPE_WEBHOOK_PATH, { body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': options.header ?? header } });
    },

    async appendIdentityEvent<T extends IdentityEventType>(type: T, data: IdentityEventData<T>): Promise<StoredEvent> {
      if (!identity) throw new Error('Start the harness with { withIdentity: true }');
      return identity.append(`user-${(data as { userId: string }).userId}`, type, data);
    },

    /** Waits until identity's relay published `event` and billing's durable consumer `handler` acknowledged it. */
    waitUntilConsumed: (handler: string, event: StoredEvent) => waitUntilConsumed(bus.prefix, 'identity', handler, event),

    async close(): Promise<void> {
      await running.close();
      await identity?.close();
      await simulator.close();
      await dropDatabase(env.DATABASE_URL!);
      await bus.removeStreams();
    },
  };
  return harness;
}
