import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PlatformRuntime } from '@app/platform';
import { Clock } from '../clock.js';
import { BillingSettings } from '../config.js';
import { subscriptionStreamId } from '../subscriptions/subscription.js';
import { subscriptionDecider } from '../subscriptions/subscription.decide.js';
import { SubscriptionQueries } from '../subscriptions/subscription.query.js';

/**
 * Every EXPIRY_JOB_INTERVAL_SECONDS: subscriptions still active whose paid period ended (card ones
 * after EXPIRY_GRACE_HOURS more, while Stripe collects the renewal) get SubscriptionExpired, so
 * `isActive` is right even when no webhook comes. The decider checks each one again on its stream:
 * a renewal paid meanwhile keeps it active.
 */
@Injectable()
export class ExpiryJob implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly runtime: PlatformRuntime,
    private readonly settings: BillingSettings,
    private readonly clock: Clock,
    private readonly queries: SubscriptionQueries,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), this.settings.config.EXPIRY_JOB_INTERVAL_SECONDS * 1000);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One pass unless one is under way; resolves to the number of subscriptions expired. */
  tick(): Promise<number> {
    this.running ??= this.runOnce().finally(() => (this.running = undefined));
    return this.running;
  }

  private async runOnce(): Promise<number> {
    let expired = 0;
    try {
      const now = this.clock.now();
      for (const subscriptionId of await this.queries.dueForExpiry(now, this.settings.graceMs)) {
        try {
          const { events } = await this.runtime.commands.handle(
            subscriptionStreamId(subscriptionId),
            { type: 'Expire', now, graceMs: this.settings.graceMs },
            subscriptionDecider,
            { retries: 3 },
          );
          expired += events.length;
        } catch (error) {
          this.runtime.logger.warn({ subscriptionId, err: (error as Error).message }, 'billing: expiry failed, retried next pass');
        }
      }
      if (expired > 0) this.runtime.logger.info({ expired }, 'billing: subscriptions expired');
    } catch (error) {
      this.runtime.logger.warn({ err: (error as Error).message }, 'billing: expiry pass failed');
    }
    return expired;
  }
}
