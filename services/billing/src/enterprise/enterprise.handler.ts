import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EnterpriseMember, Subscription } from '@app/contracts';
import { DomainError, PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import { endOfDayOrInstant } from '../admin/subscription-admin.handler.js';
import { Clock } from '../clock.js';
import { BillingSettings } from '../config.js';
import { subscriptionStreamId } from '../subscriptions/subscription.js';
import { BillingMessages, subscriptionDecider } from '../subscriptions/subscription.decide.js';
import { SubscriptionQueries, toSubscription } from '../subscriptions/subscription.query.js';
import type { BillingDatabase } from '../billing-database.js';

/**
 * Enterprise subscriptions, sold by contact: a site admin creates one (name and last day) and adds
 * members by email. Identity makes or finds each member's account and answers with
 * EnterpriseMembershipLinked; from then the member is one of the subscription's users. Removing a
 * member ends their access at once.
 */
@Injectable()
export class EnterpriseHandler {
  constructor(
    private readonly runtime: PlatformRuntime<BillingDatabase>,
    private readonly settings: BillingSettings,
    private readonly clock: Clock,
    private readonly queries: SubscriptionQueries,
  ) {}

  async create(admin: Principal, displayName: string, expiration: string, context: AppendContext): Promise<Subscription> {
    const subscriptionId = randomUUID();
    await this.runtime.commands.handle(
      subscriptionStreamId(subscriptionId),
      { type: 'CreateEnterprise', subscriptionId, displayName, expiration: endOfDayOrInstant(expiration), createdBy: admin.id, now: this.clock.now(), graceMs: this.settings.graceMs },
      subscriptionDecider,
      { context },
    );
    return toSubscription(await this.queries.get(subscriptionId));
  }

  async addMember(subscriptionId: string, email: string, context: AppendContext): Promise<EnterpriseMember> {
    await this.queries.get(subscriptionId);
    const memberId = randomUUID();
    await this.runtime.commands.handle(subscriptionStreamId(subscriptionId), { type: 'AddMember', memberId, email }, subscriptionDecider, { retries: 3, context });
    const member = (await this.queries.members(subscriptionId)).find((m) => m.id === memberId);
    if (!member) throw new DomainError(404, BillingMessages.memberNotFound);
    return member;
  }

  async members(subscriptionId: string): Promise<EnterpriseMember[]> {
    await this.queries.get(subscriptionId);
    return this.queries.members(subscriptionId);
  }

  async removeMember(subscriptionId: string, memberId: string, context: AppendContext): Promise<void> {
    await this.queries.get(subscriptionId);
    await this.runtime.commands.handle(
      subscriptionStreamId(subscriptionId),
      async (state) => {
        // A member who also pays for a card subscription of their own stays a subscriber (identity reads this).
        const userId = state.members[memberId]?.userId ?? null;
        const otherActiveSubscription = userId !== null && (await this.queries.otherActiveSubscription(userId, subscriptionId));
        return { type: 'RemoveMember', memberId, otherActiveSubscription };
      },
      subscriptionDecider,
      { retries: 3, context },
    );
  }
}
