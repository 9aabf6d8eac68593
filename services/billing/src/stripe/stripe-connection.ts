import { randomBytes } from 'node:crypto';
import type { OnModuleDestroy } from '@nestjs/common';
import Stripe from 'stripe';
import { Plans, type PriceName } from '@app/contracts';
import type { Logger } from '@app/platform';
import type { Clock } from '../clock.js';
import { assertStripeSettings, type BillingConfig } from '../config.js';
import { PaymentSimulator } from '../payment-simulator/payment-simulator.js';
import { parsePromotionCodeSeeds } from '../payment-simulator/promotion-code-seeds.js';

export const STRIPE_WEBHOOK_PATH = '/api/billing/stripeWebhook';

/** The prices the simulator sells when no Stripe prices are configured. */
export const LOCAL_PRICE_IDS: Readonly<Record<PriceName, string>> = {
  StandardMonthly: 'price_local_standard_monthly',
  StandardYearly: 'price_local_standard_yearly',
};

/**
 * The `stripe` SDK client billing talks through, with the configured prices and webhook secret.
 * Without STRIPE_SECRET_KEY it starts the local payment simulator on 127.0.0.1 and points the same
 * SDK at it (`host`/`port`/`protocol: 'http'`, a dummy key): one code path either way. A Nest
 * provider: closing the app stops the simulator.
 */
export class StripeConnection implements OnModuleDestroy {
  private constructor(
    readonly stripe: Stripe,
    readonly prices: Readonly<Record<PriceName, string>>,
    readonly webhookSecret: string,
    readonly webhookToleranceSeconds: number,
    /** Set when running on the local simulator. */
    readonly simulator: PaymentSimulator | undefined,
  ) {}

  static async open(config: BillingConfig, clock: Clock, logger: Logger): Promise<StripeConnection> {
    assertStripeSettings(config);
    const common = { maxNetworkRetries: config.STRIPE_MAX_NETWORK_RETRIES, timeout: config.STRIPE_TIMEOUT_MS, telemetry: false, appInfo: { name: 'mitigation-billing' } };
    if (config.STRIPE_SECRET_KEY) {
      const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
      const target = api
        ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol === 'http:' ? ('http' as const) : ('https' as const) }
        : {};
      const stripe = new Stripe(config.STRIPE_SECRET_KEY, { ...common, ...target });
      const prices = { StandardMonthly: config.STRIPE_PRICE_STANDARD_MONTHLY!, StandardYearly: config.STRIPE_PRICE_STANDARD_YEARLY! };
      logger.info({ api: api?.origin ?? 'https://api.stripe.com' }, 'billing: Stripe');
      return new StripeConnection(stripe, prices, config.STRIPE_WEBHOOK_SECRET!, config.STRIPE_WEBHOOK_TOLERANCE_SECONDS, undefined);
    }

    const prices = {
      StandardMonthly: config.STRIPE_PRICE_STANDARD_MONTHLY ?? LOCAL_PRICE_IDS.StandardMonthly,
      StandardYearly: config.STRIPE_PRICE_STANDARD_YEARLY ?? LOCAL_PRICE_IDS.StandardYearly,
    };
    const webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? `whsec_local_${randomBytes(24).toString('hex')}`;
    const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
    const simulator = await PaymentSimulator.start({
      clock,
      prices: Plans.map((plan) => ({ id: prices[plan.priceName], amount: plan.amount, interval: plan.interval, nickname: plan.displayName })),
      promotionCodes: parsePromotionCodeSeeds(config.LOCAL_PROMOTION_CODES),
      webhookSecret,
      // With a fixed port the service's webhook address is known now; otherwise the starter sets it.
      webhookUrl: config.PORT ? `http://${host}:${config.PORT}${STRIPE_WEBHOOK_PATH}` : undefined,
      port: config.LOCAL_STRIPE_PORT,
      responseDelayMs: config.LOCAL_STRIPE_DELAY_MS,
      billingIntervalMs: config.LOCAL_BILLING_INTERVAL_SECONDS * 1000,
      logger,
    });
    const stripe = new Stripe('sk_test_local_payment_simulator', { ...common, ...simulator.sdkConfig() });
    logger.info({ simulator: simulator.url, dev: `${simulator.url}/_simulator` }, 'billing: no STRIPE_SECRET_KEY, payments go to the local payment simulator');
    return new StripeConnection(stripe, prices, webhookSecret, config.STRIPE_WEBHOOK_TOLERANCE_SECONDS, simulator);
  }

  priceNameOf(priceId: string | null): PriceName | null {
    const found = (Object.entries(this.prices) as [PriceName, string][]).find(([, id]) => id === priceId);
    return found ? found[0] : null;
  }

  async onModuleDestroy(): Promise<void> {
    await this.simulator?.close();
  }
}
