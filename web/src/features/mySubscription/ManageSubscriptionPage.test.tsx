import { screen, waitFor, within } from '@testing-library/react';
import type { BillingDetails, Invoice } from '@app/contracts';
import { Messages } from '@app/contracts';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { planOffers, renderApp, session } from '../../../test/render';
import { subscriptionOf } from '../../../test/subscriber';
import { mySubscriptionText } from './texts';

const subscriber = session(['Subscriber']);
const subscriptionId = '5d2f8f5e-3c1c-4b8e-9a57-0c1f9a6f2b10';

const mine = (stripeStatus: string, isActive = true) => subscriptionOf(subscriber.id!, { subscriptionId, stripeStatus, isActive, stripeExpiration: '2031-03-15T12:00:00Z' });

const card: BillingDetails = {
  last4: '4242',
  expMonth: 4,
  expYear: 2030,
  name: 'Pat Lee',
  line1: '1 Main St',
  line2: null,
  city: 'Madison',
  state: 'WI',
  postalCode: '53703',
};

const anInvoice = (overrides: Partial<Invoice>): Invoice => ({
  id: 'in_1',
  number: 'A1B2-0001',
  created: '2031-02-15T12:00:00Z',
  total: 3980,
  amountPaid: 3980,
  currency: 'usd',
  status: 'paid',
  billingReason: 'subscription_create',
  periodStart: '2031-02-15T12:00:00Z',
  periodEnd: '2031-03-15T12:00:00Z',
  pdfUrl: 'https://pay.example.test/in_1/pdf',
  discount: 0,
  promotionCode: null,
  ...overrides,
});

const billing = {
  [`GET /api/subscription/${subscriptionId}/stripeDetails`]: { body: card },
  [`GET /api/subscription/${subscriptionId}/invoices`]: { body: [] as Invoice[] },
};

describe('/subscriber/manageSubscription', () => {
  it('shows an active subscription with its price, expiration, billing details and Cancel', async () => {
    fakeApi({ 'GET /api/subscriptionUser': { body: mine('active') }, 'GET /api/subscription/plans': { body: planOffers }, ...billing });
    renderApp('/subscriber/manageSubscription', { auth: subscriber });
    expect(await screen.findByText('Standard Monthly')).toBeInTheDocument();
    expect(await screen.findByText('$39.80 / month')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('subscription-expiration')).toHaveTextContent('March 15, 2031');
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    // The way back to the dashboard (issue 13).
    expect(screen.getByRole('link', { name: /My Clients/ })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
    expect(await screen.findByText('•••• 4242, expires 04/2030')).toBeInTheDocument();
    expect(screen.getByText('Pat Lee')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Payment Method' })).toHaveAttribute('href', '/subscriber/changePaymentMethod');
  });

  it('hides the expiration of a canceled subscription and offers Renew', async () => {
    fakeApi({ 'GET /api/subscriptionUser': { body: mine('canceled') }, ...billing });
    renderApp('/subscriber/manageSubscription', { auth: subscriber });
    expect(await screen.findByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/subscribe');
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Canceled');
    expect(screen.queryByTestId('subscription-expiration')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('cancels after confirmation and shows the canceled state', async () => {
    let status = 'active';
    const api = fakeApi({
      'GET /api/subscriptionUser': () => ({ body: mine(status) }),
      'POST /api/subscription/cancel': () => {
        status = 'canceled';
        return { body: mine(status)[0].subscription };
      },
      ...billing,
    });
    const { user } = renderApp('/subscriber/manageSubscription', { auth: subscriber });
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel your subscription?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Subscription' }));
    expect(api.calls('POST /api/subscription/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText(mySubscriptionText('canceled'))).toBeInTheDocument();
    expect(api.calls('POST /api/subscription/cancel')[0].body).toEqual({ subscriptionId });
    expect(await screen.findByRole('link', { name: 'Renew' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('subscription-expiration')).not.toBeInTheDocument());
  });

  it("says 'Unable to load payment method' when the billing details cannot be read", async () => {
    fakeApi({
      'GET /api/subscriptionUser': { body: mine('active') },
      [`GET /api/subscription/${subscriptionId}/stripeDetails`]: { status: 404, body: errorBody('Not found') },
    });
    renderApp('/subscriber/manageSubscription', { auth: subscriber });
    expect(await screen.findByText(Messages.unableToLoadPaymentMethod)).toBeInTheDocument();
  });

  it('offers a subscription to a user who has none', async () => {
    fakeApi({ 'GET /api/subscriptionUser': { body: [] } });
    renderApp('/subscriber/manageSubscription', { auth: session([]) });
    expect(await screen.findByText('You do not have a subscription.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
  });

  it('reports a 403 as no access', async () => {
    fakeApi({ 'GET /api/subscriptionUser': { status: 403, body: errorBody(Messages.notLoggedInOrNoAccess) } });
    renderApp('/subscriber/manageSubscription', { auth: subscriber });
    expect(await screen.findByText('No Access')).toBeInTheDocument();
    expect(screen.getByText(Messages.notLoggedInOrNoAccess)).toBeInTheDocument();
  });

  it('after cancelling, says until when access continues (issue 36)', async () => {
    fakeApi({ 'GET /api/subscriptionUser': { body: mine('canceled') }, ...billing });
    renderApp('/subscriber/manageSubscription', { auth: subscriber });
    expect(await screen.findByTestId('access-continues')).toHaveTextContent('Your access continues until March 15, 2031.');
    expect(screen.queryByRole('button', { name: /Switch to/ })).not.toBeInTheDocument();
  });

  it('lists the billing history: date, amount, status and a PDF of each invoice, newest first (issue 36)', async () => {
    const invoices = [
      anInvoice({ id: 'in_2', created: '2031-03-15T12:00:00Z', status: 'open', amountPaid: 0, billingReason: 'subscription_cycle', pdfUrl: 'https://pay.example.test/in_2/pdf' }),
      anInvoice({ total: 2980, amountPaid: 2980, discount: 1000, promotionCode: 'SAVE10' }),
    ];
    fakeApi({
      'GET /api/subscriptionUser': { body: mine('active') },
      'GET /api/subscription/plans': { body: planOffers },
      ...billing,
      [`GET /api/subscription/${subscriptionId}/invoices`]: { body: invoices },
    });
    renderApp('/subscriber/manageSubscription', { auth: subscriber });
    const history = await screen.findByTestId('billing-history');
    await within(history).findByText('Unpaid');
    const rows = within(history).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['March 15, 2031$39.80UnpaidPDF', 'February 15, 2031$29.80PaidPDF']);
    expect(within(history).getByRole('link', { name: 'PDF February 15, 2031' })).toHaveAttribute('href', 'https://pay.example.test/in_1/pdf');
    // The latest invoice was at full price: the plan's price.
    expect(screen.getByTestId('subscription-price')).toHaveTextContent('$39.80 / month');
  });

  it('shows the price actually paid when a promotion code took something off (issue 36)', async () => {
    fakeApi({
      'GET /api/subscriptionUser': { body: mine('active') },
      'GET /api/subscription/plans': { body: planOffers },
      ...billing,
      [`GET /api/subscription/${subscriptionId}/invoices`]: { body: [anInvoice({ total: 2980, amountPaid: 2980, discount: 1000, promotionCode: 'SAVE10' })] },
    });
    renderApp('/subscriber/manageSubscription', { auth: subscriber });
    await waitFor(() => expect(screen.getByTestId('subscription-price')).toHaveTextContent('$29.80 paid with promotion code SAVE10 (regular price $39.80 / month)'));
  });

  it('switches from monthly to yearly after confirmation (issue 36)', async () => {
    let priceName: 'StandardMonthly' | 'StandardYearly' = 'StandardMonthly';
    const current = () => {
      const [row] = mine('active');
      return [{ ...row, subscription: { ...row.subscription!, priceName, displayName: priceName === 'StandardYearly' ? 'Standard Yearly' : 'Standard Monthly' } }];
    };
    const api = fakeApi({
      'GET /api/subscriptionUser': () => ({ body: current() }),
      'GET /api/subscription/plans': { body: planOffers },
      'POST /api/subscription/changePlan': () => {
        priceName = 'StandardYearly';
        return { body: current()[0].subscription };
      },
      ...billing,
    });
    const { user } = renderApp('/subscriber/manageSubscription', { auth: subscriber });
    await user.click(await screen.findByRole('button', { name: 'Switch to Standard Yearly' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Switch to Standard Yearly?');
    expect(dialog).toHaveTextContent('What you have not used of your current plan is credited');
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Standard Yearly' }));
    expect(await screen.findByText('Your subscription is now Standard Yearly.')).toBeInTheDocument();
    expect(api.calls('POST /api/subscription/changePlan')[0].body).toEqual({ subscriptionId, priceName: 'StandardYearly' });
    expect(await screen.findByRole('button', { name: 'Switch to Standard Monthly' })).toBeInTheDocument();
  });
});
