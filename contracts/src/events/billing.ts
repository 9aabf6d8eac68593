import { z } from 'zod';
import { BillingDetails, PriceName } from '../billing.js';
import type { PersonalDataMap } from './personal-data.js';

/**
 * Events of the billing service (stream `subscription-<id>`). Each subscription event carries the
 * subscription's state after it (`SubscriptionState`), so another service's projection of "is this
 * subscriber active" needs nothing else.
 */
export const SubscriptionState = z.object({
  subscriptionId: z.string(),
  displayName: z.string(),
  priceName: PriceName.nullable(),
  isEnterprise: z.boolean(),
  stripeStatus: z.string().nullable(),
  /** ISO instant the paid period ends; active while in the future and not expired. */
  stripeExpiration: z.string().nullable(),
  isActive: z.boolean(),
  /** The users sharing it: the purchaser, or an enterprise's linked members. */
  userIds: z.array(z.string()),
});
export type SubscriptionState = z.infer<typeof SubscriptionState>;

export const BillingEvents = {
  /** A card purchase (or a renewal after expiry/cancellation) went through. */
  SubscriptionPurchased: SubscriptionState.extend({
    userId: z.string(),
    /** The purchaser's name as given at purchase (personal: sealed with the user's key; null once erased; absent in older events). */
    firstName: z.string().nullable().optional(),
    lastName: z.string().nullable().optional(),
    renewal: z.boolean(),
    stripeCustomerId: z.string(),
    stripeSubscriptionId: z.string(),
    stripePriceId: z.string(),
    stripePromotionCodeId: z.string().nullable(),
    /** What the first invoice charged, in cents (after the promotion's discount). Billing always sets it. */
    amountPaid: z.number().int().nullable().optional(),
    /** Hash of the purchaser and the purchase payload: a retried request is recognised by it. Billing always sets it. */
    purchaseFingerprint: z.string().optional(),
  }),
  PurchaseDeclined: z.object({
    subscriptionId: z.string(),
    userId: z.string(),
    message: z.string(),
    /** The card provider's code (card_declined, expired_card, ...). */
    code: z.string().nullable(),
    /** The Stripe customer made for the attempt, reused by the next one. */
    stripeCustomerId: z.string().nullable(),
  }),
  /**
   * `billingReason`: Stripe's (`subscription_create`, `subscription_cycle` for a renewal, `subscription_update`
   * for a change of plan); absent in events before issue 36.
   */
  InvoicePaid: SubscriptionState.extend({ stripeEventId: z.string(), stripeInvoiceId: z.string(), amountPaid: z.number(), billingReason: z.string().nullable().optional() }),
  PaymentFailed: SubscriptionState.extend({ stripeEventId: z.string(), stripeInvoiceId: z.string(), message: z.string().nullable() }),
  SubscriptionUpdated: SubscriptionState.extend({ stripeEventId: z.string().nullable(), cancelAtPeriodEnd: z.boolean() }),
  SubscriptionCanceled: SubscriptionState.extend({ canceledBy: z.string().nullable() }),
  SubscriptionDeleted: SubscriptionState.extend({ stripeEventId: z.string() }),
  SubscriptionExpired: SubscriptionState,
  /**
   * The subscriber switched between monthly and yearly while the subscription runs (issue 36): Stripe prorated
   * the unused time and the new period starts now (`stripeExpiration` is its end).
   */
  SubscriptionPlanChanged: SubscriptionState.extend({ userId: z.string(), stripePriceId: z.string(), previousPriceName: PriceName.nullable() }),
  PaymentMethodUpdated: BillingDetails.extend({ subscriptionId: z.string(), userId: z.string() }),
  SubscriptionEdited: SubscriptionState.extend({
    stripeSubscriptionId: z.string().nullable(),
    stripeCustomerId: z.string().nullable(),
    stripePriceId: z.string().nullable(),
    stripePromotionCodeId: z.string().nullable(),
  }),
  EnterpriseSubscriptionCreated: SubscriptionState.extend({ createdBy: z.string() }),
  /** Identity answers with EnterpriseMemberLinked once the member has an account. */
  EnterpriseMemberAdded: z.object({ subscriptionId: z.string(), memberId: z.string(), email: z.string() }),
  /** `otherActiveSubscription`: the removed user still has an active subscription of their own (they stay a subscriber). */
  EnterpriseMemberRemoved: SubscriptionState.extend({ memberId: z.string(), removedUserId: z.string().nullable(), otherActiveSubscription: z.boolean().default(false) }),
  EnterpriseMemberLinked: SubscriptionState.extend({ memberId: z.string(), userId: z.string() }),
} as const;

export type BillingEventType = keyof typeof BillingEvents;
export type BillingEventData<K extends BillingEventType> = z.infer<(typeof BillingEvents)[K]>;

/** Billing details are the purchaser's; a member's email is the member's (memberId is their key). */
export const billingPersonalData: PersonalDataMap = {
  SubscriptionPurchased: { subject: 'userId', fields: ['firstName', 'lastName'] },
  PaymentMethodUpdated: { subject: 'userId', fields: ['name', 'line1', 'line2', 'city', 'state', 'postalCode'] },
  EnterpriseMemberAdded: { subject: 'memberId', fields: ['email'] },
};
