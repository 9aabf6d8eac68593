import { screen } from '@testing-library/react';
import type { Subscription } from '@app/contracts';
import { fakeApi } from '../../../test/fake-api';
import { refill, renderApp, session } from '../../../test/render';

const admin = session(['Site Admin'], 'a0a0a0a0-0000-4000-8000-000000000001', 'admin@example.test');
const subscription: Subscription = {
  id: 'c2c2c2c2-0000-4000-8000-000000000013',
  displayName: 'Lawyer & Partners',
  priceName: 'StandardMonthly',
  isActive: true,
  isEnterprise: false,
  stripeExpiration: '2027-01-31T00:00:00.000Z',
  stripeStatus: 'active',
  stripeSubscriptionId: 'sub_123',
  stripeCustomerId: 'cus_123',
  stripePriceId: 'price_123',
  stripePromotionCodeId: null,
  created: '2026-10-01T00:00:00.000Z',
  concurrencyCheck: 4,
};

describe('the subscription editor’s expiration', () => {
  it.each(['2027-02-30', '2027-13-01', '2027-02-29T12:00:00Z'])('refuses %s, not a calendar date, with the field’s message, and sends nothing', async (typed) => {
    const api = fakeApi({ [`GET /api/subscription/${subscription.id}`]: { body: subscription } });
    const { user } = renderApp(`/subscription/${subscription.id}`, { auth: admin });
    await refill(user, await screen.findByRole('textbox', { name: 'Stripe Expiration' }), typed);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid date')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(`PUT /api/subscription/${subscription.id}`)).toHaveLength(0);
  });

  it('takes a real date (2028-02-29, a leap day) to the confirmation', async () => {
    fakeApi({ [`GET /api/subscription/${subscription.id}`]: { body: subscription } });
    const { user } = renderApp(`/subscription/${subscription.id}`, { auth: admin });
    await refill(user, await screen.findByRole('textbox', { name: 'Stripe Expiration' }), '2028-02-29');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Save this subscription?' })).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid date')).not.toBeInTheDocument();
  });
});
