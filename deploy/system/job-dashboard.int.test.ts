/**
 * The job dashboards behind the gateway, as the Debug menu opens them: a site admin's temporary
 * access token traded for the admin pages' cookie, then `/hangfire` (every service's queues with
 * their counts) and `/hangfire/<service>` (that service's pg-boss dashboard); nobody else gets in.
 */
import { AdminPages } from '@app/contracts';
import type { RunningService } from '@app/platform';
import { waitFor } from '@app/platform/testing';
import { startServicesBehindGateway, type ServicesBehindGateway } from './services-behind-gateway.js';

const adminEmail = 'jobs-admin@example.com';
const adminPassword = 'Jobs-admin-pass-4417';
const noAccess = { Details: 'You are not logged in or do not have access.', SubErrors: [], MessageKey: { key: 'notLoggedInOrNoAccess' } };

let system: ServicesBehindGateway;
let notification: RunningService;
let base: string;

const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers, redirect: 'manual' });

async function temporaryTokenOf(jwtToken: string): Promise<string> {
  const answer = await get('/api/account/temporaryAccessToken', { authorization: `Bearer ${jwtToken}` });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** Trades the token at `path` as the Debug menu's link does; answers the exchange and the cookie pair to send back. */
async function exchange(path: string, token: string) {
  const answer = await get(`${path}?temporaryAccessToken=${encodeURIComponent(token)}`);
  const setCookies = answer.headers.getSetCookie();
  const cookie = setCookies[0]?.split(';')[0] ?? '';
  return { answer, setCookies, cookie };
}

beforeAll(async () => {
  system = await startServicesBehindGateway('sys_jobs', {
    admin: { email: adminEmail, password: adminPassword },
  });
  base = system.gatewayUrl;
  notification = system.services.notification;
});

afterAll(() => system?.close());

describe('the job dashboards (/hangfire)', () => {
  it('answers an anonymous visitor, or a forged cookie, with the no-access body', async () => {
    for (const path of ['/hangfire', '/hangfire/notification/', '/hangfire?temporaryAccessToken=not-a-token']) {
      const answer = await get(path);
      expect({ path, status: answer.status, body: await answer.json() }).toEqual({ path, status: 401, body: noAccess });
    }
    const forged = await get('/hangfire/notification/', { cookie: `${AdminPages.cookie}=eyJhbGciOiJFUzI1NiJ9.e30.c2ln` });
    expect(forged.status).toBe(401);
    // Nor does a service hand its dashboard or counts to a caller who reaches it directly without the cookie.
    expect((await fetch(`${notification.url}/hangfire/notification/`)).status).toBe(403);
    expect((await fetch(`${notification.url}${AdminPages.queueCountsPath}`)).status).toBe(403);
  });

  it('refuses a signed-in user who is not a site admin, and their temporary token', async () => {
    const registered = await post('/api/account/register', { email: 'jobs-subscriber@example.com', password: 'Subscriber-pass-8823' });
    expect(registered.status).toBe(200);
    const { jwtToken } = (await registered.json()) as { jwtToken: string };
    const { answer, setCookies } = await exchange('/hangfire', await temporaryTokenOf(jwtToken));
    expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 403, body: noAccess });
    expect(setCookies).toEqual([]);
    // An ordinary access token is no admin cookie either.
    expect((await get('/hangfire', { cookie: `${AdminPages.cookie}=${jwtToken}` })).status).toBe(401);
  });

  it("gives a site admin the cookie, then every service's queue counts and a service's dashboard", async () => {
    const login = await post('/api/account/login', { email: adminEmail, password: adminPassword });
    const { jwtToken } = (await login.json()) as { jwtToken: string };
    // A reset mail makes a job in notification's queues.
    expect((await post('/api/account/requestPasswordReset', { email: adminEmail })).status).toBe(200);
    await waitFor(async () => (await notification.runtime.jobs.queueCounts()).some((queue) => queue.totalCount > 0), 20_000);

    const { answer, setCookies, cookie } = await exchange('/hangfire', await temporaryTokenOf(jwtToken));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/hangfire');
    expect(setCookies).toHaveLength(3);
    for (const [i, path] of [AdminPages.jobsPath, AdminPages.apiDocsPath, AdminPages.apiDescriptionPath].entries()) {
      const attributes = setCookies[i].split(';').map((part) => part.trim());
      expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', `Path=${path}`]));
      const maxAge = Number(attributes.find((a) => a.startsWith('Max-Age='))!.slice('Max-Age='.length));
      // As long as the temporary token: five minutes at most.
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(300);
    }

    const index = await get('/hangfire', { cookie });
    expect(index.status).toBe(200);
    const html = await index.text();
    const counts = await notification.runtime.jobs.queueCounts();
    const queue = counts.find((q) => q.totalCount > 0)!;
    expect(html).toContain(`<tr data-queue="${queue.name}"><td>${queue.name}</td>`);
    expect(html).toMatch(new RegExp(`<tr data-queue="${queue.name}">(<td>[^<]*</td>){4}<td>[1-9]\\d*</td></tr>`));
    expect(html).toContain('<section data-service="identity"><h2>identity</h2><p>No job queues.</p></section>');
    expect(html).toContain('<a href="/hangfire/notification/">notification</a>');
    // Styled, with a way back to the app (issue 36, item 11).
    expect(html).toMatch(/<style>[^<]*font-family/);
    expect(html).toContain('<nav><a href="/">Back to the admin console</a></nav>');

    const dashboard = await get('/hangfire/notification/', { cookie });
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get('content-type')).toMatch(/text\/html/);
    // Its hydration scripts are inline: allowed on the dashboard's pages only.
    expect(dashboard.headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-inline'");
    expect((await get('/', { cookie })).headers.get('content-security-policy')).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(await dashboard.text()).toContain('/hangfire/notification/assets/');
  });

  it("trades a link once, and the cookie ends with the admin's session: refused within 5 s of a password change", async () => {
    const login = await post('/api/account/login', { email: adminEmail, password: adminPassword });
    const { jwtToken } = (await login.json()) as { jwtToken: string };
    const token = await temporaryTokenOf(jwtToken);
    const { answer, cookie } = await exchange('/hangfire', token);
    expect(answer.status).toBe(303);
    const again = await exchange('/swagger/', token);
    expect({ status: again.answer.status, body: await again.answer.json(), cookies: again.setCookies }).toEqual({ status: 401, body: noAccess, cookies: [] });
    expect((await get('/hangfire', { cookie })).status).toBe(200);

    const changed = await fetch(`${base}/api/account/changePassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${jwtToken}` },
      body: JSON.stringify({ oldPassword: adminPassword, newPassword: 'Jobs-admin-pass-9902' }),
    });
    expect(changed.status).toBe(200);
    await waitFor(async () => (await get('/hangfire', { cookie })).status === 401, 5_000);
    // The service behind refuses it too: its dashboard is site admins' only.
    expect((await fetch(`${notification.url}/hangfire/notification/`, { headers: { cookie } })).status).toBe(403);
  });
});
