import { screen, within } from '@testing-library/react';
import type { ReviewedClient } from '@app/contracts';
import { Messages } from '@app/contracts';
import { errorBody, fakeApi, listAnswer } from '../../../test/fake-api';
import { expectLinks, fill, renderApp, session } from '../../../test/render';
import { dashboardStats } from '../../../test/admin';
import { subscriptionOf } from '../../../test/subscriber';

const subscriber = session(['Subscriber']);

const subscriptionUser = (isActive: boolean, stripeStatus = isActive ? 'active' : 'canceled') => subscriptionOf(subscriber.id!, { isActive, stripeStatus });

describe('/ by role', () => {
  it('shows a visitor the marketing page with Sign Up Now and Log In', async () => {
    fakeApi({});
    renderApp('/');
    const main = screen.getByRole('main');
    expectLinks(main, { 'Sign Up Now': '/subscribe', 'Log In': '/login' });
    expect(main).toHaveTextContent('Standard Monthly $39.80 per month. No long-term commitment. Cancel any time. Standard Yearly $398.00 per year. Save almost $80/year.');
  });

  it('offers firms enterprise plans by contact: the form reaches the site admins and says it was sent', async () => {
    const api = fakeApi({ 'POST /api/contact': { body: {} } });
    const { user } = renderApp('/');
    const form = screen.getByRole('form', { name: 'Enterprise plans for firms' });
    expect(screen.getByRole('heading', { name: 'Enterprise plans for firms' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Contact Us' }));
    expect(await within(form).findAllByText(Messages.required)).toHaveLength(4);
    await fill(user, within(form).getByRole('textbox', { name: 'Your Name' }), 'Dana Whitfield');
    await fill(user, within(form).getByRole('textbox', { name: 'Firm or Office' }), 'Whitfield & Moss LLP');
    await fill(user, within(form).getByRole('textbox', { name: 'Work Email' }), 'dana@whitfield-law.example');
    await fill(user, within(form).getByRole('spinbutton', { name: 'Number of Attorneys (optional)' }), '12');
    await fill(user, within(form).getByRole('textbox', { name: 'Message' }), 'What would a plan for twelve cost?');
    await user.click(within(form).getByRole('button', { name: 'Contact Us' }));
    expect(await screen.findByText('Thank you. We will be in touch within one business day.')).toBeInTheDocument();
    expect(api.calls('POST /api/contact').map((call) => call.body)).toEqual([
      { name: 'Dana Whitfield', firm: 'Whitfield & Moss LLP', email: 'dana@whitfield-law.example', phoneNumber: null, seats: 12, message: 'What would a plan for twelve cost?' },
    ]);
  });

  it('tells a client to follow the link from their attorney', async () => {
    fakeApi({});
    renderApp('/', { auth: session(['Client']) });
    expect(await screen.findByText(Messages.clientNotice)).toBeInTheDocument();
  });

  it('shows a subscriber with an expired subscription the alert with its links, and Add New Client disabled', async () => {
    const api = fakeApi({ 'GET /api/subscriptionUser': { body: subscriptionUser(false) } });
    renderApp('/', { auth: subscriber });
    expect(await screen.findByText('Your subscription has expired.')).toBeInTheDocument();
    expectLinks(document.body, { 'renew your subscription': '/subscribe', 'manage your subscription': '/subscriber/manageSubscription' });
    expect(screen.getByRole('button', { name: /Add New Client/ })).toBeDisabled();
    const [call] = api.calls('GET /api/subscriptionUser');
    expect(call.query.get('includes')).toBe('subscription');
    expect(call.query.get('filter')).toBe(`applicationUserId = "${subscriber.id}"`);
  });

  it('enables Add New Client for an active subscription, without the alert', async () => {
    fakeApi({ 'GET /api/subscriptionUser': { body: subscriptionUser(true) } });
    renderApp('/', { auth: subscriber });
    expect(await screen.findByRole('link', { name: /Add New Client/ })).toHaveAttribute('href', '/subscriber/client/add');
    expect(screen.queryByText('Your subscription has expired.')).not.toBeInTheDocument();
  });

  it('shows a site admin the admin dashboard frame', async () => {
    fakeApi({});
    renderApp('/', { auth: session(['Site Admin']) });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Total Subscriptions')).toBeInTheDocument();
  });
});

describe('/ for an account that never subscribed', () => {
  it('invites it to subscribe, with Add New Client disabled', async () => {
    fakeApi({ 'GET /api/subscriptionUser': { body: [] } });
    renderApp('/', { auth: session([]) });
    expect(await screen.findByText('You do not have an active subscription.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'subscribe' })).toHaveAttribute('href', '/subscribe');
    expect(screen.getByRole('button', { name: /Add New Client/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'My Subscription' })).toHaveAttribute('href', '/subscriber/manageSubscription');
  });

  it('shows My Clients as an empty state, not "Unable to load results.", and does not ask for clients it has none of', async () => {
    const api = fakeApi({ 'GET /api/subscriptionUser': { body: [] }, 'GET /api/form': { status: 403, body: errorBody(Messages.notLoggedInOrNoAccess) } });
    renderApp('/', { auth: session([]) });
    expect(await screen.findByText('No clients yet. Once you subscribe, the clients you invite are listed here.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Clients' })).toBeInTheDocument();
    expect(screen.queryByText('Unable to load results.')).not.toBeInTheDocument();
    expect(api.calls('GET /api/form')).toHaveLength(0);
  });
});

describe('/ for a compliance reviewer', () => {
  const reviewed: ReviewedClient = {
    id: 'c0c0c0c0-0000-4000-8000-000000000001',
    firstName: 'Ines',
    lastName: 'Valcourt',
    subscriberId: 'b1b1b1b1-0000-4000-8000-000000000002',
    subscriberName: 'Pat Lawyer',
    created: '2026-10-01T00:00:00.000Z',
    deleted: false,
  };

  it("shows the reviewer's area only: the clients to review, no admin figures, reports or admin menu", async () => {
    const api = fakeApi({ 'GET /api/compliance/client': listAnswer([reviewed]) });
    renderApp('/', { auth: session(['Compliance Reviewer']) });
    expect(await screen.findByRole('heading', { name: 'Compliance Review' })).toBeInTheDocument();
    expect(await screen.findByText('Valcourt, Ines')).toBeInTheDocument();
    expect(screen.queryByText('Total Subscriptions')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reports' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Admin menu/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('menu', { name: 'Admin menu' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/stats/adminDashboard')).toEqual([]);
  });

  it("shows a site admin who is also a reviewer both: the admin dashboard, and the reviewer's area in its menu", async () => {
    fakeApi({ 'GET /api/stats/adminDashboard': { body: dashboardStats } });
    const { user } = renderApp('/', { auth: session(['Site Admin', 'Compliance Reviewer']) });
    expect(await screen.findByText('Total Subscriptions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Admin menu: Dashboard/ }));
    const menu = await screen.findByRole('menu', { name: 'Admin menu' });
    expect(within(menu).getByRole('link', { name: 'Compliance Review' })).toHaveAttribute('href', '/compliance');
    expect(within(menu).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/applicationUser');
  });

  it("leaves the reviewer's area out of a site admin's menu when they are not a reviewer", async () => {
    fakeApi({ 'GET /api/stats/adminDashboard': { body: dashboardStats } });
    const { user } = renderApp('/', { auth: session(['Site Admin']) });
    await user.click(await screen.findByRole('button', { name: /Admin menu: Dashboard/ }));
    const menu = await screen.findByRole('menu', { name: 'Admin menu' });
    expect(within(menu).queryByRole('link', { name: 'Compliance Review' })).not.toBeInTheDocument();
  });
});
