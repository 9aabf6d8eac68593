import { IdentityEvents } from '@app/contracts';
import type { EventHandlerDefinition, PlatformRuntime } from '@app/platform';
import type { BillingDatabase } from '../billing-database.js';
import { CLOSED_ACCOUNTS_QUEUE, type ClosedAccount } from '../subscriptions/closed-accounts/closed-accounts.job.js';

export const CLOSED_ACCOUNTS_HANDLER = 'billing-closed-accounts';

/**
 * Identity's `AccountClosed` (issue 36) -> a job, queued in the consumer's transaction (its id the event's, so a
 * redelivery queues nothing more): Stripe is never called inside a transaction.
 */
export function closedAccountsReaction(runtime: PlatformRuntime<BillingDatabase>): EventHandlerDefinition<BillingDatabase> {
  return {
    name: CLOSED_ACCOUNTS_HANDLER,
    source: 'identity',
    types: ['AccountClosed'],
    opens: [],
    async handle(event, trx) {
      const { userId } = IdentityEvents.AccountClosed.parse(event.data);
      const job: ClosedAccount = { userId, causationEventId: event.metadata.eventId, correlationId: event.metadata.correlationId };
      await runtime.jobs.enqueue(CLOSED_ACCOUNTS_QUEUE, job, { trx, id: event.metadata.eventId });
    },
  };
}

