import { createHash } from 'node:crypto';
import type { BillingEventData, BillingEventType, SubscriptionState } from '@app/contracts';

/**
 * The subscription aggregate (stream `subscription-<uuid>`): a card subscription (one per purchaser,
 * renewed in place) or an enterprise one (sold by contact, shared by its members). Every event that
 * changes what a subscriber may do carries the `SubscriptionState` after it; `evolve` takes it over.
 */
export type SubscriptionEvent = { [K in BillingEventType]: { type: K; data: BillingEventData<K> } }[BillingEventType];

export const subscriptionStreamId = (subscriptionId: string) => `subscription-${subscriptionId}`;

/** A name-based UUID (version 5 layout over SHA-256): the same input always gives the same id. */
export function derivedUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The purchaser's card subscription id. Derived from the user, so every purchase of one user (and
 * two simultaneous ones) lands on one stream: renewals happen in place.
 */
export const cardSubscriptionIdOf = (userId: string) => derivedUuid('card-subscription', userId);

/** The id of a (subscription, user) row of GET /api/subscriptionUser. */
export const subscriptionUserIdOf = (subscriptionId: string, userId: string) => derivedUuid('subscription-user', subscriptionId, userId);

export interface EnterpriseMemberState {
  memberId: string;
  /** Null once the person was erased. */
  email: string | null;
  userId: string | null;
}

export interface SubscriptionAggregate {
  /** The public state, as the last state-carrying event left it (null: no subscription yet). */
  snapshot: SubscriptionState | null;
  purchaserId: string | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  stripePriceId: string | null;
  stripePromotionCodeId: string | null;
  /** The current Stripe subscription has ended (deleted at Stripe): its later events change nothing. */
  stripeEnded: boolean;
  /** Card purchases so far (the first one and each renewal). */
  purchases: number;
  /** The latest purchase's fingerprint: the same request again is answered, not charged. */
  lastPurchaseFingerprint: string | null;
  /** Payment method changes so far (part of their idempotency keys). */
  paymentMethodUpdates: number;
  /** Changes of plan so far (part of their idempotency keys). */
  planChanges: number;
  /** Current enterprise members by member id (removed ones are gone). */
  members: Record<string, EnterpriseMemberState>;
}

export const initialState = (): SubscriptionAggregate => ({
  snapshot: null,
  purchaserId: null,
  stripeCustomerId: null,
  stripeSubscriptionId: null,
  stripePriceId: null,
  stripePromotionCodeId: null,
  stripeEnded: false,
  purchases: 0,
  lastPurchaseFingerprint: null,
  paymentMethodUpdates: 0,
  planChanges: 0,
  members: {},
});

/** The SubscriptionState fields of an event's data (the data may carry more). */
export function snapshotOf(data: SubscriptionState): SubscriptionState {
  const { subscriptionId, displayName, priceName, isEnterprise, stripeStatus, stripeExpiration, isActive, userIds } = data;
  return { subscriptionId, displayName, priceName, isEnterprise, stripeStatus, stripeExpiration, isActive, userIds: [...userIds] };
}

type StripeRecord = SubscriptionState & Pick<SubscriptionAggregate, 'stripeCustomerId' | 'stripeSubscriptionId' | 'stripePriceId' | 'stripePromotionCodeId'>;

/** An event that records the Stripe ids (a purchase, an admin's edit): they and the state it carries replace the aggregate's. */
function recording(state: SubscriptionAggregate, data: StripeRecord): SubscriptionAggregate {
  const { stripeCustomerId, stripeSubscriptionId, stripePriceId, stripePromotionCodeId } = data;
  return { ...state, snapshot: snapshotOf(data), stripeCustomerId, stripeSubscriptionId, stripePriceId, stripePromotionCodeId };
}

export function evolve(state: SubscriptionAggregate, event: SubscriptionEvent): SubscriptionAggregate {
  switch (event.type) {
    case 'SubscriptionPurchased': {
      const d = event.data;
      return { ...recording(state, d), purchaserId: d.userId, stripeEnded: false, purchases: state.purchases + 1, lastPurchaseFingerprint: d.purchaseFingerprint ?? null };
    }
    case 'PurchaseDeclined':
      return {
        ...state,
        purchaserId: state.purchaserId ?? event.data.userId,
        stripeCustomerId: event.data.stripeCustomerId ?? state.stripeCustomerId,
      };
    case 'SubscriptionEdited': {
      const { stripeSubscriptionId } = event.data;
      // A Stripe subscription that ended stays ended unless the admin recorded another.
      return { ...recording(state, event.data), stripeEnded: state.stripeEnded && stripeSubscriptionId === state.stripeSubscriptionId };
    }
    case 'SubscriptionDeleted':
      return { ...state, snapshot: snapshotOf(event.data), stripeEnded: true };
    case 'SubscriptionPlanChanged':
      return { ...state, snapshot: snapshotOf(event.data), stripePriceId: event.data.stripePriceId, planChanges: state.planChanges + 1 };
    case 'PaymentMethodUpdated':
      return { ...state, paymentMethodUpdates: state.paymentMethodUpdates + 1 };
    case 'EnterpriseMemberAdded': {
      const { memberId, email } = event.data;
      return { ...state, members: { ...state.members, [memberId]: { memberId, email, userId: null } } };
    }
    case 'EnterpriseMemberLinked': {
      const { memberId, userId } = event.data;
      const member = state.members[memberId];
      const members = member ? { ...state.members, [memberId]: { ...member, userId } } : state.members;
      return { ...state, snapshot: snapshotOf(event.data), members };
    }
    case 'EnterpriseMemberRemoved': {
      const { [event.data.memberId]: _removed, ...members } = state.members;
      return { ...state, snapshot: snapshotOf(event.data), members };
    }
    case 'InvoicePaid':
    case 'PaymentFailed':
    case 'SubscriptionUpdated':
    case 'SubscriptionCanceled':
    case 'SubscriptionExpired':
    case 'EnterpriseSubscriptionCreated':
      return { ...state, snapshot: snapshotOf(event.data) };
  }
}

/** Active while the paid period (plus the grace for collecting a renewal) has not ended. */
export function activeAt(expiration: string | null, now: Date, graceMs: number): boolean {
  return expiration !== null && Date.parse(expiration) + graceMs > now.getTime();
}

/** Stripe statuses after which a subscription gives no access, whatever its period end. */
export const ENDED_STATUSES: readonly string[] = ['canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused'];

/** Our status for a Stripe subscription: one set to end at its period end reads `canceled` (spec 02 §4). */
export const statusOf = (stripeStatus: string, cancelAtPeriodEnd: boolean) => (cancelAtPeriodEnd ? 'canceled' : stripeStatus);

export const laterOf = (a: string | null, b: string | null): string | null => {
  if (a === null) return b;
  if (b === null) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
};
