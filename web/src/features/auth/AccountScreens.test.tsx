import { screen, waitFor, within } from '@testing-library/react';
import { AccountMessages, Messages } from '@app/contracts';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { authResponse, expectFieldChecks, fill, refill, renderApp, session } from '../../../test/render';
import { storageKeys } from './authSlice';

const subscriber = session(['Subscriber']);
const client = session(['Client'], 'c0ffee00-0000-4000-8000-000000000001', 'client@example.com');

describe('route guard', () => {
  it.each(['/changePassword', '/verifyPhoneNumber', '/subscriber/manageSubscription?tab=billing'])(
    'sends an anonymous visitor of %s to /login with the path to come back to',
    async (path) => {
      fakeApi({});
      const { location } = renderApp(path);
      await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent(path)}`));
      expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    },
  );

  it('shows "no access" to a client on the account screens', async () => {
    fakeApi({});
    renderApp('/changePassword', { auth: client });
    expect(await screen.findByText(Messages.notLoggedInOrNoAccess)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  });
});

describe('/changePassword', () => {
  it('checks the three fields', async () => {
    const api = fakeApi({});
    const { user } = renderApp('/changePassword', { auth: subscriber });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(await screen.findAllByText(Messages.required)).toHaveLength(3);
    await fill(user, screen.getByLabelText('New Password'), '1234567');
    expect(await screen.findByText(Messages.minLength(8))).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Confirm New Password'), '12345678');
    expect(await screen.findByText(Messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByText(/at least 12 characters/)).toBeInTheDocument();
    expect(api.calls('POST /api/account/changePassword')).toHaveLength(0);
  });

  it('changes the password, keeps the new session it answers, says so and goes home', async () => {
    const renewed = { ...subscriber, jwtToken: `${subscriber.jwtToken}.renewed` };
    const api = fakeApi({ 'POST /api/account/changePassword': { body: authResponse(renewed) } });
    const { user, location, store } = renderApp('/changePassword', { auth: subscriber });
    await fill(user, await screen.findByLabelText('Current Password'), 'old password 1');
    await fill(user, screen.getByLabelText('New Password'), 'new password 22');
    await fill(user, screen.getByLabelText('Confirm New Password'), 'new password 22');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(Messages.passwordChanged)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
    const [call] = api.calls('POST /api/account/changePassword');
    expect(call.body).toEqual({ oldPassword: 'old password 1', newPassword: 'new password 22' });
    expect(call.authorization).toBe(`Bearer ${subscriber.jwtToken}`);
    expect(store.getState().auth.jwtToken).toBe(renewed.jwtToken);
  });

  it('shows a refusal', async () => {
    fakeApi({ 'POST /api/account/changePassword': { status: 400, body: errorBody(AccountMessages.incorrectCurrentPassword) } });
    const { user, location } = renderApp('/changePassword', { auth: subscriber });
    await fill(user, await screen.findByLabelText('Current Password'), 'wrong password');
    await fill(user, screen.getByLabelText('New Password'), 'new password 22');
    await fill(user, screen.getByLabelText('Confirm New Password'), 'new password 22');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(AccountMessages.incorrectCurrentPassword)).toBeInTheDocument();
    expect(location()).toBe('/changePassword');
  });
});

describe('two-factor authentication', () => {
  it.each(['/verifyPhonenumber', '/verifyPhoneNumber'])('%s checks the phone number, sends it and asks for the code', async (path) => {
    const api = fakeApi({ 'POST /api/account/verifyPhoneNumber': { body: {} } });
    const { user, location } = renderApp(path, { auth: subscriber });
    const phone = await screen.findByLabelText('Phone Number');
    await expectFieldChecks(user, { field: phone, submit: 'Send Code', invalid: '555 123 4567', says: 'Please format the phone number as XXX-XXX-XXXX' });
    await refill(user, phone, '555-123-4567');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(location()).toBe('/verifyVerificationCode'));
    expect(api.calls('POST /api/account/verifyPhoneNumber')[0].body).toEqual({ phoneNumber: '555-123-4567' });
    expect(await screen.findByLabelText('Verification Code')).toBeInTheDocument();
  });

  it('enables two-factor with the texted code: a toast, then home', async () => {
    const api = fakeApi({
      'POST /api/account/verifyVerificationCode': ({ body }) =>
        (body as { verificationCode: string }).verificationCode === '246810' ? { body: {} } : { status: 400, body: errorBody(AccountMessages.invalidVerificationCode) },
    });
    const { user, location } = renderApp('/verifyVerificationCode', { auth: subscriber });
    const code = await screen.findByLabelText('Verification Code');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(Messages.required)).toBeInTheDocument();
    await fill(user, code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(AccountMessages.invalidVerificationCode)).toBeInTheDocument();
    await refill(user, code, '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(Messages.twoFactorEnabled)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.calls('POST /api/account/verifyVerificationCode')).toHaveLength(2);
  });
});

describe('/logout', () => {
  it('clears the stored token, username, id and roles', async () => {
    fakeApi({});
    const { store, user, location } = renderApp('/logout', { auth: subscriber });
    expect(await screen.findByText(Messages.loggedOut)).toBeInTheDocument();
    expect(store.getState().auth).toEqual({ id: null, userName: null, roles: [], jwtToken: null });
    for (const key of Object.values(storageKeys)) expect(window.localStorage.getItem(key)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Sign Up Now' })).toBeInTheDocument();
  });
});

describe('/enterpriseWelcome', () => {
  it('greets the member and sends a reset link to the address the team administrator gave', async () => {
    const api = fakeApi({ 'POST /api/account/requestPasswordReset': { body: {} } });
    const { user } = renderApp('/enterpriseWelcome');
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByText('Use the email address your team administrator provided.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText(Messages.required)).toBeInTheDocument();
    // Members sign in with an email only: a phone number is not one.
    await fill(user, screen.getByLabelText('Email'), '555-867-5309');
    expect(await screen.findByText(Messages.invalidEmail)).toBeInTheDocument();
    await refill(user, screen.getByLabelText('Email'), 'member@firm.example');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText(Messages.resetEmailSent)).toBeInTheDocument();
    expect(api.calls('POST /api/account/requestPasswordReset')[0].body).toEqual({ email: 'member@firm.example' });
  });
});

describe('an expired session', () => {
  it('is forgotten when the server refuses its token, and the guard asks to log in again, saying why', async () => {
    fakeApi({
      'GET /api/subscriptionUser': { status: 401, body: errorBody(Messages.notLoggedInOrNoAccess) },
    });
    const { store, location } = renderApp('/subscriber/manageSubscription', { auth: subscriber });
    await waitFor(() => expect(store.getState().auth.id).toBeNull());
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fsubscriber%2FmanageSubscription&reason=expired'));
    expect(within(document.body).queryByText('My Subscription')).not.toBeInTheDocument();
  });
});
