import { subscriptionColumnsOf, subscriptionStatesReaction } from '@app/platform';
import type { IdentityDatabase } from '../identity-database.js';

export const SUBSCRIPTIONS_HANDLER = 'identity-subscriptions';

/**
 * Billing's subscription states -> `subscriptions` (issue 36, item 14): what `GET /api/applicationUser/{id}` answers
 * as a client's subscriber's subscription with the `Client.SubscriptionUser.Subscription` include. Each event carries
 * the whole state, so the latest one wins; `created` is when identity first saw it.
 */
export const subscriptionsReaction = subscriptionStatesReaction<IdentityDatabase>(SUBSCRIPTIONS_HANDLER, async (state, event, trx) => {
  const row = { ...subscriptionColumnsOf(state), stripe_expiration: state.stripeExpiration, user_ids: state.userIds };
  await trx
    .insertInto('subscriptions')
    .values({ id: state.subscriptionId, ...row, created: event.metadata.occurredAt })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
});
