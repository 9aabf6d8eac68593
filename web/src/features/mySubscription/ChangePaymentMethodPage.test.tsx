import { screen, waitFor } from '@testing-library/react';
import { Messages } from '@app/contracts';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { renderApp, session, fill } from '../../../test/render';
import { subscriptionOf } from '../../../test/subscriber';
import { mySubscriptionText } from './texts';

const subscriber = session(['Subscriber']);
const subscriptionId = '5d2f8f5e-3c1c-4b8e-9a57-0c1f9a6f2b10';
const mine = subscriptionOf(subscriber.id!, { subscriptionId, priceName: 'StandardYearly', stripeExpiration: '2031-01-01T00:00:00Z' });
const details = {
  [`GET /api/subscription/${subscriptionId}/stripeDetails`]: {
    body: { last4: '4242', expMonth: 1, expYear: 2030, name: null, line1: null, line2: null, city: null, state: null, postalCode: null },
  },
};

describe('/subscriber/changePaymentMethod', () => {
  it('requires name, address line 1, city, ZIP and the card; line 2 and state are optional', async () => {
    const api = fakeApi({ 'GET /api/subscriptionUser': { body: mine }, ...details });
    const { user } = renderApp('/subscriber/changePaymentMethod', { auth: subscriber });
    await user.click(await screen.findByRole('button', { name: 'Update Payment Method' }));
    expect(await screen.findAllByText(Messages.required)).toHaveLength(5);
    expect(screen.getByLabelText('ZIP')).toBeInTheDocument();
    expect(screen.getByLabelText('Address Line 2')).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toBeInTheDocument();
    expect(api.calls('POST /api/subscription/updatePaymentMethod')).toHaveLength(0);
  });

  it('sends the new card and address, then returns to My Subscription', async () => {
    const api = fakeApi({
      'GET /api/subscriptionUser': { body: mine },
      ...details,
      'POST /api/subscription/updatePaymentMethod': {
        body: { last4: '4242', expMonth: 12, expYear: 2030, name: 'Pat Lee', line1: '2 Side St', line2: null, city: 'San Juan', state: 'PR', postalCode: '00901' },
      },
    });
    const { user, location } = renderApp('/subscriber/changePaymentMethod', { auth: subscriber });
    await fill(user, await screen.findByLabelText('Name on Card'), 'Pat Lee');
    await fill(user, screen.getByLabelText('Address Line 1'), '2 Side St');
    await fill(user, screen.getByLabelText('City'), 'San Juan');
    await user.selectOptions(screen.getByLabelText('State'), 'PR');
    await fill(user, screen.getByLabelText('ZIP'), '00901');
    await fill(user, screen.getByLabelText('Card Number'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Update Payment Method' }));
    expect(await screen.findByText(mySubscriptionText('paymentMethodUpdated'))).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/subscriber/manageSubscription'));
    expect(api.calls('POST /api/subscription/updatePaymentMethod')[0].body).toEqual({
      subscriptionId,
      paymentMethodId: 'pm_card_visa',
      name: 'Pat Lee',
      line1: '2 Side St',
      line2: null,
      city: 'San Juan',
      state: 'PR',
      postalCode: '00901',
    });
  });

  it("shows the provider's refusal", async () => {
    fakeApi({
      'GET /api/subscriptionUser': { body: mine },
      ...details,
      'POST /api/subscription/updatePaymentMethod': { status: 400, body: errorBody('Your card was declined.') },
    });
    const { user, location } = renderApp('/subscriber/changePaymentMethod', { auth: subscriber });
    await fill(user, await screen.findByLabelText('Name on Card'), 'Pat Lee');
    await fill(user, screen.getByLabelText('Address Line 1'), '2 Side St');
    await fill(user, screen.getByLabelText('City'), 'Madison');
    await fill(user, screen.getByLabelText('ZIP'), '53703');
    await fill(user, screen.getByLabelText('Card Number'), '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Update Payment Method' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(location()).toBe('/subscriber/changePaymentMethod');
  });

  it("says 'Unable to load payment method' without a subscription", async () => {
    fakeApi({ 'GET /api/subscriptionUser': { body: [] } });
    renderApp('/subscriber/changePaymentMethod', { auth: subscriber });
    expect(await screen.findByText(Messages.unableToLoadPaymentMethod)).toBeInTheDocument();
    expect(screen.queryByLabelText('Name on Card')).not.toBeInTheDocument();
  });
});
