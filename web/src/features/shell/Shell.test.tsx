import { act, screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ApplicationUser } from '@app/contracts';
import { App } from '../../app/App';
import { makeStore } from '../../app/store';
import { fakeApi } from '../../../test/fake-api';
import { expectLinks, renderApp, session } from '../../../test/render';
import { i18n } from '../../i18n/texts';
import { UpdateBanner } from './UpdateBanner';

const subscriber = session(['Subscriber']);
const client = session(['Client'], 'c0ffee00-0000-4000-8000-000000000001', 'client@example.com');

function applicationUser(overrides: Partial<ApplicationUser>): ApplicationUser {
  return {
    id: subscriber.id!,
    userName: 'pat@example.com',
    email: 'pat@example.com',
    firstName: null,
    lastName: null,
    displayName: null,
    phoneNumber: null,
    roles: ['Subscriber'],
    twoFactorEnabled: false,
    created: '2025-01-01T00:00:00Z',
    client: null,
    ...overrides,
  };
}

describe('top bar and user menu', () => {
  it('offers Sign Up and Log In to a visitor', async () => {
    fakeApi({});
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Sign Up or Log In' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Sign Up', 'Log In']);
  });

  it("shows the user's name and the account actions", async () => {
    const api = fakeApi({ [`GET /api/applicationUser/${subscriber.id}`]: { body: applicationUser({ displayName: 'Pat Lee' }) } });
    const { user } = renderApp('/', { auth: subscriber });
    expect(await screen.findByText('Pat Lee')).toBeInTheDocument();
    expect(api.calls(`GET /api/applicationUser/${subscriber.id}`)[0].query.get('includes')).toContain('Client.SubscriptionUser.ApplicationUser');
    await user.click(screen.getByRole('button', { name: 'User menu of Pat Lee' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Change Password', 'Notification Settings', 'Time Zone', 'Enable Two Factor Authentication', 'Log Out']);
  });

  it('keeps Enable Two Factor Authentication in the menu and marks it On once enabled', async () => {
    fakeApi({ [`GET /api/applicationUser/${subscriber.id}`]: { body: applicationUser({ displayName: 'Pat Lee', twoFactorEnabled: true }) } });
    const { user } = renderApp('/', { auth: subscriber });
    await user.click(await screen.findByRole('button', { name: 'User menu of Pat Lee' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('link', { name: /Enable Two Factor Authentication/ })).toHaveTextContent('Enable Two Factor AuthenticationOn');
  });

  it('titles the browser tab after the page', async () => {
    fakeApi({});
    const { user } = renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Log In - Mitigation Survey'));
    await user.click(screen.getByRole('link', { name: 'Terms and Conditions' }));
    await waitFor(() => expect(document.title).toBe('Information - Mitigation Survey'));
  });

  it('shows a client as "Client" until the attorney is known, and hides the password and two-factor actions', async () => {
    fakeApi({ [`GET /api/applicationUser/${client.id}`]: { body: applicationUser({ id: client.id!, roles: ['Client'], client: null }) } });
    const { user } = renderApp('/', { auth: client });
    await user.click(await screen.findByRole('button', { name: 'User menu of Client' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Log Out']);
  });

  it('shows "Client of {subscriber display name}" from the client record', async () => {
    fakeApi({
      [`GET /api/applicationUser/${client.id}`]: {
        body: applicationUser({ id: client.id!, roles: ['Client'], client: { subscriptionUser: { applicationUser: { displayName: 'Jordan Avery, Esq.' } } } }),
      },
    });
    renderApp('/', { auth: client });
    expect(await screen.findByText('Client of Jordan Avery, Esq.')).toBeInTheDocument();
  });
});

describe('footer', () => {
  it('links Home, Terms and Conditions and Contact Us, with the copyright range up to this year', async () => {
    fakeApi({});
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expectLinks(footer, { Home: '/', 'Terms and Conditions': '/page/terms-and-conditions', 'Contact Us': '/page/contact-us' });
    expect(footer).toHaveTextContent(`© 2020-${new Date().getFullYear()}`);
  });
});

describe('the shell in the reader’s language (issue 15)', () => {
  it('speaks Spanish to a client who reads Spanish (their name, menu and footer), and English to an attorney on the same device', async () => {
    await i18n.changeLanguage('es');
    fakeApi({
      [`GET /api/applicationUser/${client.id}`]: {
        body: applicationUser({ id: client.id!, roles: ['Client'], client: { subscriptionUser: { applicationUser: { displayName: 'Jordan Avery, Esq.' } } } }),
      },
      [`GET /api/applicationUser/${subscriber.id}`]: { body: applicationUser({}) },
    });
    const { user, unmount } = renderApp('/', { auth: client });
    expect(await screen.findByText('Cliente de Jordan Avery, Esq.')).toBeInTheDocument();
    expectLinks(screen.getByRole('contentinfo'), { Inicio: '/', 'Términos y condiciones': '/page/terms-and-conditions', Contáctenos: '/page/contact-us' });
    await user.click(screen.getByRole('button', { name: 'Menú de Cliente de Jordan Avery, Esq.' }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Cerrar sesión']);
    unmount();

    renderApp('/', { auth: subscriber });
    expectLinks(screen.getByRole('contentinfo'), { Home: '/', 'Terms and Conditions': '/page/terms-and-conditions', 'Contact Us': '/page/contact-us' });
  });
});

describe('"Update Now" banner', () => {
  afterEach(() => document.head.querySelector('meta[name="build-id"]')?.remove());

  function renderBanner(reload: () => void) {
    const meta = document.createElement('meta');
    meta.name = 'build-id';
    meta.content = 'build-one';
    document.head.append(meta);
    const store = makeStore();
    const view = render(
      <App store={store}>
        <MemoryRouter>
          <UpdateBanner reload={reload} />
        </MemoryRouter>
      </App>,
    );
    return { ...view, store };
  }

  it('appears when the deployed build differs from the loaded one; Update Now reloads', async () => {
    const api = fakeApi({ 'GET /version.json': { body: { buildId: 'build-two' } } });
    let reloads = 0;
    const { store } = renderBanner(() => (reloads += 1));
    const button = await screen.findByRole('button', { name: 'Update Now' });
    expect(screen.getByText('A new version of this app is available.')).toBeInTheDocument();
    act(() => button.click());
    expect(reloads).toBe(1);
    expect(api.calls('GET /version.json')).toHaveLength(1);
    store.dispose();
  });

  it('stays hidden while the deployed build is the loaded one', async () => {
    const api = fakeApi({ 'GET /version.json': { body: { buildId: 'build-one' } } });
    const { store } = renderBanner(() => undefined);
    await waitFor(() => expect(api.calls('GET /version.json')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Update Now' })).not.toBeInTheDocument();
    store.dispose();
  });
});
