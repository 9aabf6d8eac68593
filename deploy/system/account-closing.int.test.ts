/**
 * A subscriber exports everything and closes their account (issue 36, item 7): the export is one .zip holding
 * their client's Mitigation Report and a CSV of their clients; closing with the password ends their sessions,
 * erases their account and deletes every client of theirs in every service: the client's link lands on Invalid,
 * the client's account cannot sign in, their form is gone, and a site admin finds neither the client nor the
 * subscriber's name or email any more.
 */
import { unzipSync } from 'fflate';
import { landingStateOf } from '@app/contracts';
import { acceptInvitation, downloadToken, invite, landing, login, personToInvite, saveAnswers, subscribe, waitUntil } from './client-journey.js';
import { servicesUnderTest } from './services-behind-gateway.js';

const admin = { email: 'closing-admin@example.com', password: 'Closing-admin-pass-7731' };
const { api, system } = servicesUnderTest('sys_closing', { admin, withBilling: true });

it('exports, then closes the account: the subscriber and every client of theirs are gone from every service', async () => {
  const adminToken = (await login(api, admin.email, admin.password)).jwtToken!;
  const subscriber = await subscribe(api, 'closing');
  const person = personToInvite('Tamsin', 'Oakhurst', '555-010-4481');
  const client = await invite(api, subscriber, person);
  const clientSession = await acceptInvitation(api, client.shortCodeUrl, person.password);
  const form = await waitUntil(async () => (await api('GET', `/api/client/${client.id}?includes=forms,forms.pages`, { token: subscriber.token })).body.forms?.[0]);
  const firstPage = form.pages[0];
  const answerSet = (await api('GET', `/api/answerSet/${firstPage.answerSetId}`, { token: clientSession.token })).body;
  await saveAnswers(api, clientSession, answerSet, { ...answerSet.answers });

  // The export first: the client's report and the CSV.
  const zip = await waitUntil(async () => {
    const response = await fetch(`${system().gatewayUrl}/api/account/export?temporaryAccessToken=${encodeURIComponent(await downloadToken(api, subscriber))}`);
    if (response.status !== 200) return undefined;
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    return Object.keys(files).some((name) => name.includes('/Mitigation Report - Oakhurst, Tamsin')) ? files : undefined;
  });
  expect(Object.keys(zip)).toContain('clients.csv');
  expect(new TextDecoder().decode(zip['clients.csv'])).toContain('Oakhurst');

  expect((await api('POST', '/api/account/close', { token: subscriber.token, body: { password: 'Not-The-Password-1' } })).status).toBe(400);
  expect(await api('POST', '/api/account/close', { token: subscriber.token, body: { password: subscriber.password } })).toMatchObject({ status: 200, body: {} });

  // The subscriber: signed out everywhere, cannot log in, erased.
  await waitUntil(async () => (await api('GET', '/api/client', { token: subscriber.token })).status === 401);
  expect((await api('POST', '/api/account/login', { body: { email: subscriber.email, password: subscriber.password } })).status).toBe(400);
  expect((await api('GET', `/api/applicationUser/${subscriber.id}`, { token: adminToken })).body).toMatchObject({ email: null, firstName: null });

  // Their client: deleted in every service.
  await waitUntil(async () => (await api('GET', `/api/client/${client.id}`, { token: adminToken })).status === 404);
  await waitUntil(async () => landingStateOf(await landing(api, client.shortCodeUrl)) === 'Invalid');
  await waitUntil(async () => (await api('GET', `/api/form/${form.id}`, { token: adminToken })).status === 404);
  await waitUntil(async () => (await api('POST', '/api/account/login', { body: { email: person.email, password: person.password } })).status === 400);
}, 180_000);
