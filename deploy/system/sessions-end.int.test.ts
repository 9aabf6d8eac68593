/**
 * A session ends everywhere at once: after a password change, a role revoked or a client deleted, the
 * tokens issued before are refused by every service within 5 s (a list, a write, a new download token, an
 * old one, each service's own port), and the session the change started works.
 */
import { apiOf, waitFor } from '@app/platform/testing';
import { acceptInvitation, complianceReviewer, downloadToken, invite, login, personToInvite, signIn, strongPassword, subscribe, waitUntil } from './client-journey.js';
import type { Session } from './client-journey.js';
import { servicesUnderTest } from './services-behind-gateway.js';

const admin = { email: 'sessions-admin@example.com', password: 'Sessions-admin-pass-5531' };
const { api, system } = servicesUnderTest('sys_sessions', { admin, withBilling: true });

const unknownId = '00000000-0000-4000-8000-000000000000';

/** One authenticated call a subscriber may make on each service's own port (no side effect: an unknown id). */
const subscriberCalls = (formId: string, userId: string): [service: string, method: string, path: string, body?: unknown][] => [
  ['identity', 'GET', `/api/applicationUser/${userId}`],
  ['identity', 'GET', '/api/account/temporaryAccessToken'],
  ['billing', 'GET', '/api/subscriptionUser'],
  ['clients', 'GET', '/api/client'],
  ['clients', 'POST', '/api/client/deleteClient', { clientId: unknownId }],
  ['survey', 'GET', `/api/form/${formId}`],
  ['reporting', 'POST', `/api/form/${unknownId}/adjust`, { adjuster: 'FirstPerson' }],
  ['notification', 'POST', `/api/form/${unknownId}/reminder`],
];

const statusAt = async (service: string, method: string, path: string, token: string, body?: unknown) =>
  (await apiOf(system().services[service].url)(method, path, { token, body })).status;

/** Every call of `calls` refused (401) for `token` within 5 s. */
async function refusedEverywhere(calls: ReturnType<typeof subscriberCalls>, token: string): Promise<void> {
  for (const [service, method, path, body] of calls) {
    await waitFor(async () => (await statusAt(service, method, path, token, body)) === 401, 5_000);
  }
}

async function notRefusedAnywhere(calls: ReturnType<typeof subscriberCalls>, token: string): Promise<void> {
  for (const [service, method, path, body] of calls) expect({ service, path, status: await statusAt(service, method, path, token, body) }).not.toMatchObject({ status: 401 });
}

let adminToken: string;
let subscriber: Awaited<ReturnType<typeof subscribe>>;
let invited: ReturnType<typeof personToInvite>;
let clientId: string;
let shortCodeUrl: string;
let formId: string;

beforeAll(async () => {
  adminToken = (await login(api, admin.email, admin.password)).jwtToken!;
  subscriber = await subscribe(api, 'sessions');
  invited = personToInvite('Dana', 'Quill', '555-010-4471');
  const client = await invite(api, subscriber, invited);
  clientId = client.id;
  shortCodeUrl = client.shortCodeUrl;
  formId = await waitUntil(async () => {
    const forms = await api('GET', '/api/form', { token: subscriber.token });
    return (forms.body as { id: string; clientId: string }[]).find((form) => form.clientId === clientId)?.id;
  });
});

it("ends a subscriber's other sessions on every service within 5 s of a password change, and the new session works", async () => {
  const otherDevice = await signIn(api, subscriber.email, subscriber.password);
  const linkFromBefore = await downloadToken(api, subscriber);
  const calls = subscriberCalls(formId, subscriber.id);
  await notRefusedAnywhere(calls, otherDevice.token);

  const changed = await api('POST', '/api/account/changePassword', { token: subscriber.token, body: { oldPassword: subscriber.password, newPassword: strongPassword() } });
  expect(changed.status).toBe(200);

  await refusedEverywhere(calls, otherDevice.token);
  await refusedEverywhere(calls, subscriber.token);
  expect((await api('GET', '/api/client', { token: otherDevice.token })).status).toBe(401);
  expect((await api('GET', `/api/form/${formId}/report?temporaryAccessToken=${linkFromBefore}`)).status).toBe(401);

  const renewed: Session = { id: subscriber.id, token: changed.body.jwtToken };
  await notRefusedAnywhere(calls, renewed.token);
  expect((await api('GET', '/api/client', { token: renewed.token })).status).toBe(200);
  subscriber = { ...subscriber, token: renewed.token };
});

it("ends a compliance reviewer's session within 5 s of the role's revocation", async () => {
  const reviewer = await complianceReviewer(api, adminToken, 'sessions-reviewer');
  const review = ['clients', 'GET', `/api/compliance/client?filter=${encodeURIComponent('deleted = false')}`] as const;
  expect(await statusAt(...review, reviewer.token)).toBe(200);
  expect((await api('DELETE', `/api/applicationUser/${reviewer.id}/complianceReviewer`, { token: adminToken })).status).toBe(204);
  await refusedEverywhere([[...review]], reviewer.token);
});

it("ends a client's session within 5 s of the client's deletion", async () => {
  const client = await acceptInvitation(api, shortCodeUrl, invited.password);
  const ownForm = ['survey', 'GET', `/api/form/${formId}`] as const;
  expect(await statusAt(...ownForm, client.token)).toBe(200);
  expect((await api('POST', '/api/client/deleteClient', { token: subscriber.token, body: { clientId } })).status).toBe(204);
  await refusedEverywhere([[...ownForm], ['clients', 'POST', '/api/client/language', { language: 'es' }]], client.token);
});

it("ends a disabled account's sessions on every service within 5 s, refuses its login, and lets it in again once enabled (issue 36)", async () => {
  const disabled = await subscribe(api, 'sessions-disabled');
  const client = await invite(api, disabled, personToInvite('Ezra', 'Vale', '555-010-4472'));
  const ownForm = await waitUntil(async () => {
    const forms = await api('GET', '/api/form', { token: disabled.token });
    return (forms.body as { id: string; clientId: string }[]).find((form) => form.clientId === client.id)?.id;
  });
  const calls = subscriberCalls(ownForm, disabled.id);
  await notRefusedAnywhere(calls, disabled.token);

  expect((await api('POST', `/api/applicationUser/${disabled.id}/disable`, { token: adminToken })).status).toBe(200);
  await refusedEverywhere(calls, disabled.token);
  const refused = await api('POST', '/api/account/login', { body: { email: disabled.email, password: disabled.password } });
  expect(refused).toMatchObject({ status: 400, body: { Details: 'This account has been disabled. Please contact the site administrator.' } });

  expect((await api('POST', `/api/applicationUser/${disabled.id}/enable`, { token: adminToken })).status).toBe(200);
  const again = await login(api, disabled.email, disabled.password);
  await notRefusedAnywhere(calls, again.jwtToken!);
  // The tokens from before the disabling stay ended.
  expect((await api('GET', '/api/client', { token: disabled.token })).status).toBe(401);
});
