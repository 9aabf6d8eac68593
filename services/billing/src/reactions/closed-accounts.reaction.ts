import { accountClosedReaction, type PlatformRuntime } from '@app/platform';
import type { BillingDatabase } from '../billing-database.js';
import { CLOSED_ACCOUNTS_QUEUE, type ClosedAccount } from '../subscriptions/closed-accounts/closed-accounts.job.js';

export const CLOSED_ACCOUNTS_HANDLER = 'billing-closed-accounts';

/**
 * Identity's `AccountClosed` (issue 36) -> a job, queued in the consumer's transaction (its id the event's, so a
 * redelivery queues nothing more): Stripe is never called inside a transaction.
 */
export const closedAccountsReaction = (runtime: PlatformRuntime<BillingDatabase>) =>
  accountClosedReaction<BillingDatabase>(CLOSED_ACCOUNTS_HANDLER, async (userId, event, trx) => {
    const job: ClosedAccount = { userId, causationEventId: event.metadata.eventId, correlationId: event.metadata.correlationId };
    await runtime.jobs.enqueue(CLOSED_ACCOUNTS_QUEUE, job, { trx, id: event.metadata.eventId });
  });
