import { IdentityEvents } from '@app/contracts';
import { causedBy, type EventHandlerDefinition } from '@app/platform';
import type { BillingDatabase } from '../billing-database.js';
import type { SubscriptionCommands } from '../subscriptions/subscription.commands.js';

export const MEMBERSHIP_LINKED_HANDLER = 'billing-enterprise-membership-linked';

/**
 * Identity's `EnterpriseMembershipLinked` (its answer to EnterpriseMemberAdded): the member's account
 * becomes one of the subscription's users (EnterpriseMemberLinked), so GET /api/subscriptionUser
 * shows it. A member removed meanwhile, or linked already, changes nothing.
 */
export function membershipLinkedReaction(commands: SubscriptionCommands): EventHandlerDefinition<BillingDatabase> {
  return {
    name: MEMBERSHIP_LINKED_HANDLER,
    source: 'identity',
    types: ['EnterpriseMembershipLinked'],
    opens: [],
    async handle(event, trx) {
      const { userId, subscriptionId, memberId } = IdentityEvents.EnterpriseMembershipLinked.parse(event.data);
      await commands.handle(
        subscriptionId,
        { type: 'LinkMember', memberId, userId },
        {
          trx,
          context: causedBy(event),
        },
      );
    },
  };
}
