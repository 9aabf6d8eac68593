import type { Form, PriceName, SubscriptionSummary, SubscriptionUser } from '@app/contracts';
import { proctoredClientForm } from './forms';

interface SubscriptionChanges {
  subscriptionId?: string;
  priceName?: Extract<PriceName, 'StandardMonthly' | 'StandardYearly'>;
  stripeStatus?: string;
  isActive?: boolean;
  stripeExpiration?: string;
}

/** A subscription as billing sums it up: a monthly plan, active unless `changes` say otherwise. */
export function subscriptionSummary({
  subscriptionId = 'sub-1',
  priceName = 'StandardMonthly',
  stripeStatus = 'active',
  isActive = true,
  stripeExpiration = '2030-01-01T00:00:00Z',
}: SubscriptionChanges = {}): SubscriptionSummary {
  const displayName = priceName === 'StandardYearly' ? 'Standard Yearly' : 'Standard Monthly';
  return { id: subscriptionId, displayName, priceName, isActive, stripeStatus, stripeExpiration, isEnterprise: false };
}

/** `GET /api/subscriptionUser` of a subscriber with one plan, monthly and active unless `changes` say otherwise. */
export function subscriptionOf(applicationUserId: string, changes: SubscriptionChanges = {}): SubscriptionUser[] {
  const subscription = subscriptionSummary(changes);
  return [{ id: 'su-1', applicationUserId, subscriptionId: subscription.id, subscription }];
}

/** `GET /api/subscriptionUser` of a subscriber whose monthly plan is active. */
export const activeSubscriptionOf = (applicationUserId: string): SubscriptionUser[] => subscriptionOf(applicationUserId);

/** A row of My Clients: a client's questionnaire as `GET /api/form` lists it (without its pages). */
export function listedForm(changes: Partial<Form> = {}): Form {
  const { form } = proctoredClientForm();
  return { ...form, pages: undefined, isProctored: false, ...changes };
}
