/**
 * No personal data in logs: identity, billing, clients, survey, notification and the gateway, as `npm start`
 * runs them and at the most talkative log level, through a registration, logins (one with a wrong password),
 * password reset requests (one for an unknown address), a reset, a purchase, a phone number verified by text,
 * a content block, and a client invited by mail and text who accepts, uploads a file the subscriber downloads
 * (its name in the download's path), answers every page, completes the questionnaire and is deleted. Everything
 * they log is captured; none of it may hold an email address, phone number, name, address, password, answer,
 * file name, link or token the flow used.
 */
import { Roles } from '@app/contracts';
import type { DestinationStream } from '@app/platform';
import { waitFor } from '@app/platform/testing';
import {
  acceptInvitation,
  accountErased,
  completeForm,
  downloadToken,
  formOf,
  hasRole,
  invitationMessages,
  invite,
  landingIn,
  landingWithForm,
  shortCodeOf,
} from './client-journey.js';
import type { InvitedPerson } from './client-journey.js';
import { servicesUnderTest } from './services-behind-gateway.js';

const admin = { email: 'Marguerite.Okonkwo-Admin@example.com', password: 'Admin-Lighthouse-6620' };
const attorney = { email: 'thaddeus.pemberton@example.org', password: 'First-Cobalt-Heron-3185', newPassword: 'Second-Amber-Falcon-7742' };
const unknownEmail = 'no.account.rosalind@example.net';
const billing = { firstName: 'Thaddeus', lastName: 'Pemberton-Vasquez', line1: '4417 Juniper Hollow Road', line2: 'Suite 88', city: 'Wallingford' };
const phone = { sent: '555-867-5309', forms: ['555-867-5309', '5558675309', '+15558675309', '867-5309'] };
const client: InvitedPerson = {
  firstName: 'Perpetua',
  lastName: 'Strickland-Oduya',
  email: 'perpetua.strickland@example.net',
  phoneNumber: '555-472-1186',
  password: 'Client-Saffron-Meadow-9054',
};
const clientPhoneForms = ['555-472-1186', '5554721186', '+15554721186', '472-1186'];
const answerText = 'Worked nights at the Ashgrove cannery';
/** A file as people name theirs: its name is in the path it is downloaded by. */
const upload = { name: 'Kayla school records.pdf', content: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') };

interface LogLine {
  source: string;
  text: string;
  json: Record<string, unknown>;
}

const lines: LogLine[] = [];
const capture = (source: string): DestinationStream => ({ write: (text: string) => void lines.push({ source, text, json: JSON.parse(text) }) });

const { api, system } = servicesUnderTest('sys_logs', { admin, withBilling: true, notificationEnv: { DEV_PAGES: 'on' }, logTo: capture });

/** Waits for the one mail or text to `to` in the dev mailbox or outbox. */
const delivered = (box: 'mailbox' | 'outbox', to: string) =>
  waitFor(async () => {
    const { body } = await api('GET', `/api/dev/${box}.json`);
    return (body as { to: string; text?: string; body?: string }[]).find((message) => message.to === to);
  }, 30_000);

const login = async (password: string) => {
  const answer = await api('POST', '/api/account/login', { body: { email: attorney.email, password } });
  expect(answer.status).toBe(200);
  return answer.body as { id: string; jwtToken: string; roles: string[] };
};

it('logs no email, phone number, name, address, password, answer, file name, link or token of a full flow', async () => {
  const secrets: string[] = [admin.email, admin.password, attorney.email, attorney.password, attorney.newPassword, unknownEmail, ...Object.values(billing), ...phone.forms];

  const registered = await api('POST', '/api/account/register', { body: { email: attorney.email, password: attorney.password } });
  expect(registered.status).toBe(200);
  secrets.push(registered.body.jwtToken);
  expect((await api('POST', '/api/account/login', { body: { email: attorney.email, password: 'Not-The-Password-1' } })).status).toBe(400);
  secrets.push((await login(attorney.password)).jwtToken);

  expect((await api('POST', '/api/account/requestPasswordReset', { body: { email: unknownEmail } })).status).toBe(200);
  expect((await api('POST', '/api/account/requestPasswordReset', { body: { email: attorney.email } })).status).toBe(200);
  const mail = await delivered('mailbox', attorney.email);
  const resetToken = new URL(/https?:\/\/\S+/.exec(mail.text!)![0]).searchParams.get('token')!;
  secrets.push(resetToken);
  const reset = await api('POST', '/api/account/resetPassword', { body: { email: attorney.email, token: resetToken, password: attorney.newPassword } });
  expect(reset.status).toBe(200);
  let session = await login(attorney.newPassword);
  secrets.push(session.jwtToken);

  const purchase = await api('POST', '/api/subscription/purchase', {
    token: session.jwtToken,
    body: { paymentMethodId: 'pm_card_visa', priceName: 'StandardMonthly', ...billing, state: 'CT', postalCode: '06492' },
  });
  expect(purchase.status).toBe(200);
  await hasRole(api, { id: session.id, token: session.jwtToken }, Roles.Subscriber);
  session = await login(attorney.newPassword);
  secrets.push(session.jwtToken);

  expect((await api('POST', '/api/account/verifyPhoneNumber', { token: session.jwtToken, body: { phoneNumber: phone.sent } })).status).toBe(200);
  const text = await waitFor(async () => {
    const { body } = await api('GET', '/api/dev/outbox.json');
    return (body as { body: string }[])[0];
  }, 30_000);
  const code = /\d{6}/.exec(text.body)![0];
  // Quoted: six digits alone turn up inside timestamps and durations.
  secrets.push(JSON.stringify(code));
  expect((await api('POST', '/api/account/verifyVerificationCode', { token: session.jwtToken, body: { verificationCode: code } })).status).toBe(200);

  const adminSession = await api('POST', '/api/account/login', { body: admin });
  expect(adminSession.status).toBe(200);
  secrets.push(adminSession.body.jwtToken);
  const block = await api('POST', '/api/contentBlock', {
    token: adminSession.body.jwtToken,
    body: { slug: 'office-hours', title: 'Office hours', value: 'We answer on weekdays.', isPage: true },
  });
  expect(block.status).toBe(201);

  secrets.push(client.firstName, client.lastName, client.email, client.password, ...clientPhoneForms, answerText);
  const invited = await invite(api, { id: session.id, token: session.jwtToken }, client);
  // The link lets its holder set the client's password.
  secrets.push(shortCodeOf(invited.shortCodeUrl));
  await invitationMessages(api, client);
  const clientSession = await acceptInvitation(api, invited.shortCodeUrl, client.password);
  secrets.push(clientSession.token);
  // Continue comes as soon as the client signs in; the form's id once clients has survey's FormCreated.
  const { activeFormId } = await landingWithForm(api, invited.shortCodeUrl, clientSession);
  secrets.push('Kayla school records', encodeURIComponent('Kayla school records'));
  const filePage = (await formOf(api, clientSession, activeFormId!)).pages!.find((page) => page.template!.questions.some((q) => q.questionType === 'File'))!;
  const form = new FormData();
  form.append('file', new Blob([upload.content], { type: 'application/pdf' }), upload.name);
  const fileUrl = `${system().gatewayUrl}/api/answerSet/${filePage.answerSet!.id}/file`;
  const uploaded = await fetch(fileUrl, { method: 'POST', headers: { authorization: `Bearer ${clientSession.token}` }, body: form });
  expect(uploaded.status).toBe(200);
  const { value } = (await uploaded.json()) as { value: string };
  const token = await downloadToken(api, { id: session.id, token: session.jwtToken });
  secrets.push(token);
  const downloaded = await fetch(`${fileUrl}/${value.split('/').map(encodeURIComponent).join('/')}?temporaryAccessToken=${encodeURIComponent(token)}`);
  expect(downloaded.status).toBe(200);
  await completeForm(api, clientSession, activeFormId!, answerText);
  await landingIn(api, invited.shortCodeUrl, 'Completed', clientSession);
  expect((await api('POST', '/api/client/deleteClient', { token: session.jwtToken, body: { clientId: invited.id } })).status).toBe(204);
  await accountErased(api, adminSession.body.jwtToken, clientSession.id);
  expect((await api('POST', '/api/account/login', { body: { email: client.email, password: client.password } })).status).toBe(400);

  // The mails and texts are recorded as sent (the reset, the code, the invitation twice): the workers' lines are in too.
  await waitFor(() => lines.filter((line) => line.json.msg === 'notification: sent').length >= 4, 30_000);

  // Every process logged, at every level it has.
  expect(new Set(lines.map((line) => line.source))).toEqual(new Set(['identity', 'billing', 'clients', 'survey', 'reporting', 'notification', 'gateway']));
  const leaks = secrets.flatMap((secret) =>
    lines.filter((line) => line.text.toLowerCase().includes(secret.toLowerCase())).map((line) => `${secret} in ${line.source}: ${line.text}`),
  );
  expect(leaks).toEqual([]);
  // The gateway logged the download, by its route's template.
  expect(lines.filter(({ source, json }) => source === 'gateway' && json.route === '/api/answerSet/:id/file/*filename' && json.status === 200)).toHaveLength(1);
}, 180_000);
