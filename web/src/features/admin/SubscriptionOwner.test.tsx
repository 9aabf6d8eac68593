import { screen, within } from '@testing-library/react';
import type { Subscription } from '@app/contracts';
import { fakeApi } from '../../../test/fake-api';
import { renderApp, session } from '../../../test/render';

const admin = session(['Site Admin'], 'a0a0a0a0-0000-4000-8000-000000000001', 'admin@example.test');
const ownerId = 'b1b1b1b1-0000-4000-8000-000000000002';

const subscription: Subscription = {
  id: 'c2c2c2c2-0000-4000-8000-000000000003',
  displayName: 'Standard Monthly',
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
  owner: { applicationUserId: ownerId, name: 'Pat Lawyer', email: 'pat.lawyer@example.test' },
};

describe("whose subscription it is (issue 36)", () => {
  it("the subscriptions list names each owner, linked to their account", async () => {
    fakeApi({ 'GET /api/subscription': { body: [subscription], headers: { 'x-total-count': '1' } } });
    renderApp('/subscription', { auth: admin });
    const owner = await screen.findByTestId('subscription-owner');
    expect(owner).toHaveTextContent('Pat Lawyer · pat.lawyer@example.test');
    expect(owner).toHaveAttribute('href', `/applicationUser/${ownerId}`);
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: /Owner/ })).toBeInTheDocument();
  });

  it("the subscription editor names the owner, linked to their account", async () => {
    fakeApi({ [`GET /api/subscription/${subscription.id}`]: { body: subscription } });
    renderApp(`/subscription/${subscription.id}`, { auth: admin });
    const owner = await screen.findByTestId('subscription-owner');
    expect(owner).toHaveTextContent('Pat Lawyer · pat.lawyer@example.test');
    expect(owner).toHaveAttribute('href', `/applicationUser/${ownerId}`);
  });
});
