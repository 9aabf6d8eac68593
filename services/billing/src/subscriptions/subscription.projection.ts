import { sql, type Kysely } from 'kysely';
import { BillingEvents, type BillingEventType } from '@app/contracts';
import { SUBSCRIPTION_STATE_EVENTS, type Projection, type StoredEventOf } from '@app/platform';
import { snapshotOf, subscriptionUserIdOf } from './subscription.js';
import type { BillingDatabase } from '../billing-database.js';

type BillingEvent = StoredEventOf<typeof BillingEvents>;

/**
 * Inline projection of the subscription streams: `subscriptions` (one row per subscription, from the
 * state each event carries), `subscription_users` (who shares it: exactly the state's `userIds`) and
 * `enterprise_members`. Every event moves the row's `version` to the stream's.
 */
export const subscriptionProjection: Projection<BillingEvent, BillingDatabase> = {
  name: 'subscriptions',
  handles: Object.keys(BillingEvents) as BillingEventType[],
  async apply(event, db) {
    const subscriptionId = String(event.data.subscriptionId);
    if (SUBSCRIPTION_STATE_EVENTS.includes(event.type)) {
      await upsertSubscription(event, db);
    } else {
      await db.updateTable('subscriptions').set({ version: event.version }).where('id', '=', subscriptionId).execute();
    }
    switch (event.type) {
      case 'EnterpriseMemberAdded': {
        const { memberId, email } = event.data;
        await db.insertInto('enterprise_members').values({ id: memberId, subscription_id: subscriptionId, email, added: event.metadata.occurredAt }).execute();
        return;
      }
      case 'EnterpriseMemberLinked': {
        const { memberId, userId } = event.data;
        await db.updateTable('enterprise_members').set({ application_user_id: userId }).where('id', '=', memberId).execute();
        return;
      }
      case 'EnterpriseMemberRemoved': {
        const { memberId } = event.data;
        await db.deleteFrom('enterprise_members').where('id', '=', memberId).execute();
        return;
      }
    }
  },
};

async function upsertSubscription(event: BillingEvent, db: Kysely<BillingDatabase>): Promise<void> {
  const state = snapshotOf(event.data as never);
  const stripeIds =
    event.type === 'SubscriptionPurchased' || event.type === 'SubscriptionEdited'
      ? {
          stripe_customer_id: event.data.stripeCustomerId ?? null,
          stripe_subscription_id: event.data.stripeSubscriptionId ?? null,
          stripe_price_id: event.data.stripePriceId ?? null,
          stripe_promotion_code_id: event.data.stripePromotionCodeId ?? null,
        }
      : event.type === 'SubscriptionPlanChanged'
        ? { stripe_price_id: event.data.stripePriceId }
        : {};
  const columns = {
    display_name: state.displayName,
    price_name: state.priceName,
    is_active: state.isActive,
    is_enterprise: state.isEnterprise,
    stripe_status: state.stripeStatus,
    stripe_expiration: state.stripeExpiration,
    version: event.version,
    ...stripeIds,
  };
  await db
    .insertInto('subscriptions')
    .values({ id: state.subscriptionId, created: event.metadata.occurredAt, ...columns })
    .onConflict((oc) => oc.column('id').doUpdateSet(columns))
    .execute();

  await db
    .deleteFrom('subscription_users')
    .where('subscription_id', '=', state.subscriptionId)
    .where(sql<boolean>`application_user_id::text <> ALL(${state.userIds}::text[])`)
    .execute();
  if (state.userIds.length > 0) {
    await db
      .insertInto('subscription_users')
      .values(
        state.userIds.map((userId) => ({
          id: subscriptionUserIdOf(state.subscriptionId, userId),
          subscription_id: state.subscriptionId,
          application_user_id: userId,
          created: event.metadata.occurredAt,
        })),
      )
      .onConflict((oc) => oc.columns(['subscription_id', 'application_user_id']).doNothing())
      .execute();
  }
}
