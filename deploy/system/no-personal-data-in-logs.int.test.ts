/**
 * No personal data in logs: identity, billing, notification and the gateway, as `npm start` runs them and at
 * the most talkative log level, through a registration, logins (one with a wrong password), password reset
 * requests (one for an unknown address), a reset, a purchase, a phone number verified by text and a content
 * block. Everything they log is captured; none of it may hold an email address, phone number, name, address,
 * password or token the flow used.
 */
import { createServer, type Server } from 'node:http';
import { pino } from 'pino';
import { Roles } from '@app/contracts';
import { billingService } from '@app/billing';
import { createGateway, loadConfig, type Gateway } from '@app/gateway';
import { identityService } from '@app/identity';
import { notificationService } from '@app/notification';
import { dropDatabase, startService, type DestinationStream, type RunningService } from '@app/platform';
import { testBus, testServiceEnv, waitFor } from '@app/platform/testing';
import { startPaymentStandIn, type PaymentStandIn } from '../local/payment-stand-in.js';

const admin = { email: 'Marguerite.Okonkwo-Admin@example.com', password: 'Admin-Lighthouse-6620' };
const attorney = { email: 'thaddeus.pemberton@example.org', password: 'First-Cobalt-Heron-3185', newPassword: 'Second-Amber-Falcon-7742' };
const unknownEmail = 'no.account.rosalind@example.net';
const billing = { firstName: 'Thaddeus', lastName: 'Pemberton-Vasquez', line1: '4417 Juniper Hollow Road', line2: 'Suite 88', city: 'Wallingford' };
const phone = { sent: '555-867-5309', forms: ['555-867-5309', '5558675309', '+15558675309', '867-5309'] };

interface LogLine {
  source: string;
  text: string;
  json: Record<string, unknown>;
}

const lines: LogLine[] = [];
const capture = (source: string): DestinationStream => ({ write: (text: string) => void lines.push({ source, text, json: JSON.parse(text) }) });

const bus = testBus('system_logs');
const envs: NodeJS.ProcessEnv[] = [];
const services: RunningService[] = [];
let payments: PaymentStandIn;
let gateway: Gateway;
let server: Server;
let base: string;

const call = async (method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}) => {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
};

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const env = (label: string, extra: Record<string, string>) => {
    const serviceEnv = testServiceEnv(label, bus.prefix, { LOG_LEVEL: 'trace', ...extra });
    envs.push(serviceEnv);
    return serviceEnv;
  };
  const identity = await startService(identityService(), env('sys_logs_identity', { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }), {
    logDestination: capture('identity'),
  });
  services.push(identity);
  payments = await startPaymentStandIn({ LOCAL_BILLING_INTERVAL_SECONDS: '0' }, undefined);
  const billingEnv = env('sys_logs_billing', { IDENTITY_URL: identity.url, ...(payments.billingEnv as Record<string, string>) });
  services.push(await startService(billingService(), billingEnv, { logDestination: capture('billing') }));
  const notificationEnv = env('sys_logs_notification', { IDENTITY_URL: identity.url, LOCAL_SMTP_PORT: '0', PUBLIC_URL: base, DEV_PAGES: 'on' });
  services.push(await startService(notificationService(), notificationEnv, { logDestination: capture('notification') }));
  const [, billingRunning, notification] = services;
  gateway = createGateway(
    loadConfig({
      IDENTITY_URL: identity.url,
      BILLING_URL: billingRunning!.url,
      NOTIFICATION_URL: notification!.url,
      GATEWAY_SERVICES: 'identity,billing,notification',
      NODE_ENV: 'test',
    }),
    // The gateway's own logger (main.ts), writing here.
    { logger: pino({ name: 'gateway', level: 'trace' }, capture('gateway')) },
  );
  server.on('request', gateway.app);
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await gateway?.close();
  for (const running of services.reverse()) await running.close();
  await payments?.simulator.close();
  for (const env of envs) await dropDatabase(env.DATABASE_URL!);
  await bus.removeStreams();
});

/** Waits for the one mail or text to `to` in the dev mailbox or outbox. */
const delivered = (box: 'mailbox' | 'outbox', to: string) =>
  waitFor(async () => {
    const { body } = await call('GET', `/api/dev/${box}.json`);
    return (body as { to: string; text?: string; body?: string }[]).find((message) => message.to === to);
  }, 30_000);

const login = async (password: string) => {
  const answer = await call('POST', '/api/account/login', { body: { email: attorney.email, password } });
  expect(answer.status).toBe(200);
  return answer.body as { jwtToken: string; roles: string[] };
};

it('logs no email, phone number, name, address, password or token of a full flow', async () => {
  const secrets: string[] = [
    admin.email,
    admin.password,
    attorney.email,
    attorney.password,
    attorney.newPassword,
    unknownEmail,
    ...Object.values(billing),
    ...phone.forms,
  ];

  const registered = await call('POST', '/api/account/register', { body: { email: attorney.email, password: attorney.password } });
  expect(registered.status).toBe(200);
  secrets.push(registered.body.jwtToken);
  expect((await call('POST', '/api/account/login', { body: { email: attorney.email, password: 'Not-The-Password-1' } })).status).toBe(400);
  secrets.push((await login(attorney.password)).jwtToken);

  expect((await call('POST', '/api/account/requestPasswordReset', { body: { email: unknownEmail } })).status).toBe(200);
  expect((await call('POST', '/api/account/requestPasswordReset', { body: { email: attorney.email } })).status).toBe(200);
  const mail = await delivered('mailbox', attorney.email);
  const resetToken = new URL(/https?:\/\/\S+/.exec(mail.text!)![0]).searchParams.get('token')!;
  secrets.push(resetToken);
  const reset = await call('POST', '/api/account/resetPassword', { body: { email: attorney.email, token: resetToken, password: attorney.newPassword } });
  expect(reset.status).toBe(200);
  let session = await login(attorney.newPassword);
  secrets.push(session.jwtToken);

  const purchase = await call('POST', '/api/subscription/purchase', {
    token: session.jwtToken,
    body: { paymentMethodId: 'pm_card_visa', priceName: 'StandardMonthly', ...billing, state: 'CT', postalCode: '06492' },
  });
  expect(purchase.status).toBe(200);
  session = await waitFor(async () => {
    const now = await login(attorney.newPassword);
    return now.roles.includes(Roles.Subscriber) ? now : undefined;
  }, 30_000);
  secrets.push(session.jwtToken);

  expect((await call('POST', '/api/account/verifyPhoneNumber', { token: session.jwtToken, body: { phoneNumber: phone.sent } })).status).toBe(200);
  const text = await waitFor(async () => {
    const { body } = await call('GET', '/api/dev/outbox.json');
    return (body as { body: string }[])[0];
  }, 30_000);
  const code = /\d{6}/.exec(text.body)![0];
  // Quoted: six digits alone turn up inside timestamps and durations.
  secrets.push(JSON.stringify(code));
  expect((await call('POST', '/api/account/verifyVerificationCode', { token: session.jwtToken, body: { verificationCode: code } })).status).toBe(200);

  const adminSession = await call('POST', '/api/account/login', { body: admin });
  expect(adminSession.status).toBe(200);
  secrets.push(adminSession.body.jwtToken);
  const block = await call('POST', '/api/contentBlock', {
    token: adminSession.body.jwtToken,
    body: { slug: 'office-hours', title: 'Office hours', value: 'We answer on weekdays.', isPage: true },
  });
  expect(block.status).toBe(201);
  // The mail and the text are recorded as sent: the workers' lines are in too.
  await waitFor(() => lines.filter((line) => line.json.msg === 'notification: sent').length >= 2, 30_000);

  // Every process logged, at every level it has.
  expect(new Set(lines.map((line) => line.source))).toEqual(new Set(['identity', 'billing', 'notification', 'gateway']));
  const leaks = secrets.flatMap((secret) =>
    lines.filter((line) => line.text.toLowerCase().includes(secret.toLowerCase())).map((line) => `${secret} in ${line.source}: ${line.text}`),
  );
  expect(leaks).toEqual([]);
}, 180_000);
