import { SCHEDULED_PASS, type JobQueueDefinition, type PlatformRuntime } from '@app/platform';
import type { BillingDatabase } from '../../billing-database.js';
import type { BillingSettings } from '../../config.js';
import type { SubscriptionCommands } from '../subscription.commands.js';
import { SubscriptionQuery } from '../subscription.query.js';

export const EXPIRY_QUEUE = 'subscription-expiry';

/**
 * On the EXPIRY_JOB_CRON schedule (pg-boss: one pass per occurrence however many billing instances
 * run, never two at once): subscriptions still active whose paid period ended (card ones after
 * EXPIRY_GRACE_HOURS more, while Stripe collects the renewal) get SubscriptionExpired, so `isActive`
 * is right even when no webhook comes. The decider checks each one again on its stream: a renewal
 * paid meanwhile keeps it active. A subscription that fails is left for the next pass.
 */
export function expiryQueue(runtime: PlatformRuntime<BillingDatabase>, commands: SubscriptionCommands, settings: BillingSettings): JobQueueDefinition {
  const subscriptions = new SubscriptionQuery(runtime);
  return {
    name: EXPIRY_QUEUE,
    schedule: settings.config.EXPIRY_JOB_CRON,
    ...SCHEDULED_PASS,
    async work() {
      const timing = commands.timing();
      let expired = 0;
      for (const subscriptionId of await subscriptions.dueForExpiry(timing.now, timing.graceMs)) {
        try {
          const { events } = await commands.handle(subscriptionId, { type: 'Expire', ...timing }, { retries: 3 });
          expired += events.length;
        } catch (error) {
          runtime.logger.warn({ subscriptionId, err: (error as Error).message }, 'billing: expiry failed, retried next pass');
        }
      }
      if (expired > 0) runtime.logger.info({ expired }, 'billing: subscriptions expired');
    },
  };
}
