import { screen, waitFor, within } from '@testing-library/react';
import { AccountMessages, Messages, type ApplicationUser, type Role } from '@app/contracts';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { subscriptionOf, subscriptionSummary } from '../../../test/subscriber';
import { authResponse, fill, planOffers, refill, renderApp, session } from '../../../test/render';
import { paymentDetailsText } from '../paymentDetails/texts';
import { signUpText } from './texts';

const newUser = { ...session([]), userName: 'new@example.com' };
/** The new user's record as identity answers it, with the roles granted so far. */
const userRecord = (roles: Role[]): ApplicationUser => ({
  id: newUser.id!,
  userName: newUser.userName,
  email: newUser.userName,
  firstName: null,
  lastName: null,
  displayName: null,
  phoneNumber: null,
  roles,
  twoFactorEnabled: false,
  created: '2026-11-28T00:00:00.000Z',
  client: null,
});
const plans = { 'GET /api/subscription/plans': { body: planOffers } };
const purchasedYearly = subscriptionSummary({ priceName: 'StandardYearly', stripeExpiration: '2031-01-01T00:00:00Z' });

/** How often the page looked at the new user's record between the purchase and the session's refresh. */
function recordLooksBeforeRefresh(api: ReturnType<typeof fakeApi>): number {
  const afterPurchase = api.requests.slice(api.requests.indexOf(api.calls('POST /api/subscription/purchase')[0]));
  const untilRefresh = afterPurchase.slice(
    0,
    afterPurchase.findIndex((r) => r.path === '/api/account/refresh'),
  );
  return untilRefresh.filter((r) => r.path === `/api/applicationUser/${newUser.id}`).length;
}

const total = () => screen.getByTestId('order-total').textContent;
const stepItems = () => Array.from(document.querySelectorAll('.ant-steps-item'));

async function fillPayment(user: ReturnType<typeof renderApp>['user'], card: string) {
  await fill(user, await screen.findByLabelText('First Name'), 'Pat');
  await fill(user, screen.getByLabelText('Last Name'), 'Lee');
  await fill(user, screen.getByLabelText('Address Line 1'), '1 Main St');
  await fill(user, screen.getByLabelText('City'), 'Madison');
  await user.selectOptions(screen.getByLabelText('State'), 'WI');
  await fill(user, screen.getByLabelText('Postal Code'), '53703');
  await fill(user, screen.getByLabelText('Card Number'), card);
}

describe('/subscribe', () => {
  it('creates the account (step 0) with the checks of sign-up, then moves to the plans', async () => {
    const api = fakeApi({ ...plans, 'POST /api/account/register': { body: authResponse(newUser) } });
    const { user, store } = renderApp('/subscribe');
    expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findAllByText(Messages.required)).toHaveLength(3);
    await fill(user, screen.getByLabelText('Email'), 'new@');
    await fill(user, screen.getByLabelText('Password'), 'seven77');
    await fill(user, screen.getByLabelText('Confirm Password'), 'other');
    expect(await screen.findByText(Messages.invalidEmail)).toBeInTheDocument();
    expect(await screen.findByText(Messages.minLength(8))).toBeInTheDocument();
    expect(await screen.findByText(Messages.passwordsDoNotMatch)).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Email'), 'example.com');
    await refill(user, screen.getByLabelText('Password'), 'long enough pass');
    await refill(user, screen.getByLabelText('Confirm Password'), 'long enough pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(Messages.accountCreated)).toBeInTheDocument();
    expect(await screen.findByText('Standard Yearly')).toBeInTheDocument();
    // With the browser’s time zone, kept on the account (issue 36, item 12).
    expect(api.calls('POST /api/account/register')[0].body).toEqual({
      email: 'new@example.com',
      password: 'long enough pass',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(store.getState().auth.id).toBe(newUser.id);
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('shows why registration was refused', async () => {
    fakeApi({ 'POST /api/account/register': { status: 400, body: errorBody(AccountMessages.emailTaken) } });
    const { user } = renderApp('/subscribe');
    await fill(user, await screen.findByLabelText('Email'), 'taken@example.com');
    await fill(user, screen.getByLabelText('Password'), 'long enough pass');
    await fill(user, screen.getByLabelText('Confirm Password'), 'long enough pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(AccountMessages.emailTaken)).toBeInTheDocument();
  });

  it('starts a signed-in user at step 1 under "Renew Subscription"; the plans and a promo code make the total', async () => {
    const api = fakeApi({
      ...plans,
      'POST /api/subscription/validatePromotionCode': ({ body }) => {
        const code = (body as { code: string }).code;
        if (code === 'TENOFF') return { body: { isValid: true, code, id: 'promo_10', amountOff: 1000, percentOff: null } };
        if (code === 'HALF') return { body: { isValid: true, code, id: 'promo_50', amountOff: null, percentOff: 50 } };
        return { body: { isValid: false, code, id: null, amountOff: null, percentOff: null } };
      },
    });
    const { user } = renderApp('/subscribe', { auth: newUser });
    expect(await screen.findByRole('heading', { name: 'Renew Subscription' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Standard Monthly \$39\.80 \/ month/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Standard Yearly \$398\.00 \/ year.*save almost \$80\/year/i })).not.toBeChecked();
    expect(total()).toBe('$39.80');

    await user.click(screen.getByRole('radio', { name: /Standard Yearly/ }));
    expect(total()).toBe('$398.00');

    const promo = screen.getByLabelText('Promo Code');
    await fill(user, promo, 'TENOFF');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code TENOFF applied: $10.00 off.')).toBeInTheDocument();
    expect(total()).toBe('$388.00');

    await user.clear(promo);
    await user.type(promo, 'HALF{Enter}');
    await waitFor(() => expect(total()).toBe('$199.00'));

    await refill(user, promo, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(Messages.invalidPromoCode('NOPE'))).toBeInTheDocument();
    expect(total()).toBe('$398.00');

    await refill(user, promo, 'TENOFF');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(total()).toBe('$388.00'));
    await user.clear(promo);
    expect(total()).toBe('$398.00');
    expect(api.calls('POST /api/subscription/validatePromotionCode').map((r) => r.body)).toEqual([{ code: 'TENOFF' }, { code: 'HALF' }, { code: 'NOPE' }, { code: 'TENOFF' }]);
  });

  it('goes back to completed steps, never forward', async () => {
    fakeApi(plans);
    const { user } = renderApp('/subscribe', { auth: newUser });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('First Name')).toBeInTheDocument();
    const [account, plan, payment] = stepItems();
    expect(payment).toHaveClass('ant-steps-item-process');
    await user.click(within(plan as HTMLElement).getByText('Choose Subscription'));
    expect(await screen.findByLabelText('Promo Code')).toBeInTheDocument();
    await user.click(within(payment as HTMLElement).getByText('Payment Details'));
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Promo Code')).toBeInTheDocument();
    await user.click(within(account as HTMLElement).getByText('Create Account'));
    expect(await screen.findByText('You are logged in as new@example.com.')).toBeInTheDocument();
  });

  it('checks the payment form and the test card', async () => {
    const api = fakeApi(plans);
    const { user } = renderApp('/subscribe', { auth: newUser });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Purchase' }));
    // first name, last name, line 1, city, postal code, card number
    expect(await screen.findAllByText(Messages.required)).toHaveLength(6);
    expect(screen.getByLabelText('Address Line 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    expect(within(screen.getByLabelText('State')).getByRole('option', { name: 'Puerto Rico' })).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Card Number'), '4111 1111 1111 1111');
    expect(await screen.findByText(paymentDetailsText('unknownTestCard'))).toBeInTheDocument();
    // the server's limits: names and city 100 characters, address line 200
    await fill(user, screen.getByLabelText('First Name'), 'x'.repeat(101));
    await fill(user, screen.getByLabelText('City'), 'x'.repeat(101));
    await fill(user, screen.getByLabelText('Address Line 1'), 'x'.repeat(201));
    await waitFor(() => expect(screen.getAllByText(Messages.maxLength(100))).toHaveLength(2));
    expect(await screen.findByText(Messages.maxLength(200))).toBeInTheDocument();
    expect(api.calls('POST /api/subscription/purchase')).toHaveLength(0);
  });

  it("shows the card provider's message when the card is declined, and stops the spinner", async () => {
    const api = fakeApi({ ...plans, 'POST /api/subscription/purchase': { status: 400, body: errorBody('Your card was declined.') } });
    const { user, location } = renderApp('/subscribe', { auth: newUser });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await fillPayment(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Purchase' })).not.toHaveClass('ant-btn-loading');
    expect((api.calls('POST /api/subscription/purchase')[0].body as { paymentMethodId: string }).paymentMethodId).toBe('pm_card_chargeDeclined');
    expect(location()).toBe('/subscribe');
  });

  it('stops waiting for the role after ten looks at the record, refreshes once and goes home (the next login has it)', async () => {
    const api = fakeApi({
      ...plans,
      'POST /api/subscription/purchase': { body: purchasedYearly },
      [`GET /api/applicationUser/${newUser.id}`]: { body: userRecord([]) },
      'POST /api/account/refresh': { body: authResponse(newUser) },
      'GET /api/subscriptionUser': { body: [] },
    });
    const { user, location } = renderApp('/subscribe', { auth: newUser });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await fillPayment(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    await waitFor(() => expect(location()).toBe('/'), { timeout: 10_000 });
    // Ten answers, and at most one more look the polling timer sent before the render that stops it (a slow machine).
    const looks = recordLooksBeforeRefresh(api);
    expect(looks).toBeGreaterThanOrEqual(10);
    expect(looks).toBeLessThanOrEqual(11);
    expect(api.calls('POST /api/account/refresh')).toHaveLength(1);
  });

  it('purchases: the payload, a toast, a session refresh with the new roles, then home', async () => {
    const subscriber = { ...newUser, roles: ['Subscriber' as const], jwtToken: `${newUser.jwtToken}.refreshed` };
    let looks = 0; // at the user's record after the purchase
    const purchased = () => api.calls('POST /api/subscription/purchase').length > 0;
    const api = fakeApi({
      ...plans,
      'POST /api/subscription/validatePromotionCode': { body: { isValid: true, code: 'TENOFF', id: 'promo_10', amountOff: 1000, percentOff: null } },
      'POST /api/subscription/purchase': { body: purchasedYearly },
      // identity grants the role when billing's event reaches it: the first look may come too early
      [`GET /api/applicationUser/${newUser.id}`]: () => ({ body: userRecord(purchased() && ++looks >= 2 ? ['Subscriber'] : []) }),
      'POST /api/account/refresh': { body: authResponse(subscriber) },
      'GET /api/subscriptionUser': { body: [] },
    });
    const { user, store, location } = renderApp('/subscribe', { auth: newUser });
    await user.click(await screen.findByRole('radio', { name: /Standard Yearly/ }));
    await user.type(screen.getByLabelText('Promo Code'), 'TENOFF{Enter}');
    await waitFor(() => expect(total()).toBe('$388.00'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(total()).toBe('$388.00');
    await fillPayment(user, '4242 4242 4242 4242');
    await fill(user, screen.getByLabelText('Address Line 2'), 'Suite 5');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));

    expect(await screen.findByText(signUpText('purchased'))).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.calls('POST /api/subscription/purchase')[0].body).toEqual({
      paymentMethodId: 'pm_card_visa',
      promotionCodeId: 'promo_10',
      priceName: 'StandardYearly',
      firstName: 'Pat',
      lastName: 'Lee',
      line1: '1 Main St',
      line2: 'Suite 5',
      city: 'Madison',
      state: 'WI',
      postalCode: '53703',
      country: 'US',
    });
    // The record polled until it has the role, then one refresh for a token with it. The second look has the role
    // (the first came too early), and at most one more look the polling timer sent before the render that stops it.
    const recordLooks = recordLooksBeforeRefresh(api);
    expect(recordLooks).toBeGreaterThanOrEqual(2);
    expect(recordLooks).toBeLessThanOrEqual(3);
    expect(api.calls('POST /api/account/refresh')).toHaveLength(1);
    expect(store.getState().auth.roles).toEqual(['Subscriber']);
    expect(store.getState().auth.jwtToken).toBe(subscriber.jwtToken);
    expect(JSON.parse(window.localStorage.getItem('auth.roles')!)).toEqual(['Subscriber']);
  });
});

describe('/subscribe for a subscriber', () => {
  const subscriber = session(['Subscriber']);
  const subscribed = (stripeStatus: string) => subscriptionOf(subscriber.id!, { stripeStatus, stripeExpiration: '2031-01-15T12:00:00Z' });
  const onFile = { last4: '4242', expMonth: 4, expYear: 2030, name: 'Patricia Ann Lee', line1: '1 Main St', line2: null, city: 'Madison', state: 'WI', postalCode: '53703' };

  it('whose subscription is running is told so, and no card is asked for', async () => {
    fakeApi({ ...plans, 'GET /api/subscriptionUser': { body: subscribed('active') }, 'GET /api/subscription/sub-1/stripeDetails': { body: onFile } });
    renderApp('/subscribe', { auth: subscriber });
    expect(await screen.findByText(/You already have an active subscription \(Standard Monthly\), paid until/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Subscription' })).toHaveAttribute('href', '/subscriber/manageSubscription');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('renewing within the paid period is told whether the paid time is kept, and pays with the name and address on file', async () => {
    fakeApi({ ...plans, 'GET /api/subscriptionUser': { body: subscribed('canceled') }, 'GET /api/subscription/sub-1/stripeDetails': { body: onFile } });
    const { user } = renderApp('/subscribe', { auth: subscriber });
    expect(await screen.findByText(/Renewing the same plan without a promo code keeps the time you have paid for/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Standard Yearly/ }));
    expect(await screen.findByText(/Another plan or a promo code starts a new subscription, charged today/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('First Name')).toHaveValue('Patricia Ann');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lee');
    expect(screen.getByLabelText('Address Line 1')).toHaveValue('1 Main St');
    expect(screen.getByLabelText('City')).toHaveValue('Madison');
    expect(screen.getByLabelText('State')).toHaveValue('WI');
    expect(screen.getByLabelText('Postal Code')).toHaveValue('53703');
  });
});

describe('/subscribe for a client', () => {
  it('is no access: clients never subscribe themselves', async () => {
    fakeApi(plans);
    renderApp('/subscribe', { auth: session(['Client']) });
    expect(await screen.findByText(Messages.notLoggedInOrNoAccess)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Renew Subscription' })).not.toBeInTheDocument();
  });
});
