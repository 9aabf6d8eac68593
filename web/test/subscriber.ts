import type { Form, SubscriptionUser } from '@app/contracts';
import { proctoredClientForm } from './forms';

/** `GET /api/subscriptionUser` of a subscriber with one monthly plan, active unless `changes` say otherwise. */
export function subscriptionOf(
  applicationUserId: string,
  { subscriptionId = 'sub-1', stripeStatus = 'active', isActive = true, stripeExpiration = '2030-01-01T00:00:00Z' } = {},
): SubscriptionUser[] {
  return [
    {
      id: 'su-1',
      applicationUserId,
      subscriptionId,
      subscription: { id: subscriptionId, displayName: 'Standard Monthly', priceName: 'StandardMonthly', isActive, stripeStatus, stripeExpiration, isEnterprise: false },
    },
  ];
}

/** `GET /api/subscriptionUser` of a subscriber whose monthly plan is active. */
export const activeSubscriptionOf = (applicationUserId: string): SubscriptionUser[] => subscriptionOf(applicationUserId);

/** A row of My Clients: a client's questionnaire as `GET /api/form` lists it (without its pages). */
export function listedForm(changes: Partial<Form> = {}): Form {
  const { form } = proctoredClientForm();
  return { ...form, pages: undefined, isProctored: false, ...changes };
}
