import { z } from 'zod';
import { AttemptLimitSettingsSchema, optionalSetting, type PlatformConfig } from '@app/platform';

/** Billing's settings on top of the platform's (all from the environment, validated at start-up). */
export const BillingConfigSchema = z.object({
  /** Stripe's secret key (required; `npm start` sets a test key for its local payment simulator when none is set). */
  STRIPE_SECRET_KEY: optionalSetting(z.string().min(8)),
  /** Only for stand-ins of Stripe's REST API (tests, `npm start`'s payment simulator): replaces https://api.stripe.com. */
  STRIPE_API_URL: optionalSetting(z.string().url()),
  /** Signing secret of the webhook endpoint (whsec_...). Required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: optionalSetting(z.string().min(8)),
  /** Seconds a webhook's signature timestamp may be off (Stripe's replay protection). */
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** The Stripe prices of the plans (price_...). Required with STRIPE_SECRET_KEY. */
  STRIPE_PRICE_STANDARD_MONTHLY: optionalSetting(z.string().min(3)),
  STRIPE_PRICE_STANDARD_YEARLY: optionalSetting(z.string().min(3)),
  /** Network retries of the Stripe SDK (each retry sends the same idempotency key). */
  STRIPE_MAX_NETWORK_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  /**
   * Seconds a purchase attempt keeps the user's other purchases out (409) before it counts as
   * abandoned (its process died). Must exceed the longest Stripe call (see `longestStripeCallMs`).
   */
  PURCHASE_ATTEMPT_EXPIRY_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
  /** When the expiry job looks for subscriptions whose paid period ended: a cron expression (UTC), every minute by default. */
  EXPIRY_JOB_CRON: z.string().trim().min(1).default('* * * * *'),
  /**
   * Hours a card subscription stays active after its period end while Stripe collects the renewal
   * (Stripe charges about an hour after the period starts and retries failed payments).
   */
  EXPIRY_GRACE_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(24),
  /** Limits on promotion code validations (per user and client address, per user, per address). */
  ...AttemptLimitSettingsSchema.shape,
});
export type BillingConfig = PlatformConfig & z.infer<typeof BillingConfigSchema>;

/** The longest one Stripe call can take: every try times out, with the SDK's wait (at most 5 s) before each retry. */
const longestStripeCallMs = (config: BillingConfig) => (config.STRIPE_TIMEOUT_MS + 5_000) * (config.STRIPE_MAX_NETWORK_RETRIES + 1);
const purchaseAttemptMs = (config: BillingConfig) => config.PURCHASE_ATTEMPT_EXPIRY_SECONDS * 1000;

/**
 * Stripe (or a stand-in of it at STRIPE_API_URL) needs a secret key, the webhook secret and both prices.
 * A purchase attempt outlasts any one Stripe call (the charge is only sent while one fits).
 */
export function assertStripeSettings(config: BillingConfig): void {
  if (purchaseAttemptMs(config) <= longestStripeCallMs(config)) {
    throw new Error('Invalid configuration: PURCHASE_ATTEMPT_EXPIRY_SECONDS must exceed (STRIPE_TIMEOUT_MS + 5 s) × (STRIPE_MAX_NETWORK_RETRIES + 1)');
  }
  if (!config.STRIPE_SECRET_KEY) {
    if (config.NODE_ENV === 'production') throw new Error('Invalid configuration: STRIPE_SECRET_KEY required in production');
    throw new Error('Invalid configuration: STRIPE_SECRET_KEY required (`npm start` without one runs billing on its local payment simulator)');
  }
  const missing = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_STANDARD_MONTHLY', 'STRIPE_PRICE_STANDARD_YEARLY'] as const).filter((name) => !config[name]);
  if (missing.length > 0) throw new Error(`Invalid configuration: ${missing.join(', ')} required with STRIPE_SECRET_KEY`);
  // The secret key goes wherever STRIPE_API_URL points: in production only to Stripe itself.
  if (config.NODE_ENV === 'production' && config.STRIPE_API_URL) {
    throw new Error('Invalid configuration: STRIPE_API_URL (a stand-in of Stripe) is not allowed in production');
  }
}

/** The validated configuration, injectable in Nest by this class. */
export class BillingSettings {
  constructor(readonly config: BillingConfig) {}

  get graceMs(): number {
    return this.config.EXPIRY_GRACE_HOURS * 3_600_000;
  }

  get purchaseAttemptMs(): number {
    return purchaseAttemptMs(this.config);
  }

  get longestStripeCallMs(): number {
    return longestStripeCallMs(this.config);
  }
}
