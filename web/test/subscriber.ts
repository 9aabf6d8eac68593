import type { Form, SubscriptionUser } from '@app/contracts';
import { proctoredClientForm } from './forms';

/** `GET /api/subscriptionUser` of a subscriber whose monthly plan is active. */
export const activeSubscriptionOf = (applicationUserId: string): SubscriptionUser[] => [
  {
    id: 'su-1',
    applicationUserId,
    subscriptionId: 'sub-1',
    subscription: {
      id: 'sub-1',
      displayName: 'Standard Monthly',
      priceName: 'StandardMonthly',
      isActive: true,
      stripeStatus: 'active',
      stripeExpiration: '2030-01-01T00:00:00Z',
      isEnterprise: false,
    },
  },
];

/** A row of My Clients: a client's questionnaire as `GET /api/form` lists it (without its pages). */
export function listedForm(changes: Partial<Form> = {}): Form {
  const { form } = proctoredClientForm();
  return { ...form, pages: undefined, isProctored: false, ...changes };
}
