import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import type { ApplicationUser, Client } from '@app/contracts';
import { fakeApi, listAnswer } from '../../test/fake-api';
import { proctoredClientForm } from '../../test/forms';
import { renderApp, session } from '../../test/render';
import { activeSubscriptionOf, listedForm } from '../../test/subscriber';
import type { AuthState } from '../features/auth/authSlice';

/** index.html's first script (public/early-requests-main.js), as the page runs it before the app. */
const script = readFileSync(new URL('../../public/early-requests-main.js', import.meta.url), 'utf8');

/** Runs the script at `path` for the stored `auth`, then lets its requests (and those chained on them) start. */
async function startEarlyRequests(path: string, auth: AuthState) {
  localStorage.setItem('auth.id', auth.id!);
  localStorage.setItem('auth.userName', auth.userName!);
  localStorage.setItem('auth.roles', JSON.stringify(auth.roles));
  localStorage.setItem('auth.jwtToken', auth.jwtToken!);
  window.history.replaceState(null, '', path);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the string is public/early-requests-main.js, run as the page's classic script runs
  new Function(script)();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Every GET the script started, by path: each asked for once in all, so the app took the script's answer. */
function expectAllTaken(api: ReturnType<typeof fakeApi>) {
  expect(Object.keys(window.earlyRequests ?? {})).toEqual([]);
  const gets = api.requests.filter((request) => request.method === 'GET').map((request) => `${request.path}?${request.query}`);
  expect(gets.filter((get, i) => gets.indexOf(get) !== i)).toEqual([]);
}

const account = (id: string, email: string, roles: ApplicationUser['roles']): ApplicationUser => ({
  id,
  userName: email,
  email,
  firstName: 'Pat',
  lastName: 'Lee',
  displayName: null,
  phoneNumber: null,
  roles,
  twoFactorEnabled: false,
  created: '2026-10-01T00:00:00.000Z',
  client: null,
});

/** The top bar's own GET (the signed-in user). */
const me = (auth: AuthState) => ({ [`GET /api/applicationUser/${auth.id}`]: { body: account(auth.id!, auth.userName!, auth.roles) } });

describe("index.html's early requests (the opened screen's first GETs, started before the app loads)", () => {
  afterEach(() => {
    delete window.earlyRequests;
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it("are the subscriber's dashboard's own: the app asks for none of them again", async () => {
    const subscriber = session(['Subscriber']);
    const api = fakeApi({
      ...me(subscriber),
      'GET /api/subscriptionUser': { body: activeSubscriptionOf(subscriber.id!) },
      'GET /api/form': listAnswer([listedForm({ firstName: 'Anselm', lastName: 'Kowalczyk' })], 1),
    });
    await startEarlyRequests('/', subscriber);
    expect(Object.keys(window.earlyRequests!)).toHaveLength(4);
    renderApp('/', { auth: subscriber });
    expect(await screen.findByText('1-1 of 1 results')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Kowalczyk Anselm/ })).toBeInTheDocument();
    expectAllTaken(api);
  });

  it("are the client view's: the client, then their questionnaire", async () => {
    const subscriber = session(['Subscriber']);
    const { form, client } = proctoredClientForm();
    const viewed: Client = { ...client, forms: [{ id: form.id, key: 'Default', formStatus: 'Started', created: form.created, started: null, completed: null, pages: [] }] };
    const api = fakeApi({ ...me(subscriber), [`GET /api/client/${client.id}`]: { body: viewed }, [`GET /api/form/${form.id}`]: { body: form }, 'GET /api/form': listAnswer([]) });
    await startEarlyRequests(`/subscriber/client/${client.id}`, subscriber);
    expect(Object.keys(window.earlyRequests!)).toHaveLength(3);
    renderApp(`/subscriber/client/${client.id}`, { auth: subscriber });
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    await screen.findByText(client.shortCodeUrl);
    expectAllTaken(api);
  });

  it("are the admin's Users list's", async () => {
    const admin = session(['Site Admin'], 'a0a0a0a0-0000-4000-8000-000000000001', 'admin@example.test');
    const listed = account('b1b1b1b1-0000-4000-8000-000000000002', 'ann@example.test', ['Subscriber']);
    const api = fakeApi({ ...me(admin), 'GET /api/applicationUser': listAnswer([listed], 1) });
    await startEarlyRequests('/applicationUser', admin);
    expect(Object.keys(window.earlyRequests!)).toHaveLength(2);
    renderApp('/applicationUser', { auth: admin });
    expect(await screen.findByText('ann@example.test')).toBeInTheDocument();
    expectAllTaken(api);
  });
});
