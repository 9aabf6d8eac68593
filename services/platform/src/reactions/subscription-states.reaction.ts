import type { Kysely } from 'kysely';
import { BillingEvents, SubscriptionState, type BillingEventType } from '@app/contracts';
import type { BusMessage } from '../bus/bus-message.js';
import type { EventHandlerDefinition } from '../bus/consumer.js';
import type { PlatformDatabase } from '../db/platform-database.js';

/** Billing's events whose data is the subscription's state after them: every one that names the state's users. */
export const SUBSCRIPTION_STATE_EVENTS = (Object.keys(BillingEvents) as BillingEventType[]).filter((type) => 'userIds' in BillingEvents[type].shape);

/** The columns of a subscription's state every service's copy of it keeps. */
export const subscriptionColumnsOf = (state: SubscriptionState) => ({
  display_name: state.displayName,
  price_name: state.priceName,
  is_enterprise: state.isEnterprise,
  is_active: state.isActive,
  stripe_status: state.stripeStatus,
});

/** A row of a service's copy of billing's subscriptions: the subscription's id and the columns above. */
export type SubscriptionStateColumns = { id: string } & ReturnType<typeof subscriptionColumnsOf>;

/**
 * Billing's subscription states, each as its latest event left it (every state event carries the whole
 * state): `keep` writes this service's copy, in the consumer's transaction.
 */
export function subscriptionStatesReaction<Db extends PlatformDatabase>(
  name: string,
  keep: (state: SubscriptionState, event: BusMessage, trx: Kysely<Db>) => Promise<void>,
): EventHandlerDefinition<Db> {
  return {
    name,
    source: 'billing',
    types: SUBSCRIPTION_STATE_EVENTS,
    opens: [],
    async handle(event, trx) {
      await keep(SubscriptionState.parse(event.data), event, trx);
    },
  };
}
