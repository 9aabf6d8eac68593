import { z } from 'zod';
import { email, optionalText, requiredText, uuid } from './fields.js';
import { Messages } from './messages.js';

/** Spec 01 §9: the plans. Amounts in cents. */
/** Where Stripe (or the local payment stand-in) posts its signed webhook events. */
export const STRIPE_WEBHOOK_PATH = '/api/billing/stripeWebhook';

export const PriceName = z.enum(['StandardMonthly', 'StandardYearly']);
export type PriceName = z.infer<typeof PriceName>;

export const Plan = z.object({
  priceName: PriceName,
  displayName: z.string(),
  amount: z.number().int(),
  currency: z.literal('usd'),
  interval: z.enum(['month', 'year']),
  description: z.string(),
});
export type Plan = z.infer<typeof Plan>;

export const Plans: readonly Plan[] = [
  { priceName: 'StandardMonthly', displayName: 'Standard Monthly', amount: 3980, currency: 'usd', interval: 'month', description: 'No long-term commitment. Cancel any time.' },
  { priceName: 'StandardYearly', displayName: 'Standard Yearly', amount: 39800, currency: 'usd', interval: 'year', description: 'Save almost $80/year.' },
];

/** GET /api/subscription/plans: a plan with the Stripe price it is sold at (from configuration). */
export const PlanOffer = Plan.extend({ priceId: z.string() });
export type PlanOffer = z.infer<typeof PlanOffer>;

/** POST /api/subscription/validatePromotionCode */
export const ValidatePromotionCodeRequest = z.object({ code: requiredText({ max: 64 }) });
export const PromotionCodeValidation = z.object({
  isValid: z.boolean(),
  code: z.string(),
  id: z.string().nullable(),
  /** Cents off (the web shows amountOff / 100 as dollars) or null. */
  amountOff: z.number().nullable(),
  percentOff: z.number().nullable(),
});
export type PromotionCodeValidation = z.infer<typeof PromotionCodeValidation>;

const billingAddress = {
  line1: requiredText({ max: 200 }),
  line2: optionalText({ max: 200 }),
  city: requiredText({ max: 100 }),
  state: optionalText({ max: 100 }),
  country: optionalText({ max: 2 }),
};

/**
 * POST /api/subscription/purchase (spec 01 §3). The postal code is accepted as `postalCode` or
 * `postal_code` (the spec gives both readings).
 */
export const PurchaseRequest = z
  .object({
    paymentMethodId: requiredText({ max: 255 }),
    promotionCodeId: optionalText({ max: 255 }),
    priceName: PriceName,
    firstName: requiredText({ max: 100 }),
    lastName: requiredText({ max: 100 }),
    ...billingAddress,
    postalCode: optionalText({ max: 20 }),
    postal_code: optionalText({ max: 20 }),
  })
  .transform(({ postal_code, ...rest }) => ({ ...rest, postalCode: rest.postalCode || postal_code || null }))
  .refine((p) => !!p.postalCode, { message: 'This field is required', path: ['postalCode'] });
export type PurchaseRequest = z.infer<typeof PurchaseRequest>;

/** POST /api/subscription/updatePaymentMethod (spec 02 §7). */
export const UpdatePaymentMethodRequest = z
  .object({
    subscriptionId: uuid(),
    paymentMethodId: requiredText({ max: 255 }),
    name: requiredText({ max: 200 }),
    ...billingAddress,
    postalCode: optionalText({ max: 20 }),
    postal_code: optionalText({ max: 20 }),
  })
  .transform(({ postal_code, ...rest }) => ({ ...rest, postalCode: rest.postalCode || postal_code || null }))
  .refine((p) => !!p.postalCode, { message: 'This field is required', path: ['postalCode'] });
export type UpdatePaymentMethodRequest = z.infer<typeof UpdatePaymentMethodRequest>;

export const CancelSubscriptionRequest = z.object({ subscriptionId: uuid() });

/** POST /api/subscription/changePlan (issue 36): switch between monthly and yearly while the subscription runs. */
export const ChangePlanRequest = z.object({ subscriptionId: uuid(), priceName: PriceName });
export type ChangePlanRequest = z.infer<typeof ChangePlanRequest>;

/**
 * GET /api/subscription/{id}/invoices (issue 36): the subscription's invoices at Stripe, newest first: the
 * date, the amount (cents), Stripe's status (paid, open, void, uncollectible), the PDF, and the promotion
 * code that took something off.
 */
export const Invoice = z.object({
  id: z.string(),
  number: z.string().nullable(),
  created: z.string(),
  /** Cents charged (after discounts). */
  total: z.number().int(),
  /** Cents paid so far. */
  amountPaid: z.number().int(),
  currency: z.string(),
  status: z.string().nullable(),
  /** Why Stripe made it: subscription_create, subscription_cycle (a renewal), subscription_update (a change of plan). */
  billingReason: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  /** Cents the promotion code took off, and the code as the subscriber typed it. */
  discount: z.number().int(),
  promotionCode: z.string().nullable(),
});
export type Invoice = z.infer<typeof Invoice>;

/** The subscription as the subscriber sees it (spec 02 §3). */
export const SubscriptionSummary = z.object({
  id: z.string(),
  displayName: z.string(),
  priceName: PriceName.nullable(),
  isActive: z.boolean(),
  stripeStatus: z.string().nullable(),
  stripeExpiration: z.string().nullable(),
  isEnterprise: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummary>;

/** GET /api/subscriptionUser?includes=subscription&filter=applicationUserId = "..." */
export const SubscriptionUser = z.object({
  id: z.string(),
  applicationUserId: z.string(),
  subscriptionId: z.string(),
  subscription: SubscriptionSummary.optional(),
});
export type SubscriptionUser = z.infer<typeof SubscriptionUser>;

/** GET /api/subscription/{id}/stripeDetails (spec 02 §3 billing details). */
export const BillingDetails = z.object({
  last4: z.string().nullable(),
  expMonth: z.number().nullable(),
  expYear: z.number().nullable(),
  name: z.string().nullable(),
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
});
export type BillingDetails = z.infer<typeof BillingDetails>;

/** Whose a card subscription is (issue 36): the purchaser's account, name and address; null fields once erased. */
export const SubscriptionOwner = z.object({
  applicationUserId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type SubscriptionOwner = z.infer<typeof SubscriptionOwner>;

/** Admin view and editor (spec 01 §2 subscription editor); `concurrencyCheck` guards stale saves. */
export const Subscription = z.object({
  id: z.string(),
  displayName: z.string(),
  priceName: PriceName.nullable(),
  isActive: z.boolean(),
  isEnterprise: z.boolean(),
  stripeExpiration: z.string().nullable(),
  stripeStatus: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  stripePriceId: z.string().nullable(),
  stripePromotionCodeId: z.string().nullable(),
  created: z.string(),
  concurrencyCheck: z.number().int(),
  /** The card subscription's purchaser (null for an enterprise one, whose members are listed apart). */
  owner: SubscriptionOwner.nullable().optional(),
});
export type Subscription = z.infer<typeof Subscription>;

export const SubscriptionEdit = z.object({
  displayName: requiredText({ max: 200 }),
  stripeExpiration: z.iso.datetime({ offset: true }).nullable().or(z.iso.date()).nullable(),
  stripeStatus: optionalText({ max: 50 }),
  stripeSubscriptionId: optionalText({ max: 255 }),
  stripeCustomerId: optionalText({ max: 255 }),
  stripePriceId: optionalText({ max: 255 }),
  stripePromotionCodeId: optionalText({ max: 255 }),
  concurrencyCheck: z.number({ error: Messages.required }).int(),
});
export type SubscriptionEdit = z.infer<typeof SubscriptionEdit>;

/** Enterprise subscriptions (sold by contact): created by a site admin, members added by email. */
export const CreateEnterpriseSubscriptionRequest = z.object({
  displayName: requiredText({ max: 200 }),
  expiration: z.iso.date({ error: 'Please enter a valid date' }),
});
export const AddEnterpriseMemberRequest = z.object({ email: email() });
export const EnterpriseMember = z.object({
  id: z.string(),
  subscriptionId: z.string(),
  email: z.string().nullable(),
  applicationUserId: z.string().nullable(),
  added: z.string(),
});
export type EnterpriseMember = z.infer<typeof EnterpriseMember>;
