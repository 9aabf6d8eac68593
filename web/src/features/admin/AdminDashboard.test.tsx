import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@app/contracts';
import { fakeApi } from '../../../test/fake-api';
import { renderApp, session } from '../../../test/render';
import { dashboardStats } from '../../../test/admin';

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

const admin = session(['Site Admin']);

describe("the site admin's dashboard", () => {
  it('shows the five KPI cards, the completion rates as percentages with one decimal, – for a month with nothing sent', async () => {
    fakeApi({ 'GET /api/stats/adminDashboard': { body: dashboardStats } });
    renderApp('/', { auth: admin });
    const card = async (title: string) => (await screen.findByText(title)).closest('.ant-card') as HTMLElement;
    await waitFor(async () => expect(await card('Total Subscriptions')).toHaveTextContent('42'));
    expect(await card('Total Clients')).toHaveTextContent('310');
    expect(await card('New Subscriptions (7 days)')).toHaveTextContent('3');
    expect(await card('Total Completion Rate')).toHaveTextContent('67.0%');
    expect(await card('Last Month Completion Rate')).toHaveTextContent(/^Last Month Completion Rate–$/);
  });

  it('says so when the figures cannot be loaded', async () => {
    fakeApi({ 'GET /api/stats/adminDashboard': { status: 503, body: { Details: 'Service Unavailable', SubErrors: [] } } });
    renderApp('/', { auth: admin });
    expect(await screen.findByText('Unable to load the figures.')).toBeInTheDocument();
  });

  it('downloads each report in a new tab through a temporary access token', async () => {
    const api = fakeApi({ 'GET /api/stats/adminDashboard': { body: dashboardStats }, 'GET /api/account/temporaryAccessToken': { body: { token: 'temporary.token' } } });
    const tabs = watchNewTabs();
    const user = userEvent.setup();
    renderApp('/', { auth: admin });
    for (const title of [
      'Usage by User',
      'Enterprise Subscription Users Summary',
      'Enterprise Subscription Users',
      'Client Completion by Page',
      'Surveys Created/Started/Completed by Month',
    ]) {
      await user.click(await screen.findByRole('button', { name: title }));
    }
    await waitFor(() => expect(tabs).toHaveLength(5));
    await waitFor(() =>
      expect(tabs.map((tab) => tab.location.href)).toEqual(
        ['usageByUser', 'enterpriseSubscriptionUsersSummary', 'enterpriseSubscriptionUsers', 'clientCompletionByPage', 'activityByMonth'].map(
          (name) => `/api/stats/export?name=${name}&temporaryAccessToken=temporary.token`,
        ),
      ),
    );
    expect(api.calls('GET /api/account/temporaryAccessToken')).toHaveLength(5);
  });
});

describe("the site admin's Debug menu", () => {
  it.each([
    ['Job Dashboard', '/hangfire'],
    ['API Documentation', '/swagger'],
  ])('opens %s in a new tab with a temporary access token the gateway trades for its cookie', async (label, path) => {
    const api = fakeApi({ 'GET /api/account/temporaryAccessToken': { body: { token: 'temporary.token' } } });
    const tabs = watchNewTabs();
    const user = userEvent.setup();
    renderApp('/', { auth: session(['Site Admin']) });
    await user.click(await screen.findByRole('button', { name: /Admin menu/ }));
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
    await user.click(await screen.findByRole('button', { name: /Admin menu/ }));
    await user.click(await screen.findByText('Debug'));
    await user.click(await screen.findByText('Job Dashboard'));
    expect(await screen.findByText(Messages.notLoggedInOrNoAccess)).toBeInTheDocument();
    expect(tabs.map((tab) => tab.closed)).toEqual([true]);
  });

  it('never replaces the app with the Job Dashboard: a blocked new tab is said, and the app stays', async () => {
    const api = fakeApi({ 'GET /api/account/temporaryAccessToken': { body: { token: 'temporary.token' } } });
    window.open = () => null;
    const user = userEvent.setup();
    const { location } = renderApp('/', { auth: session(['Site Admin']) });
    await user.click(await screen.findByRole('button', { name: /Admin menu/ }));
    await user.click(await screen.findByText('Debug'));
    await user.click(await screen.findByText('Job Dashboard'));
    expect(await screen.findByText(/Your browser blocked the new tab/)).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(api.calls('GET /api/account/temporaryAccessToken')).toHaveLength(0);
  });
});
