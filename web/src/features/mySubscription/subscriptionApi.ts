import type { BillingDetails, Invoice, Plan, PriceName, PromotionCodeValidation, SubscriptionSummary, SubscriptionUser } from '@app/contracts';
import { api } from '../../app/api';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';

/** The purchase payload as the form sends it (spec 01 §3; the postal code as `postalCode`). */
export interface PurchaseArgs {
  paymentMethodId: string;
  promotionCodeId: string | null;
  priceName: PriceName;
  firstName: string;
  lastName: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  postalCode: string;
  country: string | null;
}

export interface UpdatePaymentMethodArgs {
  subscriptionId: string;
  paymentMethodId: string;
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  postalCode: string;
}

/** The subscriber's subscription, or null when they have none. */
export type MySubscription = (SubscriptionSummary & { subscriptionUserId: string }) | null;

/** The billing service's subscription calls (contracts/src/billing.ts). */
export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<Plan[], void>({
      query: () => '/subscription/plans',
      providesTags: ['Plans'],
    }),
    validatePromotionCode: build.mutation<PromotionCodeValidation, { code: string }>({
      query: (body) => ({ url: '/subscription/validatePromotionCode', method: 'POST', body }),
    }),
    purchase: build.mutation<unknown, PurchaseArgs>({
      query: (body) => ({ url: '/subscription/purchase', method: 'POST', body }),
      invalidatesTags: ['Subscription', 'BillingDetails'],
    }),
    getMySubscription: build.query<MySubscription, string>({
      query: (applicationUserId) => ({
        url: '/subscriptionUser',
        params: { includes: 'subscription', filter: `applicationUserId = "${applicationUserId}"` },
      }),
      transformResponse: (rows: SubscriptionUser[]) => {
        const row = rows.find((r) => r.subscription) ?? null;
        return row?.subscription ? { ...row.subscription, subscriptionUserId: row.id } : null;
      },
      providesTags: ['Subscription'],
    }),
    getBillingDetails: build.query<BillingDetails, string>({
      query: (subscriptionId) => `/subscription/${encodeURIComponent(subscriptionId)}/stripeDetails`,
      providesTags: (_result, _error, id) => [{ type: 'BillingDetails', id }],
    }),
    cancelSubscription: build.mutation<unknown, { subscriptionId: string }>({
      query: (body) => ({ url: '/subscription/cancel', method: 'POST', body }),
      invalidatesTags: ['Subscription'],
    }),
    getInvoices: build.query<Invoice[], string>({
      query: (subscriptionId) => `/subscription/${encodeURIComponent(subscriptionId)}/invoices`,
      providesTags: (_result, _error, id) => [{ type: 'Invoices', id }],
    }),
    changePlan: build.mutation<unknown, { subscriptionId: string; priceName: PriceName }>({
      query: (body) => ({ url: '/subscription/changePlan', method: 'POST', body }),
      invalidatesTags: (_result, _error, { subscriptionId }) => ['Subscription', { type: 'Invoices', id: subscriptionId }],
    }),
    updatePaymentMethod: build.mutation<unknown, UpdatePaymentMethodArgs>({
      query: (body) => ({ url: '/subscription/updatePaymentMethod', method: 'POST', body }),
      invalidatesTags: (_result, _error, { subscriptionId }) => ['Subscription', { type: 'BillingDetails', id: subscriptionId }],
    }),
  }),
});

export const {
  useGetPlansQuery,
  useValidatePromotionCodeMutation,
  usePurchaseMutation,
  useGetBillingDetailsQuery,
  useCancelSubscriptionMutation,
  useUpdatePaymentMethodMutation,
  useGetInvoicesQuery,
  useChangePlanMutation,
} = subscriptionApi;

/** The signed-in user's subscription (not asked for without a session). */
export function useMySubscription() {
  const auth = useAppSelector(selectAuth);
  return subscriptionApi.useGetMySubscriptionQuery(auth.id!, { skip: !auth.id });
}

/** Stripe spells it "canceled"; the status is free text, so both spellings count. */
export function isCanceled(subscription: { stripeStatus: string | null } | null | undefined): boolean {
  const status = subscription?.stripeStatus?.trim().toLowerCase();
  return status === 'canceled' || status === 'cancelled';
}
