import { z } from 'zod';
import type { AttemptLimitSettings, PlatformConfig } from '@app/platform';

/** Clients' settings on top of the platform's (all from the environment, validated at start-up). */
export const ClientsConfigSchema = z.object({
  /** Where people open the web app; a client's link is `{PUBLIC_URL}/c/{short code}`, a supporter's `{PUBLIC_URL}/p/{short code}`. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  /**
   * Hours a card subscription still counts as active after its paid period while billing collects
   * the renewal: billing's EXPIRY_GRACE_HOURS (enterprise subscriptions end at their expiration).
   */
  SUBSCRIPTION_GRACE_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(24),
  /** Lookups by short code one client address may make within the window (guessing codes), per kind of link. */
  LANDING_LOOKUPS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  LANDING_LOOKUP_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
});
export type ClientsConfig = PlatformConfig & z.infer<typeof ClientsConfigSchema>;

/** The validated configuration, injectable in Nest by this class. */
export class ClientsSettings {
  constructor(readonly config: ClientsConfig) {}

  get graceMs(): number {
    return this.config.SUBSCRIPTION_GRACE_HOURS * 3_600_000;
  }

  shortCodeUrl(code: string): string {
    return `${this.publicUrl}/c/${code}`;
  }

  supporterShortCodeUrl(code: string): string {
    return `${this.publicUrl}/p/${code}`;
  }

  private get publicUrl(): string {
    return this.config.PUBLIC_URL.replace(/\/+$/, '');
  }

  /** Every lookup of a link's code counts once per address (the address is also the "account" of the limits). */
  get landingLimits(): AttemptLimitSettings {
    const perAddress = this.config.LANDING_LOOKUPS_PER_ADDRESS;
    return {
      RATE_LIMIT_WINDOW_SECONDS: this.config.LANDING_LOOKUP_WINDOW_SECONDS,
      RATE_LIMIT_PER_ACCOUNT_AND_ADDRESS: perAddress,
      RATE_LIMIT_PER_ACCOUNT: perAddress,
      RATE_LIMIT_PER_ADDRESS: perAddress,
    };
  }
}
