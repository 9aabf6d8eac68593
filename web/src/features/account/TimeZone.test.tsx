import { screen, waitFor, within } from '@testing-library/react';
import type { AdminDashboardStats, ApplicationUser } from '@app/contracts';
import { fakeApi } from '../../../test/fake-api';
import { renderApp, session } from '../../../test/render';

const attorney = session(['Subscriber'], '0b6a1c8e-6a53-4a4f-9d36-2f0f0c6c2a11', 'pat@example.com');
const admin = session(['Site Admin'], 'a0a0a0a0-0000-4000-8000-000000000001', 'admin@example.test');
const account = (who: typeof attorney, timeZone: string | null): ApplicationUser => ({
  id: who.id!,
  userName: who.userName,
  email: who.userName,
  firstName: 'Pat',
  lastName: 'Lawyer',
  displayName: 'Pat Lawyer',
  phoneNumber: null,
  roles: who.roles,
  twoFactorEnabled: false,
  disabled: false,
  timeZone,
  created: '2026-10-01T00:00:00.000Z',
  client: null,
});
const stats: AdminDashboardStats = {
  totalSubscriptions: 1,
  totalClients: 1,
  newSubscriptions: 0,
  totalSentSurveys: 0,
  totalCompletedSurveys: 0,
  lastMonthSentSurveys: 0,
  lastMonthCompletedSurveys: 0,
};

describe("the user's time zone (issue 36, item 12)", () => {
  it('is chosen on the Time Zone page of the user menu and saved on the account', async () => {
    let saved = account(attorney, 'America/Chicago');
    const api = fakeApi({
      [`GET /api/applicationUser/${attorney.id}`]: () => ({ body: saved }),
      'PUT /api/account/timeZone': (request) => {
        saved = { ...saved, timeZone: (request.body as { timeZone: string }).timeZone };
        return { body: request.body };
      },
      'GET /api/subscriptionUser': { body: [] },
    });
    const { user, location } = renderApp('/', { auth: attorney });
    await user.click(await screen.findByRole('button', { name: /User menu of/ }));
    await user.click(await screen.findByRole('link', { name: 'Time Zone' }));
    await waitFor(() => expect(location()).toBe('/timeZone'));
    const picker = await screen.findByRole('combobox', { name: 'Time Zone' });
    expect(screen.getByTitle('America/Chicago')).toBeInTheDocument();
    await user.click(picker);
    await user.type(picker, 'Asia/Tok');
    await user.click(await screen.findByTitle('Asia/Tokyo'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your time zone was saved.')).toBeInTheDocument();
    expect(api.calls('PUT /api/account/timeZone').map((call) => call.body)).toEqual([{ timeZone: 'Asia/Tokyo' }]);
  });

  it("asks for the admin dashboard's figures in the admin's time zone", async () => {
    const api = fakeApi({ [`GET /api/applicationUser/${admin.id}`]: { body: account(admin, 'Pacific/Honolulu') }, 'GET /api/stats/adminDashboard': { body: stats } });
    renderApp('/', { auth: admin });
    await waitFor(() => expect(api.calls('GET /api/stats/adminDashboard')).toHaveLength(1));
    expect(api.calls('GET /api/stats/adminDashboard')[0].query.get('timeZone')).toBe('Pacific/Honolulu');
    expect(within(await screen.findByText('Total Clients').then((title) => title.closest('.ant-card') as HTMLElement)).getByText('1')).toBeInTheDocument();
  });
});
