import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EnterpriseMember, Subscription } from '@app/contracts';
import { DomainError, type AppendContext, type Principal } from '@app/platform';
import { SubscriptionCommands } from '../subscription.commands.js';
import { BillingMessages } from '../subscription.decide.js';
import { SubscriptionQuery, toSubscription } from '../subscription.query.js';
import { endOfDayOrInstant } from '../subscription-rules.js';

/**
 * Enterprise subscriptions, sold by contact: a site admin creates one (name and last day) and adds
 * members by email. Identity makes or finds each member's account and answers with
 * EnterpriseMembershipLinked; from then the member is one of the subscription's users. Removing a
 * member ends their access at once.
 */
@Injectable()
export class EnterpriseHandler {
  constructor(
    private readonly commands: SubscriptionCommands,
    private readonly subscriptions: SubscriptionQuery,
  ) {}

  async create(admin: Principal, displayName: string, expiration: string, context: AppendContext): Promise<Subscription> {
    const subscriptionId = randomUUID();
    await this.commands.handle(
      subscriptionId,
      { type: 'CreateEnterprise', subscriptionId, displayName, expiration: endOfDayOrInstant(expiration), createdBy: admin.id, ...this.commands.timing() },
      { context },
    );
    return toSubscription(await this.subscriptions.get(subscriptionId));
  }

  async addMember(subscriptionId: string, email: string, context: AppendContext): Promise<EnterpriseMember> {
    await this.subscriptions.get(subscriptionId);
    const memberId = randomUUID();
    await this.commands.handle(subscriptionId, { type: 'AddMember', memberId, email }, { retries: 3, context });
    const member = (await this.subscriptions.members(subscriptionId)).find((m) => m.id === memberId);
    if (!member) throw new DomainError(404, BillingMessages.memberNotFound);
    return member;
  }

  async members(subscriptionId: string): Promise<EnterpriseMember[]> {
    await this.subscriptions.get(subscriptionId);
    return this.subscriptions.members(subscriptionId);
  }

  async removeMember(subscriptionId: string, memberId: string, context: AppendContext): Promise<void> {
    await this.subscriptions.get(subscriptionId);
    await this.commands.handle(
      subscriptionId,
      async (state) => {
        // A member who also pays for a card subscription of their own stays a subscriber (identity reads this).
        const userId = state.members[memberId]?.userId ?? null;
        const otherActiveSubscription = userId !== null && (await this.subscriptions.otherActiveSubscription(userId, subscriptionId));
        return { type: 'RemoveMember', memberId, otherActiveSubscription };
      },
      { retries: 3, context },
    );
  }
}
