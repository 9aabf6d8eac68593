import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@app/contracts';
import { fakeApi } from '../../../test/fake-api';
import { renderApp, session } from '../../../test/render';

/** The tab the Debug menu opens: jsdom has no windows of its own. */
function watchNewTabs() {
  const tabs: { location: { href: string }; closed: boolean; close(): void }[] = [];
  window.open = (() => {
    const tab = { location: { href: 'about:blank' }, closed: false, close: () => void (tab.closed = true) };
    tabs.push(tab);
    return tab;
  }) as unknown as typeof window.open;
  return tabs;
}

describe("the site admin's Debug menu", () => {
  it.each([
    ['Hangfire', '/hangfire'],
    ['Swagger', '/swagger'],
  ])('opens %s in a new tab with a temporary access token the gateway trades for its cookie', async (label, path) => {
    const api = fakeApi({ 'GET /api/account/temporaryAccessToken': { body: { token: 'temporary.token' } } });
    const tabs = watchNewTabs();
    const user = userEvent.setup();
    renderApp('/', { auth: session(['Site Admin']) });
    await user.click(await screen.findByText('Debug'));
    await user.click(await screen.findByText(label));
    await waitFor(() => expect(tabs.map((tab) => tab.location.href)).toEqual([`${path}?temporaryAccessToken=temporary.token`]));
    expect(api.calls('GET /api/account/temporaryAccessToken').map((call) => call.authorization)).toEqual([expect.stringMatching(/^Bearer /)]);
  });

  it('closes the tab and says why when the token is refused', async () => {
    fakeApi({ 'GET /api/account/temporaryAccessToken': { status: 403, body: { Details: Messages.notLoggedInOrNoAccess, SubErrors: [] } } });
    const tabs = watchNewTabs();
    const user = userEvent.setup();
    renderApp('/', { auth: session(['Site Admin']) });
    await user.click(await screen.findByText('Debug'));
    await user.click(await screen.findByText('Hangfire'));
    expect(await screen.findByText(Messages.notLoggedInOrNoAccess)).toBeInTheDocument();
    expect(tabs.map((tab) => tab.closed)).toEqual([true]);
  });
});
