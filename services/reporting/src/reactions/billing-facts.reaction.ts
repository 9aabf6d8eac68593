import { sql } from 'kysely';
import { BillingEvents, SubscriptionState } from '@app/contracts';
import { subscriptionColumnsOf, type EventHandlerDefinition } from '@app/platform';
import type { ReportingDatabase } from '../reporting-database.js';
import { countFact, Metric } from '../stats/stat-counts.js';

export const BILLING_FACTS_HANDLER = 'reporting-billing-facts';

const MemberAdded = BillingEvents.EnterpriseMemberAdded;
const MemberLinked = BillingEvents.EnterpriseMemberLinked.pick({ memberId: true, userId: true });
const MemberRemoved = BillingEvents.EnterpriseMemberRemoved.pick({ memberId: true });

/**
 * Billing's events -> each subscription as its latest event left it (every subscription event carries
 * that state), counted once when first seen; who uses it; an enterprise's members (the email opened
 * for the exports).
 */
export const billingFactsReaction: EventHandlerDefinition<ReportingDatabase> = {
  name: BILLING_FACTS_HANDLER,
  source: 'billing',
  types: Object.keys(BillingEvents).filter((type) => type !== 'PurchaseDeclined' && type !== 'PaymentMethodUpdated'),
  opens: ['email'],
  async handle(event, trx) {
    const at = event.metadata.occurredAt;
    if (event.type === 'EnterpriseMemberAdded') {
      const { memberId, subscriptionId, email } = MemberAdded.parse(event.data);
      await trx
        .insertInto('stat_enterprise_members')
        .values({ id: memberId, subscription_id: subscriptionId, email, user_id: null, removed: false })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    const state = SubscriptionState.parse(event.data);
    const row = { ...subscriptionColumnsOf(state), user_ids: JSON.stringify(state.userIds) };
    const saved = await trx
      .insertInto('stat_subscriptions')
      .values({ id: state.subscriptionId, ...row, created: at })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .returning(sql<boolean>`xmax = 0`.as('inserted'))
      .executeTakeFirstOrThrow();
    if (saved.inserted) await countFact(trx, Metric.subscriptions, at);
    for (const userId of state.userIds) {
      await trx
        .insertInto('stat_subscribers')
        .values({ id: userId, subscription_id: state.subscriptionId, last_activity: null })
        .onConflict((oc) => oc.column('id').doUpdateSet({ subscription_id: state.subscriptionId }))
        .execute();
    }
    if (event.type === 'EnterpriseMemberLinked') {
      const { memberId, userId } = MemberLinked.parse(event.data);
      await trx.updateTable('stat_enterprise_members').set({ user_id: userId }).where('id', '=', memberId).execute();
    } else if (event.type === 'EnterpriseMemberRemoved') {
      const { memberId } = MemberRemoved.parse(event.data);
      await trx.updateTable('stat_enterprise_members').set({ removed: true }).where('id', '=', memberId).execute();
    }
  },
};
