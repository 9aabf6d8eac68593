import { randomUUID } from 'node:crypto';
import { freePort, waitFor } from '@app/platform/testing';
import { messageIdFor } from '../messages/message-id.js';
import { PASSWORD_RESET_EMAIL_HANDLER } from '../reactions/password-reset.reaction.js';
import { startNotificationHarness, type NotificationHarness } from '../testing/notification-harness.js';
import { startSmtpRelayStandIn, type SmtpRelayStandIn } from '../testing/smtp-relay-stand-in.js';

describe('with SMTP_URL: mail goes to the relay', () => {
  let relay: SmtpRelayStandIn;
  let h: NotificationHarness;

  beforeAll(async () => {
    relay = await startSmtpRelayStandIn();
    h = await startNotificationHarness('smtprelay', { SMTP_URL: relay.url, MAIL_FROM: 'Survey Team <team@survey.example.test>', SEND_ATTEMPTS: '4' });
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
    expect(relay.attemptsAt(email)).toBe(1);
    expect(await h.endedSendJob(messageIdFor(PASSWORD_RESET_EMAIL_HANDLER, cause.metadata.eventId))).toMatchObject({ state: 'completed', retry_count: 0 });
  });

  it('tries again while the relay answers "try later", and delivers once it accepts', async () => {
    const email = `flaky-${randomUUID().slice(0, 8)}@example.com`;
    const cause = await h.requestPasswordReset({ email });
    const sent = await h.waitForMessageEvent(PASSWORD_RESET_EMAIL_HANDLER, cause, 30_000);
    expect(sent.type).toBe('EmailSent');
    expect(relay.attemptsAt(email)).toBe(3);
    expect(relay.mails.filter((mail) => mail.rcptTo.includes(email))).toHaveLength(1);
    expect(await h.endedSendJob(sent.data.messageId)).toMatchObject({ state: 'completed', retry_count: 2 });
    expect(await h.deadLetteredSendJobs()).toEqual([]);
  });

  it('does not send a queued message once identity has erased the person, and records nothing', async () => {
    const userId = randomUUID();
    const email = `later-${randomUUID().slice(0, 8)}@example.com`;
    const cause = await h.requestPasswordReset({ userId, email });
    await waitFor(() => relay.attemptsAt(email) >= 1);
    await h.erasePerson(userId);
    // Notification has deleted its key of the person: the job's sealed recipient no longer opens.
    await waitFor(async () => !(await h.db.selectFrom('personal_keys').select('person_id').where('person_id', '=', userId).executeTakeFirst()));
    relay.acceptLater();
    const messageId = messageIdFor(PASSWORD_RESET_EMAIL_HANDLER, cause.metadata.eventId);
    await waitFor(async () => (await h.sendJob(messageId))?.state === 'completed', 30_000);
    expect(relay.mails.filter((mail) => mail.rcptTo.includes(email))).toEqual([]);
    expect(await h.messageEvents(PASSWORD_RESET_EMAIL_HANDLER, cause)).toEqual([]);
  });
});

describe('with SMTP_URL at a closed port', () => {
  let h: NotificationHarness;

  beforeAll(async () => {
    h = await startNotificationHarness('smtpdown', { SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, SEND_ATTEMPTS: '3' });
  });
  afterAll(() => h?.close());

  it('tries again, then records EmailFailed at the last attempt and finishes', async () => {
    const email = `unlucky-${randomUUID().slice(0, 8)}@example.com`;
    const cause = await h.requestPasswordReset({ email });
    const failed = await h.waitForMessageEvent(PASSWORD_RESET_EMAIL_HANDLER, cause, 30_000);
    expect(failed.type).toBe('EmailFailed');
    expect(failed.data).toMatchObject({ to: email, template: 'password-reset', causationEventId: cause.metadata.eventId });
    expect(failed.data.error).toMatch(/ECONNECTION|ECONNREFUSED/);
    expect(await h.endedSendJob(failed.data.messageId)).toMatchObject({ state: 'completed', retry_count: 2 });
    await h.waitUntilConsumed(PASSWORD_RESET_EMAIL_HANDLER);
    expect(await h.db.selectFrom('dead_letters').selectAll().execute()).toEqual([]);
    expect(await h.deadLetteredSendJobs()).toEqual([]);
    const row = await h.db.selectFrom('messages').selectAll().where('id', '=', failed.data.messageId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'email', status: 'failed' });
  });
});
