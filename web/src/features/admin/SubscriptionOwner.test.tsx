import { screen, within } from '@testing-library/react';
import { admin, adminSubscription } from '../../../test/admin';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';

const ownerId = 'b1b1b1b1-0000-4000-8000-000000000002';

const subscription = adminSubscription({
  displayName: 'Standard Monthly',
  owner: { applicationUserId: ownerId, name: 'Pat Lawyer', email: 'pat.lawyer@example.test' },
});

describe('whose subscription it is (issue 36)', () => {
  it('the subscriptions list names each owner, linked to their account', async () => {
    fakeApi({ 'GET /api/subscription': { body: [subscription], headers: { 'x-total-count': '1' } } });
    renderApp('/subscription', { auth: admin });
    const owner = await screen.findByTestId('subscription-owner');
    expect(owner).toHaveTextContent('Pat Lawyer · pat.lawyer@example.test');
    expect(owner).toHaveAttribute('href', `/applicationUser/${ownerId}`);
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: /Owner/ })).toBeInTheDocument();
  });

  it('the subscription editor names the owner, linked to their account', async () => {
    fakeApi({ [`GET /api/subscription/${subscription.id}`]: { body: subscription } });
    renderApp(`/subscription/${subscription.id}`, { auth: admin });
    const owner = await screen.findByTestId('subscription-owner');
    expect(owner).toHaveTextContent('Pat Lawyer · pat.lawyer@example.test');
    expect(owner).toHaveAttribute('href', `/applicationUser/${ownerId}`);
  });
});
