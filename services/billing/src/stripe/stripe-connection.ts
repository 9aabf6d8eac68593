import Stripe from 'stripe';
import type { PriceName } from '@app/contracts';
import type { Logger } from '@app/platform';
import { assertStripeSettings, type BillingConfig } from '../config.js';

/**
 * The `stripe` SDK client billing talks through, with the configured prices and webhook secret.
 * STRIPE_API_URL points the same SDK at a stand-in of Stripe (`host`/`port`/`protocol`): the tests'
 * and `npm start`'s payment simulator (@app/stand-ins), started by them, never by billing.
 */
export class StripeConnection {
  private constructor(
    readonly stripe: Stripe,
    readonly prices: Readonly<Record<PriceName, string>>,
    readonly webhookSecret: string,
    readonly webhookToleranceSeconds: number,
  ) {}

  static open(config: BillingConfig, logger: Logger): StripeConnection {
    assertStripeSettings(config);
    const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
    const target = api
      ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol === 'http:' ? ('http' as const) : ('https' as const) }
      : {};
    const stripe = new Stripe(config.STRIPE_SECRET_KEY!, {
      maxNetworkRetries: config.STRIPE_MAX_NETWORK_RETRIES,
      timeout: config.STRIPE_TIMEOUT_MS,
      telemetry: false,
      appInfo: { name: 'mitigation-billing' },
      ...target,
    });
    const prices = { StandardMonthly: config.STRIPE_PRICE_STANDARD_MONTHLY!, StandardYearly: config.STRIPE_PRICE_STANDARD_YEARLY! };
    logger.info({ api: api?.origin ?? 'https://api.stripe.com' }, 'billing: Stripe');
    return new StripeConnection(stripe, prices, config.STRIPE_WEBHOOK_SECRET!, config.STRIPE_WEBHOOK_TOLERANCE_SECONDS);
  }

  priceNameOf(priceId: string | null): PriceName | null {
    const found = (Object.entries(this.prices) as [PriceName, string][]).find(([, id]) => id === priceId);
    return found ? found[0] : null;
  }
}
