import { randomUUID } from 'node:crypto';
import { messageIdFor } from '../message-id.js';
import { startNotificationHarness, type NotificationHarness } from '../../testing/notification-harness.js';
import { PASSWORD_RESET_EMAIL_HANDLER, PASSWORD_RESET_SMS_HANDLER } from '../../reactions/password-reset.reaction.js';

let h: NotificationHarness;

beforeAll(async () => {
  h = await startNotificationHarness('pwresetsms', { PUBLIC_URL: 'https://survey.example.test/' });
});
afterAll(() => h?.close());

let numbersGiven = 0;
/** A number of the invitation's format no other test of this file texts, and the same number in E.164. */
function aPhoneNumber() {
  const last = String(++numbersGiven).padStart(4, '0');
  return { phoneNumber: `555-301-${last}`, e164: `+1555301${last}` };
}

describe('PasswordResetRequested of an account without an email -> reset text', () => {
  it('texts the reset link from the content block, with the phone number as the login name, and records SmsSent', async () => {
    const userId = randomUUID();
    const { phoneNumber, e164 } = aPhoneNumber();
    const token = 'tok/en+with=chars&more';
    const cause = await h.requestPasswordReset({ userId, email: null, phoneNumber, token });

    const sent = await h.waitForMessageEvent(PASSWORD_RESET_SMS_HANDLER, cause);
    const texts = await h.outbox(e164);
    const link = `https://survey.example.test/login?token=tok%2Fen%2Bwith%3Dchars%26more&email=${phoneNumber}`;
    expect(texts).toEqual([
      {
        id: expect.any(String),
        to: e164,
        body: `Mitigation Survey: to choose a new password, open this link. It can be used once; if you did not ask for it, ignore this message: ${link}`,
        sentAt: expect.any(String),
      },
    ]);
    expect(sent.type).toBe('SmsSent');
    expect(sent.data).toEqual({
      messageId: messageIdFor(PASSWORD_RESET_SMS_HANDLER, cause.metadata.eventId),
      personId: userId,
      to: e164,
      template: 'password-reset-sms',
      causationEventId: cause.metadata.eventId,
      providerMessageId: texts[0].id,
    });
    const row = await h.db.selectFrom('messages').selectAll().where('id', '=', sent.data.messageId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'sms', template: 'password-reset-sms', status: 'sent', causation_event_id: cause.metadata.eventId });

    // The job kept the number and the link sealed; and no mail went out for the event.
    const job = await h.sendJob(sent.data.messageId);
    for (const personal of [phoneNumber, e164, encodeURIComponent(token), token]) expect(JSON.stringify(job.data)).not.toContain(personal);
    await h.waitUntilConsumed(PASSWORD_RESET_EMAIL_HANDLER);
    expect(await h.messageEvents(PASSWORD_RESET_EMAIL_HANDLER, cause)).toEqual([]);
  });

  it('records a request that expired before it could be texted as SmsFailed, without texting it', async () => {
    const { phoneNumber, e164 } = aPhoneNumber();
    const cause = await h.requestPasswordReset({ email: null, phoneNumber, expiresAt: new Date(Date.now() - 1_000).toISOString() });
    const failed = await h.waitForMessageEvent(PASSWORD_RESET_SMS_HANDLER, cause);
    expect(failed.type).toBe('SmsFailed');
    expect(failed.data).toMatchObject({ to: e164, template: 'password-reset-sms', error: 'Expired before it could be sent' });
    expect(await h.outbox(e164)).toEqual([]);
  });

  it('sends nothing by either channel for a person erased before the request arrived', async () => {
    const userId = randomUUID();
    const { phoneNumber, e164 } = aPhoneNumber();
    // Requested and erased in one transaction: the number is sealed under a key that is already gone.
    const erased = await h.identity.runtime.db.transaction().execute(async (trx) => {
      const { events } = await h.identity.runtime.store.append(
        `user-${userId}`,
        [
          {
            type: 'PasswordResetRequested',
            data: { userId, email: null, phoneNumber, token: randomUUID(), tokenHash: 'not-checked-here', expiresAt: new Date(Date.now() + 60_000).toISOString() },
          },
        ],
        { expectedVersion: 0 },
        trx,
      );
      await h.identity.runtime.vault.erase(userId, trx);
      return events[0];
    });
    // A request after it: once it is texted and everything acknowledged, the erased one was handled too.
    const marker = await h.requestPasswordReset({ email: null, phoneNumber: aPhoneNumber().phoneNumber });
    await h.waitForMessageEvent(PASSWORD_RESET_SMS_HANDLER, marker);
    for (const handler of [PASSWORD_RESET_SMS_HANDLER, PASSWORD_RESET_EMAIL_HANDLER]) {
      await h.waitUntilConsumed(handler);
      expect(await h.messageEvents(handler, erased)).toEqual([]);
    }
    expect(await h.outbox(e164)).toEqual([]);
    expect(await h.db.selectFrom('dead_letters').selectAll().execute()).toEqual([]);
  });
});
