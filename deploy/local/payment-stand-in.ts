import { randomBytes } from 'node:crypto';
import { Plans, type PriceName } from '@app/contracts';
import { parsePromotionCodeSeeds, PaymentSimulator, systemClock, type Clock, type StandInLogger } from '@app/stand-ins';

/** The prices the simulator sells unless STRIPE_PRICE_STANDARD_* name others. */
export const LOCAL_PRICE_IDS: Readonly<Record<PriceName, string>> = {
  StandardMonthly: 'price_local_standard_monthly',
  StandardYearly: 'price_local_standard_yearly',
};

const DEFAULT_PROMOTION_CODES = 'SAVE10:$10,HALF:50%,EXPIRED20:20%:expired,RETIRED5:$5:inactive';

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > max) throw new Error(`Invalid configuration: ${name} must be a whole number from 0 to ${max}`);
  return value;
}

export interface PaymentStandIn {
  simulator: PaymentSimulator;
  /** What billing gets to use the simulator as Stripe (the same code path as with Stripe). */
  billingEnv: Record<string, string>;
}

/**
 * A local run without STRIPE_SECRET_KEY pays on the payment simulator; never in production (billing
 * then refuses to start without a key) and never beside a real key.
 */
export async function paymentStandInFor(env: NodeJS.ProcessEnv, production: boolean, webhookUrl: string, logger?: StandInLogger): Promise<PaymentStandIn | undefined> {
  if (env.STRIPE_SECRET_KEY || production) return undefined;
  return startPaymentStandIn(env, webhookUrl, logger);
}

/**
 * The payment simulator, started here on 127.0.0.1 and given to billing as Stripe: a test key,
 * STRIPE_API_URL, the webhook secret and the prices. Its webhooks go to `webhookUrl` (billing's).
 * LOCAL_STRIPE_PORT (0: any), LOCAL_PROMOTION_CODES, LOCAL_STRIPE_DELAY_MS and
 * LOCAL_BILLING_INTERVAL_SECONDS (60; 0: never) set it up.
 */
export async function startPaymentStandIn(env: NodeJS.ProcessEnv, webhookUrl: string | undefined, logger?: StandInLogger, clock: Clock = systemClock): Promise<PaymentStandIn> {
  const prices: Record<PriceName, string> = {
    StandardMonthly: env.STRIPE_PRICE_STANDARD_MONTHLY || LOCAL_PRICE_IDS.StandardMonthly,
    StandardYearly: env.STRIPE_PRICE_STANDARD_YEARLY || LOCAL_PRICE_IDS.StandardYearly,
  };
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || `whsec_local_${randomBytes(24).toString('hex')}`;
  const simulator = await PaymentSimulator.start({
    clock,
    prices: Plans.map((plan) => ({ id: prices[plan.priceName], amount: plan.amount, interval: plan.interval, nickname: plan.displayName })),
    promotionCodes: parsePromotionCodeSeeds(env.LOCAL_PROMOTION_CODES ?? DEFAULT_PROMOTION_CODES),
    webhookSecret,
    webhookUrl,
    port: whole(env, 'LOCAL_STRIPE_PORT', 0, 65_535),
    responseDelayMs: whole(env, 'LOCAL_STRIPE_DELAY_MS', 0, 60_000),
    billingIntervalMs: whole(env, 'LOCAL_BILLING_INTERVAL_SECONDS', 60, 31_536_000) * 1000,
    logger,
  });
  return {
    simulator,
    billingEnv: {
      STRIPE_SECRET_KEY: 'sk_test_local_payment_simulator',
      STRIPE_API_URL: simulator.url,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_STANDARD_MONTHLY: prices.StandardMonthly,
      STRIPE_PRICE_STANDARD_YEARLY: prices.StandardYearly,
    },
  };
}
