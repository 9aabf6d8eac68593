import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import { dropDatabase, NotFoundError, startService } from '@app/platform';
import { databaseUrl, freePort, startTestService, uniqueName, UNUSED_JWKS_URL, type TestService } from '@app/platform/testing';
import type { NotificationDatabase } from '../notification-database.js';
import { notificationService } from '../notification.service.js';
import { startNotificationHarness, type NotificationHarness } from '../testing/notification-harness.js';
import { Transports } from '../transports.js';
import { DevPagesGuard } from './dev-pages.guard.js';

const pages = ['/api/dev/mailbox', '/api/dev/mailbox.json', `/api/dev/mailbox/${randomUUID()}`, '/api/dev/outbox', '/api/dev/outbox.json'];

describe('dev mailbox pages (development)', () => {
  let h: NotificationHarness;

  beforeAll(async () => {
    h = await startNotificationHarness('devmailbox');
  });
  afterAll(() => h?.close());

  /** Anyone on this machine can hand mail to the local SMTP server, so its pages must treat it as hostile. */
  async function deliverLocally(mail: { to: string; subject: string; text: string; html: string }) {
    const port = h.notification.app.get(Transports).localSmtpServer!.port;
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    try {
      await transport.sendMail({ from: 'Mallory <mallory@example.com>', ...mail });
    } finally {
      transport.close();
    }
    const [stored] = await h.mailbox(mail.to);
    return stored;
  }

  it('lists mails newest first with everything escaped, under a strict CSP', async () => {
    const first = await deliverLocally({ to: 'first@example.com', subject: 'Older', text: 'one', html: '<p>one</p>' });
    const evil = await deliverLocally({
      to: 'victim@example.com',
      subject: '<script>alert("x")</script> & <img src=x onerror=alert(1)>',
      text: 'hello',
      html: '<p>hello</p>',
    });
    const response = await h.get('/api/dev/mailbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await response.text();
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<script|<img/i);
    expect(html.indexOf(`/api/dev/mailbox/${evil.id}`)).toBeGreaterThan(-1);
    expect(html.indexOf(`/api/dev/mailbox/${evil.id}`)).toBeLessThan(html.indexOf(`/api/dev/mailbox/${first.id}`));
    expect(html).toContain('victim@example.com');
  });

  it('shows one mail: its HTML sandboxed in srcdoc, its text with clickable links', async () => {
    const link = 'http://localhost:8080/login?token=abc%2Bdef&email=pat%40example.com';
    const mail = await deliverLocally({
      to: 'pat@example.com',
      subject: 'Reset your password',
      text: `Open this link:\n\n${link}\n\n<b>not bold</b>`,
      html: `<!doctype html><p>Hi</p><script>alert("in body")</script><a href="${link.replace(/&/g, '&amp;')}">Reset</a>"quoted"`,
    });
    const response = await h.get(`/api/dev/mailbox/${mail.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    const iframe = /<iframe [^>]*>/.exec(html)?.[0] ?? '';
    expect(iframe).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(iframe).toContain('srcdoc="&lt;!doctype html&gt;&lt;base target=&quot;_blank&quot;&gt;&lt;p&gt;Hi&lt;/p&gt;&lt;script&gt;');
    expect(iframe).toContain('token=abc%2Bdef&amp;amp;email=pat%40example.com&quot;&gt;Reset&lt;/a&gt;&quot;quoted&quot;');
    expect(html.match(/<script/gi)).toBeNull();
    const escapedLink = link.replace(/&/g, '&amp;');
    expect(html).toContain(`<a href="${escapedLink}" target="_blank" rel="noopener noreferrer">${escapedLink}</a>`);
    expect(html).toContain('&lt;b&gt;not bold&lt;/b&gt;');
    expect(html).toContain('Mallory &lt;mallory@example.com&gt;');
  });

  it('answers 404 for a mail that does not exist', async () => {
    expect((await h.get(`/api/dev/mailbox/${randomUUID()}`)).status).toBe(404);
    expect((await h.get('/api/dev/mailbox/not-an-id')).status).toBe(404);
  });

  it('lists the texts of the local outbox', async () => {
    const cause = await h.sendVerificationCode({ phoneNumber: '+15551230000', code: '246810' });
    await h.waitForMessageEvent('notification-verification-code-sms', cause);
    const response = await h.get('/api/dev/outbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<td>+15551230000</td><td>Your verification code is 246810</td>');
    expect(await h.outbox('+15551230000')).toEqual([expect.objectContaining({ body: 'Your verification code is 246810' })]);
  });
});

describe('dev mailbox pages (DEV_PAGES=on): the connection must come from this machine', () => {
  let service: TestService<NotificationDatabase>;

  beforeAll(async () => {
    service = await startTestService(notificationService(), 'devnet_ntf', { JWKS_URL: UNUSED_JWKS_URL, LOCAL_SMTP_PORT: '0', DEV_PAGES: 'on' });
  });
  afterAll(() => service?.close());

  /** Asks the guard about a request whose socket peer is `remoteAddress` (no traffic leaves loopback in tests). */
  const allows = (remoteAddress: string, headers: Record<string, string> = {}) => {
    const request = { socket: { remoteAddress }, headers };
    try {
      return new DevPagesGuard(service.running.runtime).canActivate(new ExecutionContextHost([request, {}]));
    } catch (error) {
      if (error instanceof NotFoundError) return false;
      throw error;
    }
  };

  it('answers 404 to a connection from another address, whatever its forwarded-for header says', () => {
    expect(allows('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' })).toBe(false);
    expect(allows('::ffff:203.0.113.7')).toBe(false);
    expect(allows('127.0.0.1')).toBe(true);
    expect(allows('::ffff:127.0.0.1')).toBe(true);
    expect(allows('::1')).toBe(true);
  });

  it('serves every page to a connection from this machine', async () => {
    for (const path of pages.filter((page) => !page.startsWith('/api/dev/mailbox/'))) {
      expect({ path, status: (await fetch(`${service.running.url}${path}`)).status }).toEqual({ path, status: 200 });
    }
  });
});

describe('dev mailbox pages (DEV_PAGES unset)', () => {
  let service: TestService<NotificationDatabase>;

  beforeAll(async () => {
    service = await startTestService(notificationService(), 'devoff_ntf', { JWKS_URL: UNUSED_JWKS_URL, LOCAL_SMTP_PORT: '0', NODE_ENV: 'development' });
  });
  afterAll(() => service?.close());

  it('does not have them, even in development and from this machine: every dev page answers 404', async () => {
    expect((await fetch(`${service.running.url}/health`)).status).toBe(200);
    for (const path of pages) expect({ path, status: (await fetch(`${service.running.url}${path}`)).status }).toEqual({ path, status: 404 });
  });
});

describe('dev mailbox pages (production)', () => {
  let service: TestService<NotificationDatabase>;

  beforeAll(async () => {
    service = await startTestService(notificationService(), 'devprod_ntf', {
      NODE_ENV: 'production',
      JWKS_URL: UNUSED_JWKS_URL,
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 'unused',
      TWILIO_FROM: '+15005550006',
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    });
  });
  afterAll(() => service?.close());

  it('does not have them: every dev page answers 404', async () => {
    expect((await fetch(`${service.running.url}/health`)).status).toBe(200);
    for (const path of pages) {
      const response = await fetch(`${service.running.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.json()).toMatchObject({ Details: 'The item was not found.', SubErrors: [] });
    }
  });

  it('refuses to start with DEV_PAGES=on', async () => {
    const devPagesEnv = { ...service.env, DATABASE_URL: databaseUrl(uniqueName('devprod_on')), SMTP_URL: 'smtp://127.0.0.1:9', DEV_PAGES: 'on' };
    try {
      await expect(startService(notificationService(), devPagesEnv)).rejects.toThrow('DEV_PAGES=on is not allowed in production');
    } finally {
      await dropDatabase(devPagesEnv.DATABASE_URL);
    }
  });
});
