import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { freePort } from '@app/platform/testing';
import { messageIdFor } from '../messages/message-id.js';
import { PASSWORD_RESET_EMAIL_HANDLER } from '../password-reset-email/password-reset-email.handler.js';
import { startNotificationHarness, type NotificationHarness } from '../testing/notification-harness.js';

interface RelayedMail {
  user: string | undefined;
  rcptTo: string[];
  subject: string | undefined;
  messageId: string | undefined;
  text: string | undefined;
}

/** A stand-in SMTP relay that wants a login and refuses recipients named bounce-*. */
async function startRelay() {
  const mails: RelayedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret/pass') return callback(null, { user: auth.username });
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce-')) {
        return callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected: no such user`), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => void PostalMime.parse(Buffer.concat(chunks)).then((mail) => {
        mails.push({
          user: session.user,
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          subject: mail.subject,
          messageId: mail.messageId,
          text: mail.text,
        });
        callback();
      }, callback));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { mails, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('with SMTP_URL: mail goes to the relay', () => {
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let h: NotificationHarness;

  beforeAll(async () => {
    relay = await startRelay();
    h = await startNotificationHarness('smtprelay', {
      SMTP_URL: `smtp://mailer:${encodeURIComponent('s3cret/pass')}@127.0.0.1:${relay.port}`,
      MAIL_FROM: 'Survey Team <team@survey.example.test>',
    });
  });
  afterAll(async () => {
    await h?.close();
    await relay?.close();
  });

  it('logs in to the relay, sends the reset mail and records its Message-ID', async () => {
    const email = `relay-${randomUUID().slice(0, 8)}@example.com`;
    const cause = await h.requestPasswordReset({ email });
    const sent = await h.waitForMessageEvent(PASSWORD_RESET_EMAIL_HANDLER, cause);
    expect(sent.type).toBe('EmailSent');
    const relayed = relay.mails.find((mail) => mail.rcptTo.includes(email));
    expect(relayed).toMatchObject({ user: 'mailer', rcptTo: [email], subject: 'Reset your password' });
    expect(relayed?.text).toContain(`/login?token=`);
    expect(sent.data.providerMessageId).toBe(relayed?.messageId);
    // No local SMTP server without need: the local mailbox stays empty.
    expect(await h.mailbox()).toEqual([]);
  });

  it('records a recipient the relay refuses as EmailFailed at once, without the address in the error', async () => {
    const email = `bounce-${randomUUID().slice(0, 8)}@example.com`;
    const cause = await h.requestPasswordReset({ email });
    const failed = await h.waitForMessageEvent(PASSWORD_RESET_EMAIL_HANDLER, cause);
    expect(failed.type).toBe('EmailFailed');
    expect(failed.data.to).toBe(email);
    expect(failed.data.error).toContain('550');
    expect(failed.data.error).not.toContain(email.split('@')[0]);
    const delivery = await h.db
      .selectFrom('message_deliveries')
      .selectAll()
      .where('message_id', '=', messageIdFor(PASSWORD_RESET_EMAIL_HANDLER, cause.metadata.eventId))
      .executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({ attempts: 1, sent_at: null });
    expect(delivery.failed_at).toBeInstanceOf(Date);
  });
});

describe('with SMTP_URL at a closed port', () => {
  let h: NotificationHarness;

  beforeAll(async () => {
    h = await startNotificationHarness('smtpdown', { SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, SEND_ATTEMPTS: '3' });
  });
  afterAll(() => h?.close());

  it('tries again on redelivery, then records EmailFailed and finishes', async () => {
    const email = `unlucky-${randomUUID().slice(0, 8)}@example.com`;
    const cause = await h.requestPasswordReset({ email });
    const failed = await h.waitForMessageEvent(PASSWORD_RESET_EMAIL_HANDLER, cause, 20_000);
    expect(failed.type).toBe('EmailFailed');
    expect(failed.data).toMatchObject({ to: email, template: 'password-reset', causationEventId: cause.metadata.eventId });
    expect(failed.data.error).toMatch(/ECONNECTION|ECONNREFUSED/);
    const delivery = await h.db
      .selectFrom('message_deliveries')
      .selectAll()
      .where('message_id', '=', failed.data.messageId)
      .executeTakeFirstOrThrow();
    expect(delivery.attempts).toBe(3);
    await h.waitUntilConsumed(PASSWORD_RESET_EMAIL_HANDLER);
    expect(await h.db.selectFrom('dead_letters').selectAll().execute()).toEqual([]);
    const row = await h.db.selectFrom('messages').selectAll().where('id', '=', failed.data.messageId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'email', status: 'failed' });
  });
});
