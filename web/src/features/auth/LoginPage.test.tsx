import { screen, waitFor } from '@testing-library/react';
import { AccountMessages, Messages } from '@app/contracts';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { authResponse, expectFieldChecks, fill, refill, renderApp, session } from '../../../test/render';

const subscriber = session(['Subscriber']);
/** The label of the login name's field: clients invited by text message sign in with that phone number. */
const LOGIN_NAME = 'Email or Phone Number';

describe('/login', () => {
  it('asks for a valid email and a password of at least 8 characters before calling the server', async () => {
    const api = fakeApi({});
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findAllByText(Messages.required)).toHaveLength(2);

    await fill(user, screen.getByLabelText(LOGIN_NAME), 'not-an-email');
    await fill(user, screen.getByLabelText('Password'), 'short');
    expect(await screen.findByText(Messages.invalidEmail)).toBeInTheDocument();
    expect(await screen.findByText(Messages.minLength(8))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(api.calls('POST /api/account/login')).toHaveLength(0);
  });

  it("refuses a character no field can store (the contracts' text rule) before calling the server", async () => {
    const api = fakeApi({});
    const { user } = renderApp('/login');
    await fill(user, await screen.findByLabelText(LOGIN_NAME), 'pat\u0000@example.com');
    await fill(user, screen.getByLabelText('Password'), 'correct horse\u0000battery');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(screen.getAllByText(Messages.unstorableCharacters)).toHaveLength(2));
    expect(api.calls('POST /api/account/login')).toHaveLength(0);
  });

  it('logs in, stores the session and goes to the redirect path', async () => {
    const api = fakeApi({ 'POST /api/account/login': { body: authResponse(subscriber) } });
    const { user, store, location } = renderApp('/login?redirect=%2FchangePassword');
    await fill(user, await screen.findByLabelText(LOGIN_NAME), 'Pat@Example.com ');
    await fill(user, screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(location()).toBe('/changePassword'));
    expect(api.calls('POST /api/account/login')[0].body).toEqual({ email: 'Pat@Example.com', password: 'correct horse battery' });
    expect(store.getState().auth).toEqual(subscriber);
    expect(window.localStorage.getItem('auth.jwtToken')).toBe(subscriber.jwtToken);
    expect(JSON.parse(window.localStorage.getItem('auth.roles')!)).toEqual(['Subscriber']);
  });

  it('takes a phone number written XXX-XXX-XXXX for an email (a client invited by text message)', async () => {
    const client = session(['Client'], 'c0ffee00-0000-4000-8000-000000000001', '555-867-5309');
    const api = fakeApi({ 'POST /api/account/login': { body: authResponse(client) } });
    const { user, location } = renderApp('/login');
    const loginName = await screen.findByLabelText(LOGIN_NAME);
    await fill(user, loginName, '555 867 5309');
    await fill(user, screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(Messages.invalidEmail)).toBeInTheDocument();
    expect(api.calls('POST /api/account/login')).toHaveLength(0);

    await refill(user, loginName, ' 555-867-5309 ');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.calls('POST /api/account/login')[0].body).toEqual({ email: '555-867-5309', password: 'correct horse battery' });
  });

  it('never redirects to another site', async () => {
    fakeApi({ 'POST /api/account/login': { body: authResponse(subscriber) } });
    const { user, location } = renderApp('/login?redirect=%2F%2Fevil.example.com');
    await fill(user, await screen.findByLabelText(LOGIN_NAME), 'pat@example.com');
    await fill(user, screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('shows the server error (Details and SubErrors on separate lines)', async () => {
    fakeApi({ 'POST /api/account/login': { status: 400, body: errorBody(AccountMessages.incorrectCredentials, ['email: checked', 'password: checked']) } });
    const { user } = renderApp('/login');
    await fill(user, await screen.findByLabelText(LOGIN_NAME), 'pat@example.com');
    await fill(user, screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    const lines = await screen.findByTestId('error-lines');
    expect(lines).toHaveTextContent(AccountMessages.incorrectCredentials);
    expect(lines.querySelectorAll('br')).toHaveLength(2);
    expect(lines.innerHTML).toContain(`${AccountMessages.incorrectCredentials}</span><span><br>email: checked`);
  });

  it('shows the generic message when the server gives no error body', async () => {
    fakeApi({ 'POST /api/account/login': { status: 502, body: 'Bad gateway' } });
    const { user } = renderApp('/login');
    await fill(user, await screen.findByLabelText(LOGIN_NAME), 'pat@example.com');
    await fill(user, screen.getByLabelText('Password'), 'some password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(Messages.unexpectedError)).toBeInTheDocument();
  });

  it('asks for the texted code and repeats the same login call with it', async () => {
    const api = fakeApi({
      'POST /api/account/login': ({ body }) =>
        (body as { verificationCode?: string }).verificationCode === '123456'
          ? { body: authResponse(subscriber) }
          : (body as { verificationCode?: string }).verificationCode
            ? { status: 400, body: errorBody(AccountMessages.invalidVerificationCode) }
            : { body: { jwtToken: null, userName: null, id: null, roles: [], requiresVerificationCode: true } },
    });
    const { user, store, location } = renderApp('/login');
    await fill(user, await screen.findByLabelText(LOGIN_NAME), 'pat@example.com');
    await fill(user, screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    const code = await screen.findByLabelText('Verification Code');
    expect(code).toHaveFocus();
    expect(store.getState().auth.id).toBeNull();
    await expectFieldChecks(user, { field: code, submit: 'Verify', invalid: 'abc', says: 'The code is a number' });
    await refill(user, code, '999999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(AccountMessages.invalidVerificationCode)).toBeInTheDocument();

    await refill(user, code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.calls('POST /api/account/login').map((r) => r.body)).toEqual([
      { email: 'pat@example.com', password: 'correct horse battery' },
      { email: 'pat@example.com', password: 'correct horse battery', verificationCode: '999999' },
      { email: 'pat@example.com', password: 'correct horse battery', verificationCode: '123456' },
    ]);
    expect(store.getState().auth.id).toBe(subscriber.id);
  });

  it('sends the code again: the same login without a code', async () => {
    const api = fakeApi({ 'POST /api/account/login': { body: { jwtToken: null, userName: null, id: null, roles: [], requiresVerificationCode: true } } });
    const { user } = renderApp('/login');
    await fill(user, await screen.findByLabelText(LOGIN_NAME), 'pat@example.com');
    await fill(user, screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await user.click(await screen.findByRole('button', { name: 'Send the code again' }));
    expect(await screen.findByText('A new code has been sent to your phone.')).toBeInTheDocument();
    expect(api.calls('POST /api/account/login').map((r) => r.body)).toEqual([
      { email: 'pat@example.com', password: 'correct horse battery' },
      { email: 'pat@example.com', password: 'correct horse battery' },
    ]);
    expect(screen.getByLabelText('Verification Code')).toBeInTheDocument();
  });

  it('says so when the user is already logged in', async () => {
    fakeApi({});
    renderApp('/login', { auth: subscriber });
    expect(await screen.findByText('You are already logged in as pat@example.com.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});

describe('password reset', () => {
  it('requests a reset link from the login screen', async () => {
    const api = fakeApi({ 'POST /api/account/requestPasswordReset': { body: {} } });
    const { user } = renderApp('/login');
    await fill(user, await screen.findByLabelText(LOGIN_NAME), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));

    const email = await screen.findByLabelText(LOGIN_NAME);
    expect(email).toHaveValue('pat@example.com');
    await user.clear(email);
    await expectFieldChecks(user, { field: email, submit: 'Send Reset Link', invalid: 'pat@', says: Messages.invalidEmail });
    await fill(user, email, 'example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText(Messages.resetEmailSent)).toBeInTheDocument();
    expect(api.calls('POST /api/account/requestPasswordReset')[0].body).toEqual({ email: 'pat@example.com' });
  });

  it('sends a reset link by text message to a phone number', async () => {
    const api = fakeApi({ 'POST /api/account/requestPasswordReset': { body: {} } });
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByText(/or the phone number your attorney invited you by/)).toBeInTheDocument();
    await fill(user, screen.getByLabelText(LOGIN_NAME), '555-867-5309');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('A text message has been sent to the phone number you provided with a link to reset your password.')).toBeInTheDocument();
    expect(screen.queryByText(Messages.resetEmailSent)).not.toBeInTheDocument();
    expect(api.calls('POST /api/account/requestPasswordReset')[0].body).toEqual({ email: '555-867-5309' });
  });

  it.each([
    { link: 'emailed', query: 'token=tok-123&email=pat%40example.com', token: 'tok-123', loginName: 'pat@example.com' },
    // A texted link carries the phone number where a mailed one has the address.
    { link: 'texted', query: 'token=tok-456&email=555-867-5309', token: 'tok-456', loginName: '555-867-5309' },
  ])('resets the password with the token and login name of the $link link, then offers the login form', async ({ query, token, loginName }) => {
    const api = fakeApi({ 'POST /api/account/resetPassword': { body: {} } });
    const { user, location } = renderApp(`/login?${query}`);
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByLabelText(LOGIN_NAME)).toHaveValue(loginName);
    expect(screen.getByText(/at least 12 characters/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText(Messages.required)).toHaveLength(2);
    await fill(user, screen.getByLabelText('New Password'), 'short');
    expect(await screen.findByText(Messages.minLength(8))).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Confirm Password'), 'different');
    expect(await screen.findByText(Messages.passwordsDoNotMatch)).toBeInTheDocument();

    await refill(user, screen.getByLabelText('New Password'), 'a brand new passphrase');
    await refill(user, screen.getByLabelText('Confirm Password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(Messages.passwordChanged)).toBeInTheDocument();
    expect(api.calls('POST /api/account/resetPassword')[0].body).toEqual({ email: loginName, token, password: 'a brand new passphrase' });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByLabelText(LOGIN_NAME)).toHaveValue(loginName);
  });

  it('shows why a reset link was refused', async () => {
    fakeApi({ 'POST /api/account/resetPassword': { status: 400, body: errorBody(AccountMessages.invalidResetLink) } });
    const { user } = renderApp('/login?token=used&email=pat%40example.com');
    await fill(user, await screen.findByLabelText('New Password'), 'a brand new passphrase');
    await fill(user, screen.getByLabelText('Confirm Password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(AccountMessages.invalidResetLink)).toBeInTheDocument();
  });

  it('asks for a new link from a used one, the address kept, or goes back to log in', async () => {
    const api = fakeApi({ 'POST /api/account/requestPasswordReset': { body: {} } });
    const { user, location } = renderApp('/login?token=used&email=pat%40example.com');
    await user.click(await screen.findByRole('button', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(screen.getByLabelText(LOGIN_NAME)).toHaveValue('pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(api.calls('POST /api/account/requestPasswordReset').map((call) => call.body)).toEqual([{ email: 'pat@example.com' }]));
    await user.click(screen.getByRole('button', { name: 'Back to Log In' }));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });
});
