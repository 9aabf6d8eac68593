import { Roles } from '@app/contracts';
import type { JobQueueDefinition, PlatformRuntime } from '@app/platform';
import type { BillingDatabase } from '../../billing-database.js';
import type { StripeConnection } from '../../stripe/stripe-connection.js';
import { CancelHandler } from '../cancel/cancel.handler.js';
import type { SubscriptionCommands } from '../subscription.commands.js';

export const CLOSED_ACCOUNTS_QUEUE = 'closed-account-cancel';

/** A closed account whose card subscriptions are to stop renewing, with the event that closed it. */
export interface ClosedAccount {
  userId: string;
  causationEventId: string;
  correlationId: string;
}

/**
 * The job: each card subscription the closed account holds stops renewing as the subscriber's own Cancel would
 * (Stripe's `cancel_at_period_end`, `SubscriptionCanceled`), so nothing is charged again; an enterprise
 * subscription is the firm's and stays. Retried on a failure (Stripe down); cancelling twice changes nothing.
 */
export function closedAccountsQueue(runtime: PlatformRuntime<BillingDatabase>, commands: SubscriptionCommands, connection: StripeConnection): JobQueueDefinition<ClosedAccount> {
  const cancel = new CancelHandler(commands, connection);
  return {
    name: CLOSED_ACCOUNTS_QUEUE,
    concurrency: 1,
    attempts: 6,
    retryDelaySeconds: 30,
    maxRetryDelaySeconds: 15 * 60,
    timeoutSeconds: 5 * 60,
    async work({ userId, causationEventId, correlationId }) {
      const held = await runtime.db
        .selectFrom('subscriptions as s')
        .innerJoin('subscription_users as su', 'su.subscription_id', 's.id')
        .select('s.id')
        .where('su.application_user_id', '=', userId)
        .where('s.is_enterprise', '=', false)
        .execute();
      const owner = { id: userId, userName: '', roles: [Roles.Subscriber] };
      for (const { id } of held) await cancel.cancel(owner, id, { actorUserId: userId, causationId: causationEventId, correlationId });
    },
  };
}
