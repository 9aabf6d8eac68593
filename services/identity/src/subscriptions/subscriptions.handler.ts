import { SubscriptionState, type BillingEventType } from '@app/contracts';
import type { EventHandlerDefinition } from '@app/platform';
import type { IdentityDatabase } from '../identity-database.js';

export const SUBSCRIPTIONS_HANDLER = 'identity-subscriptions';

/** Billing's events that carry a subscription's state after them. */
export const SUBSCRIPTION_STATE_EVENTS = [
  'SubscriptionPurchased',
  'SubscriptionUpdated',
  'SubscriptionCanceled',
  'SubscriptionDeleted',
  'SubscriptionExpired',
  'SubscriptionPlanChanged',
  'SubscriptionEdited',
  'EnterpriseSubscriptionCreated',
  'EnterpriseMemberRemoved',
  'EnterpriseMemberLinked',
] as const satisfies readonly BillingEventType[];

/**
 * Billing's subscription states -> `subscriptions` (issue 36, item 14): what `GET /api/applicationUser/{id}` answers
 * as a client's subscriber's subscription with the `Client.SubscriptionUser.Subscription` include. Each event carries
 * the whole state, so the latest one wins; `created` is when identity first saw it.
 */
export const subscriptionsHandler: EventHandlerDefinition<IdentityDatabase> = {
  name: SUBSCRIPTIONS_HANDLER,
  source: 'billing',
  types: SUBSCRIPTION_STATE_EVENTS,
  opens: [],
  async handle(event, trx) {
    const state = SubscriptionState.parse(event.data);
    const row = {
      display_name: state.displayName,
      price_name: state.priceName,
      is_enterprise: state.isEnterprise,
      is_active: state.isActive,
      stripe_status: state.stripeStatus,
      stripe_expiration: state.stripeExpiration,
      user_ids: state.userIds,
    };
    await trx
      .insertInto('subscriptions')
      .values({ id: state.subscriptionId, ...row, created: event.metadata.occurredAt })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
  },
};
