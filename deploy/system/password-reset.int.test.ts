/**
 * Two services and the gateway together, as `npm start` runs them: a reset requested at identity,
 * the email received by notification's local SMTP server, the emailed link followed, and a login
 * with the new password.
 */
import { waitFor } from '@app/platform/testing';
import { startServicesBehindGateway, type ServicesBehindGateway } from './services-behind-gateway.js';

const adminEmail = 'reset-admin@example.com';
const oldPassword = 'Original-pass-7301';
const newPassword = 'Brand-new-pass-5512';

let system: ServicesBehindGateway;
let base: string;

const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  system = await startServicesBehindGateway('sys_reset', {
    admin: { email: adminEmail, password: oldPassword },
    notificationEnv: { DEV_PAGES: 'on' },
  });
  base = system.gatewayUrl;
});

afterAll(() => system?.close());

it('resets a password by following the link emailed through the local SMTP server', async () => {
  const health = await fetch(`${base}/api/health`).then((r) => r.json());
  expect(health).toMatchObject({ status: 'ok', postgres: 'ok', nats: 'ok' });

  const requested = await post('/api/account/requestPasswordReset', { email: adminEmail });
  expect(requested.status).toBe(200);

  const mail = await waitFor(async () => {
    const box = (await fetch(`${base}/api/dev/mailbox.json`).then((r) => r.json())) as { to: string; subject: string; text: string }[];
    return box.find((m) => m.to === adminEmail);
  }, 20_000);
  expect(mail.subject).toBe('Reset your password');
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  expect(link.origin).toBe(base);
  const token = link.searchParams.get('token')!;
  expect(link.searchParams.get('email')).toBe(adminEmail);

  const reset = await post('/api/account/resetPassword', { email: adminEmail, token, password: newPassword });
  expect(reset.status).toBe(200);

  const oldLogin = await post('/api/account/login', { email: adminEmail, password: oldPassword });
  expect(oldLogin.status).toBe(400);
  const login = await post('/api/account/login', { email: adminEmail, password: newPassword });
  expect(login.status).toBe(200);
  const session = (await login.json()) as { jwtToken: string; roles: string[] };
  expect(session.roles).toEqual(['Site Admin']);
  expect(session.jwtToken).toEqual(expect.any(String));

  // The link works once.
  const again = await post('/api/account/resetPassword', { email: adminEmail, token, password: 'Another-pass-9921' });
  expect(again.status).toBe(400);
  expect(await again.json()).toMatchObject({ Details: 'The password reset link is invalid or has expired.', SubErrors: [] });
});
