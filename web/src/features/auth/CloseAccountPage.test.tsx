import { screen, waitFor, within } from '@testing-library/react';
import { AccountMessages, type Client } from '@app/contracts';
import { errorBody, fakeApi, listAnswer } from '../../../test/fake-api';
import { proctoredClientForm } from '../../../test/forms';
import { fill, renderApp, session } from '../../../test/render';
import { subscriptionOf } from '../../../test/subscriber';

const subscriber = session(['Subscriber']);
const subscriptionId = '5d2f8f5e-3c1c-4b8e-9a57-0c1f9a6f2b10';
const mine = (stripeStatus: string) => subscriptionOf(subscriber.id!, { subscriptionId, stripeStatus, stripeExpiration: '2031-03-15T12:00:00Z' });
const clients: Client[] = [proctoredClientForm().client];

function closing(stripeStatus = 'active', closeAnswer: { status?: number; body: unknown } = { body: {} }) {
  const api = fakeApi({
    'GET /api/client': listAnswer(clients, 3),
    'GET /api/subscriptionUser': { body: mine(stripeStatus) },
    'POST /api/subscription/cancel': { body: mine('canceled')[0].subscription },
    'POST /api/account/close': closeAnswer,
    'GET /api/account/temporaryAccessToken': { body: { token: 'temporary.token' } },
  });
  return { ...renderApp('/subscriber/closeAccount', { auth: subscriber }), api };
}

const tabs: { location: { href: string } }[] = [];
beforeEach(() => {
  tabs.length = 0;
  window.open = (() => {
    const tab = { location: { href: 'about:blank' }, close: () => undefined };
    tabs.push(tab);
    return tab;
  }) as unknown as typeof window.open;
});

describe('/subscriber/closeAccount (issue 36)', () => {
  it('shows what closing does first, offers the export, and closes only with the password and a confirmation', async () => {
    const { user, api, location, store } = closing();
    expect(await screen.findByText(/Your 3 clients are deleted, with every answer, uploaded file, letter of support and report\./)).toBeInTheDocument();
    expect(screen.getByText(/Your subscription is canceled/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download Export (.zip)' }));
    await waitFor(() => expect(tabs.map((tab) => tab.location.href)).toEqual(['/api/account/export?temporaryAccessToken=temporary.token']));

    await user.click(screen.getByRole('button', { name: 'Close My Account' }));
    expect(await screen.findByText('Please confirm that you understand.')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Password'), 'my password 1');
    await user.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await user.click(screen.getByRole('button', { name: 'Close My Account' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Close your account now?');
    expect(api.calls('POST /api/account/close')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Close My Account' }));

    expect(await screen.findByText('Your account was closed.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/logout'));
    expect(api.calls('POST /api/subscription/cancel').map((call) => call.body)).toEqual([{ subscriptionId }]);
    expect(api.calls('POST /api/account/close').map((call) => call.body)).toEqual([{ password: 'my password 1' }]);
    expect(store.getState().auth.id).toBeNull();
  });

  it('keeps the account signed in and says so when the password is wrong; a canceled subscription is not canceled again', async () => {
    const { user, api, location } = closing('canceled', { status: 400, body: errorBody(AccountMessages.incorrectCurrentPassword) });
    await fill(user, await screen.findByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await user.click(screen.getByRole('button', { name: 'Close My Account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close My Account' }));
    expect(await screen.findByText(AccountMessages.incorrectCurrentPassword)).toBeInTheDocument();
    expect(location()).toBe('/subscriber/closeAccount');
    expect(api.calls('POST /api/subscription/cancel')).toHaveLength(0);
  });
});
