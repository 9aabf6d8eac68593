import { afterEach } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { isClientAppPath, Messages, Plans, type ApplicationUser, type AuthResponse, type PlanOffer, type Role } from '@app/contracts';
import { App } from '../src/app/App';
import { AppRoutes } from '../src/app/routes';
import { ClientRoutes } from '../src/app/clientRoutes';
import { makeStore } from '../src/app/store';
import type { AuthState } from '../src/features/auth/authSlice';

type User = ReturnType<typeof userEvent.setup>;

const stores: { dispose(): void }[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

/** A session as identity answers it, for a test user. */
export function session(roles: Role[] = ['Subscriber'], id = '0b6a1c8e-6a53-4a4f-9d36-2f0f0c6c2a11', userName = 'pat@example.com'): AuthState {
  return { id, userName, roles, jwtToken: `header.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.signature` };
}

export function authResponse(state: AuthState): AuthResponse {
  return { jwtToken: state.jwtToken, userName: state.userName, id: state.id, roles: state.roles, requiresVerificationCode: false };
}

/** The signed-in user's own account record (GET /api/applicationUser/{id}) as Pat Lawyer, with `overrides`. */
export function accountOf(state: AuthState, overrides: Partial<ApplicationUser> = {}): ApplicationUser {
  return {
    id: state.id!,
    userName: state.userName,
    email: state.userName,
    firstName: 'Pat',
    lastName: 'Lawyer',
    displayName: 'Pat Lawyer',
    phoneNumber: null,
    roles: state.roles,
    twoFactorEnabled: false,
    created: '2026-10-01T00:00:00.000Z',
    client: null,
    ...overrides,
  };
}

/** GET /api/subscription/plans: the contracts' plans with the Stripe price each is sold at. */
export const planOffers: PlanOffer[] = Plans.map((plan) => ({ ...plan, priceId: `price_${plan.priceName}` }));

/** Shows the current location, so tests can assert where the app navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * The whole app (real store, real routes) at `path`, signed in as `auth` if given: the client's and
 * supporter's app (client.html) at their addresses, the other app elsewhere, as the gateway serves them.
 */
export function renderApp(path: string, { auth }: { auth?: AuthState } = {}) {
  const store = makeStore(auth ? { auth } : {});
  stores.push(store);
  const user = userEvent.setup({ delay: null });
  const view = render(
    <App store={store}>
      <MemoryRouter initialEntries={[path]}>
        {isClientAppPath(new URL(path, 'http://test').pathname) ? <ClientRoutes /> : <AppRoutes />}
        <LocationProbe />
      </MemoryRouter>
    </App>,
  );
  return { ...view, store, user, location: () => view.getByTestId('location').textContent };
}

/** Types a whole value at once (a paste): one change event instead of one per character. */
export async function fill(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

/** Replaces what `field` holds with `value`. */
export async function refill(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await fill(user, field, value);
}

/** Each link named in `hrefs`, found inside `container`, leads to its path. */
export function expectLinks(container: HTMLElement, hrefs: Record<string, string>) {
  for (const [name, href] of Object.entries(hrefs)) expect(within(container).getByRole('link', { name })).toHaveAttribute('href', href);
}

/** The form's checks of one blank `field`: submitted (by the button `submit`) it is required; holding `invalid` it `says` why not. */
export async function expectFieldChecks(user: User, { field, submit, invalid, says }: { field: HTMLElement; submit: string; invalid: string; says: string }) {
  await user.click(screen.getByRole('button', { name: submit }));
  expect(await screen.findByText(Messages.required)).toBeInTheDocument();
  await fill(user, field, invalid);
  expect(await screen.findByText(says)).toBeInTheDocument();
}
