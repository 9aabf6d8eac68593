import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { streamNameOf } from '@app/contracts';
import { JOBS_SCHEMA } from '@app/platform';
import { TEST_NATS_URL, waitFor } from '@app/platform/testing';
import { messageIdFor } from '../message-id.js';
import { SEND_MESSAGE_QUEUE } from '../message-job.js';
import { startNotificationHarness, type NotificationHarness } from '../../testing/notification-harness.js';
import { PASSWORD_RESET_EMAIL_HANDLER } from '../../reactions/password-reset.reaction.js';

let h: NotificationHarness;

beforeAll(async () => {
  h = await startNotificationHarness('pwreset', { PUBLIC_URL: 'https://survey.example.test/' });
});
afterAll(() => h?.close());

const mailsTo = async (email: string) => (await h.mailbox()).filter((mail) => mail.to === email);

describe('PasswordResetRequested -> reset mail', () => {
  it('mails the reset link through the local SMTP server and records EmailSent', async () => {
    const userId = randomUUID();
    const email = 'Pat.Doe+reset@example.com';
    const cause = await h.requestPasswordReset({ userId, email, token: 'tok/en+with=chars&more' });

    const [mail] = await waitFor(async () => {
      const mails = await mailsTo(email);
      return mails.length > 0 ? mails : undefined;
    });
    const link = 'https://survey.example.test/login?token=tok%2Fen%2Bwith%3Dchars%26more&email=Pat.Doe%2Breset%40example.com';
    expect(mail.subject).toBe('Reset your password');
    expect(mail.from).toBe('Mitigation Survey <no-reply@localhost>');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(`${mail.text}${mail.html}`).not.toContain(userId);
    expect(await h.mailbox(email.toUpperCase())).toEqual([mail]);

    const messageId = await h.expectEmailSent(PASSWORD_RESET_EMAIL_HANDLER, cause, { personId: userId, to: email, template: 'password-reset' });

    const row = await h.db.selectFrom('messages').selectAll().where('id', '=', messageId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'email', template: 'password-reset', status: 'sent', causation_event_id: cause.metadata.eventId, error: null });
    expect(Object.keys(row).sort()).toEqual(['causation_event_id', 'channel', 'created', 'error', 'id', 'status', 'template']);
  });

  it('publishes EmailSent on the bus with the recipient sealed', async () => {
    const email = `sealed-${randomUUID().slice(0, 8)}@example.com`;
    const cause = await h.requestPasswordReset({ email });
    await h.waitForMessageEvent(PASSWORD_RESET_EMAIL_HANDLER, cause);
    const nc = await connect({ servers: TEST_NATS_URL });
    try {
      const jsm = await jetstreamManager(nc);
      const messageId = messageIdFor(PASSWORD_RESET_EMAIL_HANDLER, cause.metadata.eventId);
      const published = await waitFor(async () => {
        const last = await jsm.streams.getMessage(streamNameOf(h.bus.prefix, 'notification'), {
          last_by_subj: `${h.bus.prefix}.notification.message.EmailSent`,
        });
        const body = last?.json<{ data: Record<string, unknown> }>();
        return body?.data.messageId === messageId ? body : undefined;
      });
      expect(published.data.to).toEqual({ $sealed: expect.objectContaining({ s: 'notification' }) });
      expect(JSON.stringify(published)).not.toContain(email);
    } finally {
      await nc.close();
    }
  });

  it('records a request that expired before it could be mailed as EmailFailed, without mailing it', async () => {
    const email = `late-${randomUUID().slice(0, 8)}@example.com`;
    const cause = await h.requestPasswordReset({ email, expiresAt: new Date(Date.now() - 1_000).toISOString() });
    const failed = await h.waitForMessageEvent(PASSWORD_RESET_EMAIL_HANDLER, cause);
    expect(failed.type).toBe('EmailFailed');
    expect(failed.data).toMatchObject({ to: email, template: 'password-reset', error: 'Expired before it could be sent' });
    expect(await mailsTo(email)).toEqual([]);
    const row = await h.db.selectFrom('messages').selectAll().where('causation_event_id', '=', cause.metadata.eventId).executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
  });

  it('sends nothing twice when the service restarts and every event is delivered again', async () => {
    await h.waitUntilConsumed(PASSWORD_RESET_EMAIL_HANDLER);
    const mailsBefore = (await h.mailbox()).length;
    const countOf = async (table: string) => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(h.db)).rows[0].n);
    const eventsBefore = await countOf('events');
    expect(mailsBefore).toBeGreaterThan(0);

    await h.stopNotification();
    await h.forgetConsumer(PASSWORD_RESET_EMAIL_HANDLER);
    await h.startNotification();

    // A new request after the restart is mailed once; by the time the consumer has acknowledged
    // everything, every earlier event was delivered again too (the consumer starts from the first).
    const email = `after-restart-${randomUUID().slice(0, 8)}@example.com`;
    const cause = await h.requestPasswordReset({ email });
    await h.waitForMessageEvent(PASSWORD_RESET_EMAIL_HANDLER, cause);
    await h.waitUntilConsumed(PASSWORD_RESET_EMAIL_HANDLER);

    expect(await mailsTo(email)).toHaveLength(1);
    expect((await h.mailbox()).length).toBe(mailsBefore + 1);
    expect(await countOf('events')).toBe(eventsBefore + 1);
  });

  it('sends nothing again for an event handled a second time (its inbox row lost): the job exists already', async () => {
    const email = `handled-twice-${randomUUID().slice(0, 8)}@example.com`;
    const cause = await h.requestPasswordReset({ email });
    await h.waitForMessageEvent(PASSWORD_RESET_EMAIL_HANDLER, cause);
    await h.waitUntilConsumed(PASSWORD_RESET_EMAIL_HANDLER);

    await h.stopNotification();
    await h.db.deleteFrom('inbox').where('consumer', '=', PASSWORD_RESET_EMAIL_HANDLER).execute();
    await h.forgetConsumer(PASSWORD_RESET_EMAIL_HANDLER);
    await h.startNotification();
    const marker = await h.requestPasswordReset();
    await h.waitForMessageEvent(PASSWORD_RESET_EMAIL_HANDLER, marker);
    await h.waitUntilConsumed(PASSWORD_RESET_EMAIL_HANDLER);

    // Handled again: the inbox row is back, and still one job, one mail, one outcome.
    const inbox = await h.db.selectFrom('inbox').select('event_id').where('consumer', '=', PASSWORD_RESET_EMAIL_HANDLER).where('event_id', '=', cause.metadata.eventId).execute();
    expect(inbox).toHaveLength(1);
    const messageId = messageIdFor(PASSWORD_RESET_EMAIL_HANDLER, cause.metadata.eventId);
    const jobs = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(`${JOBS_SCHEMA}.job`)} WHERE data->>'messageId' = ${messageId}`.execute(h.db);
    expect(jobs.rows[0].n).toBe(1);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await h.messageEvents(PASSWORD_RESET_EMAIL_HANDLER, cause)).toHaveLength(1);
  });

  it('does not send a message again when its job runs again after the outcome was recorded', async () => {
    const email = `job-again-${randomUUID().slice(0, 8)}@example.com`;
    const cause = await h.requestPasswordReset({ email });
    const sent = await h.waitForMessageEvent(PASSWORD_RESET_EMAIL_HANDLER, cause);
    const job = await waitFor(async () => {
      const found = await h.sendJob(sent.data.messageId);
      return found?.state === 'completed' ? found : undefined;
    });
    // The job's data carries the recipient and the token sealed, never in plain text.
    expect(JSON.stringify(job.data)).not.toContain(email);
    expect(job.data.to).toEqual({ $sealed: expect.objectContaining({ s: 'notification' }) });

    // What pg-boss does when an attempt outlives its time-out after recording: the job runs again.
    const again = randomUUID();
    await h.notification.runtime.jobs.enqueue(SEND_MESSAGE_QUEUE, job.data, { id: again });
    await waitFor(async () => (await h.sendJob(again))?.state === 'completed');
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await h.messageEvents(PASSWORD_RESET_EMAIL_HANDLER, cause)).toHaveLength(1);
  });

  it('makes the recorded recipient unreadable once identity erases the person', async () => {
    const userId = randomUUID();
    const cause = await h.requestPasswordReset({ userId });
    expect((await h.waitForMessageEvent(PASSWORD_RESET_EMAIL_HANDLER, cause)).data.to).toEqual(expect.stringContaining('@'));
    await h.erasePerson(userId);
    await waitFor(async () => (await h.messageEvents(PASSWORD_RESET_EMAIL_HANDLER, cause))[0].data.to === null);
    const row = await h.db.selectFrom('messages').selectAll().where('causation_event_id', '=', cause.metadata.eventId).executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
  });
});
