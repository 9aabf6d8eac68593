import { screen } from '@testing-library/react';
import { admin, adminSubscription } from '../../../test/admin';
import { fakeApi } from '../../../test/fake-api';
import { refill, renderApp } from '../../../test/render';

const subscription = adminSubscription({ id: 'c2c2c2c2-0000-4000-8000-000000000013' });

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
