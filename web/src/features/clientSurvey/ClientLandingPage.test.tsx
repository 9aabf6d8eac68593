import { screen, waitFor, within } from '@testing-library/react';
import { Messages } from '@app/contracts';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { clientLanding as landing, landingIds } from '../../../test/forms';
import { authResponse, fill, renderApp, session } from '../../../test/render';
import { i18n } from '../../i18n/i18n';

const CODE = 'abcdEFGH23456';
const { formId: FORM_ID, pageId: PAGE_ID, clientUserId: CLIENT_USER_ID } = landingIds;
const client = session(['Client'], CLIENT_USER_ID, 'ann@example.test');

const invalid = landing({
  isValidShortCode: false,
  clientFirstName: null,
  clientLastName: null,
  clientEmail: null,
  clientEmailOrPhone: null,
  clientApplicationUserId: null,
  subscriberDisplayName: null,
  activeFormId: null,
  activePageId: null,
});

describe('the client landing (/c/{shortCode})', () => {
  it('says an invalid link is invalid', async () => {
    const api = fakeApi({ 'GET /api/client/landingData': { body: invalid } });
    renderApp('/c/nope');
    expect(await screen.findByText('The link you followed is invalid.')).toBeInTheDocument();
    expect(api.calls('GET /api/client/landingData')[0].query.get('shortCode')).toBe('nope');
  });

  it('registers: "Welcome" with the first name and the attorney, the password rules, then straight to the first page', async () => {
    let registered = false;
    const api = fakeApi({
      'GET /api/client/landingData': () => ({ body: registered ? landing({ isAuthenticated: true, isAccountActivated: true }) : landing() }),
      'POST /api/client/acceptInvite': () => {
        registered = true;
        return { body: authResponse(client) };
      },
    });
    const { user, location } = renderApp(`/c/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Client of Atticus Finch')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Password' }));
    expect(await screen.findAllByText(Messages.required)).toHaveLength(2);
    await fill(user, screen.getByLabelText('Password'), 'short');
    expect(await screen.findByText(Messages.minLength(8))).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Confirm password'), 'different 123');
    expect(await screen.findByText('Your passwords must match.')).toBeInTheDocument();
    expect(api.calls('POST /api/client/acceptInvite')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Password'));
    await fill(user, screen.getByLabelText('Password'), 'a good password 9');
    await user.clear(screen.getByLabelText('Confirm password'));
    await fill(user, screen.getByLabelText('Confirm password'), 'a good password 9');
    await user.click(screen.getByRole('button', { name: 'Create Password' }));
    await waitFor(() => expect(api.calls('POST /api/client/acceptInvite')).toHaveLength(1));
    expect(api.calls('POST /api/client/acceptInvite')[0].body).toEqual({ shortCode: CODE, password: 'a good password 9' });
    await waitFor(() => expect(location()).toBe(`/client/form/${FORM_ID}/page/${PAGE_ID}`));
    expect(screen.queryByRole('heading', { name: 'Welcome back, Ann' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls(`GET /api/form/${FORM_ID}`)).toHaveLength(1));
    expect(api.calls(`GET /api/form/${FORM_ID}`)[0].authorization).toBe(`Bearer ${authResponse(client).jwtToken}`);
  });

  it('logs in ("Welcome back"), shows a failure in the red alert, and sends a reset link for the landing data’s id', async () => {
    const api = fakeApi({
      'GET /api/client/landingData': { body: landing({ isAccountActivated: true }) },
      'POST /api/account/login': { status: 400, body: errorBody('The email or password is incorrect.') },
      'POST /api/account/requestClientPasswordReset': { body: {} },
    });
    const { user } = renderApp(`/client/landing/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ann' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email or phone number')).toHaveValue('ann@example.test');
    await fill(user, screen.getByLabelText('Password'), 'seven77');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(Messages.minLength(8))).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Password'), '8');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    expect(api.calls('POST /api/account/login')[0].body).toEqual({ email: 'ann@example.test', password: 'seven778' });

    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByText(/We sent you a link to set a new password/)).toBeInTheDocument();
    expect(api.calls('POST /api/account/requestClientPasswordReset')[0].body).toEqual({ applicationUserId: CLIENT_USER_ID });
  });

  it('says Completed once the questionnaire is done', async () => {
    fakeApi({
      'GET /api/client/landingData': { body: landing({ isAuthenticated: true, isAccountActivated: true, activeFormId: null, activePageId: null, isFormCompleted: true }) },
    });
    renderApp(`/c/${CODE}`, { auth: client });
    expect(await screen.findByText(/You have completed your questionnaire/)).toBeInTheDocument();
  });

  it('lets a proctoring attorney open the form', async () => {
    fakeApi({ 'GET /api/client/landingData': { body: landing({ isProctorUser: true, isAuthenticated: true }) } });
    const { user, location } = renderApp(`/c/${CODE}`, { auth: session(['Subscriber']) });
    await user.click(await screen.findByRole('button', { name: 'Proctor Questionnaire' }));
    expect(location()).toBe(`/client/form/${FORM_ID}/page/${PAGE_ID}`);
  });

  it('waits while the questionnaire is being made', async () => {
    fakeApi({ 'GET /api/client/landingData': { body: landing({ isAuthenticated: true, isAccountActivated: true, activeFormId: null, activePageId: null }) } });
    renderApp(`/c/${CODE}`, { auth: client });
    expect(await screen.findByText(/Your questionnaire is being prepared/)).toBeInTheDocument();
  });
});

describe('the client landing in the client’s language (issue 15)', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it('greets a client invited in Spanish in Spanish; their switch to English goes to their record', async () => {
    const api = fakeApi({
      'GET /api/client/landingData': { body: landing({ isAuthenticated: true, isAccountActivated: true, preferredLanguage: 'es' }) },
      'POST /api/client/language': { status: 204 },
    });
    const { user } = renderApp(`/c/${CODE}`, { auth: client });
    expect(await screen.findByRole('heading', { name: 'Bienvenido de nuevo, Ann' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');

    await user.click(screen.getByText('English'));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ann' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST /api/client/language').map((call) => call.body)).toEqual([{ language: 'en' }]));
  });

  it('keeps a choice made before signing in on the device, and sends nothing for a visitor', async () => {
    const api = fakeApi({ 'GET /api/client/landingData': { body: landing({ preferredLanguage: 'es' }) } });
    const { user } = renderApp(`/c/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'Bienvenido, Ann' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear contraseña' })).toBeInTheDocument();
    await user.click(screen.getByText('English'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann' })).toBeInTheDocument();
    expect(api.calls('POST /api/client/language')).toHaveLength(0);
  });
});

describe("the landing's early request (client.html's early-requests.js, started before the app loads)", () => {
  const address = () => `${window.location.origin}/api/client/landingData?shortCode=${CODE}`;
  afterEach(() => delete window.earlyRequests);

  it('shows the landing from the early response, without asking again', async () => {
    const api = fakeApi({ 'GET /api/client/landingData': { body: landing({ clientFirstName: 'Asked again' }) } });
    window.earlyRequests = { [address()]: { authorization: null, response: Promise.resolve(Response.json(landing())) } };
    renderApp(`/c/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann' })).toBeInTheDocument();
    expect(api.calls('GET /api/client/landingData')).toHaveLength(0);
  });

  it("asks itself when the early request was another session's", async () => {
    const api = fakeApi({ 'GET /api/client/landingData': { body: landing() } });
    window.earlyRequests = { [address()]: { authorization: 'Bearer someone-else', response: Promise.resolve(Response.json(landing({ clientFirstName: 'Eve' }))) } };
    renderApp(`/c/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann' })).toBeInTheDocument();
    expect(api.calls('GET /api/client/landingData')).toHaveLength(1);
  });

  it('asks again when the early request failed', async () => {
    const api = fakeApi({ 'GET /api/client/landingData': { body: landing() } });
    window.earlyRequests = { [address()]: { authorization: null, response: Promise.reject(new TypeError('Failed to fetch')) } };
    renderApp(`/c/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann' })).toBeInTheDocument();
    expect(api.calls('GET /api/client/landingData')).toHaveLength(1);
  });
});
