import { sql, type Kysely } from 'kysely';
import { BillingEvents, type BillingEventData, type BillingEventType } from '@app/contracts';
import type { Projection, StoredEvent } from '@app/platform';
import { snapshotOf, subscriptionUserIdOf } from './subscription.js';

/** Row of the `subscriptions` read model (admin list and editor, subscriber summaries). */
export interface SubscriptionRow {
  id: string;
  display_name: string;
  price_name: string | null;
  is_active: boolean;
  is_enterprise: boolean;
  stripe_status: string | null;
  stripe_expiration: Date | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  stripe_price_id: string | null;
  stripe_promotion_code_id: string | null;
  created: Date;
  /** The stream's version: the editor's concurrencyCheck. */
  version: number;
}

export interface SubscriptionUserRow {
  id: string;
  subscription_id: string;
  application_user_id: string;
  created: Date;
}

export interface EnterpriseMemberRow {
  id: string;
  subscription_id: string;
  email: string | null;
  application_user_id: string | null;
  added: Date;
}

export interface BillingTables {
  subscriptions: SubscriptionRow;
  subscription_users: SubscriptionUserRow;
  enterprise_members: EnterpriseMemberRow;
  stripe_events: { id: string; type: string; subscription_id: string | null; received_at: Date };
}

/** Events that carry the SubscriptionState after them. */
const STATE_EVENTS: readonly BillingEventType[] = [
  'SubscriptionPurchased',
  'InvoicePaid',
  'PaymentFailed',
  'SubscriptionUpdated',
  'SubscriptionCanceled',
  'SubscriptionDeleted',
  'SubscriptionExpired',
  'SubscriptionEdited',
  'EnterpriseSubscriptionCreated',
  'EnterpriseMemberRemoved',
  'EnterpriseMemberLinked',
];

const data = <K extends BillingEventType>(event: StoredEvent, _type: K) => event.data as BillingEventData<K>;

/**
 * Inline projection of the subscription streams: `subscriptions` (one row per subscription, from the
 * state each event carries), `subscription_users` (who shares it: exactly the state's `userIds`) and
 * `enterprise_members`. Every event moves the row's `version` to the stream's.
 */
export const subscriptionProjection: Projection = {
  name: 'subscriptions',
  handles: Object.keys(BillingEvents),
  async apply(event: StoredEvent, db: Kysely<any>) {
    const subscriptionId = String(event.data.subscriptionId);
    if (STATE_EVENTS.includes(event.type as BillingEventType)) {
      await upsertSubscription(event, db);
    } else {
      await db.updateTable('subscriptions').set({ version: event.version }).where('id', '=', subscriptionId).execute();
    }
    switch (event.type) {
      case 'EnterpriseMemberAdded': {
        const { memberId, email } = data(event, 'EnterpriseMemberAdded');
        await db.insertInto('enterprise_members').values({ id: memberId, subscription_id: subscriptionId, email, added: event.metadata.occurredAt }).execute();
        return;
      }
      case 'EnterpriseMemberLinked': {
        const { memberId, userId } = data(event, 'EnterpriseMemberLinked');
        await db.updateTable('enterprise_members').set({ application_user_id: userId }).where('id', '=', memberId).execute();
        return;
      }
      case 'EnterpriseMemberRemoved': {
        const { memberId } = data(event, 'EnterpriseMemberRemoved');
        await db.deleteFrom('enterprise_members').where('id', '=', memberId).execute();
        return;
      }
    }
  },
};

async function upsertSubscription(event: StoredEvent, db: Kysely<any>): Promise<void> {
  const state = snapshotOf(event.data as never);
  const stripeIds =
    event.type === 'SubscriptionPurchased' || event.type === 'SubscriptionEdited'
      ? {
          stripe_customer_id: event.data.stripeCustomerId ?? null,
          stripe_subscription_id: event.data.stripeSubscriptionId ?? null,
          stripe_price_id: event.data.stripePriceId ?? null,
          stripe_promotion_code_id: event.data.stripePromotionCodeId ?? null,
        }
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
