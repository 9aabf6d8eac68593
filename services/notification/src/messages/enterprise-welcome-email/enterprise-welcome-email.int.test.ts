import { randomUUID } from 'node:crypto';
import { waitFor } from '@app/platform/testing';
import { startNotificationHarness, type NotificationHarness } from '../../testing/notification-harness.js';
import { ENTERPRISE_WELCOME_EMAIL_HANDLER } from '../../reactions/enterprise-welcome-email.reaction.js';

let h: NotificationHarness;

beforeAll(async () => {
  h = await startNotificationHarness('welcome', { PUBLIC_URL: 'https://survey.example.test/' });
});
afterAll(() => h?.close());

const mailsTo = async (email: string) => (await h.mailbox()).filter((mail) => mail.to === email);
const uniqueAddress = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

describe('UserRegistered -> enterprise welcome mail', () => {
  it('welcomes a member an enterprise administrator added, with the link to set a password, and records EmailSent', async () => {
    const userId = randomUUID();
    const email = uniqueAddress('member');
    const cause = await h.registerUser({ userId, email });

    const [mail] = await waitFor(async () => {
      const mails = await mailsTo(email);
      return mails.length > 0 ? mails : undefined;
    });
    const link = 'https://survey.example.test/enterpriseWelcome';
    expect(mail.subject).toBe('Welcome to Mitigation Survey');
    expect(mail.from).toBe('Mitigation Survey <no-reply@localhost>');
    expect(mail.text).toContain('Your team administrator has created an account for you with this email address');
    expect(mail.text).toContain(email);
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(`${mail.text}${mail.html}`).not.toContain(userId);

    const messageId = await h.expectEmailSent(ENTERPRISE_WELCOME_EMAIL_HANDLER, cause, { personId: userId, to: email, template: 'enterprise-welcome' });
    const row = await h.db.selectFrom('messages').selectAll().where('id', '=', messageId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'email', template: 'enterprise-welcome', status: 'sent', causation_event_id: cause.metadata.eventId });
  });

  it('sends nothing for other sign-ups, nor for a member erased before the mail went out', async () => {
    const self = await h.registerUser({ email: uniqueAddress('self'), passwordHash: '$argon2id$not-checked', roles: [], source: 'self' });
    const seeded = await h.registerUser({ email: uniqueAddress('seed'), passwordHash: '$argon2id$not-checked', roles: ['Site Admin'], source: 'seed' });
    // Registered and erased in one transaction: the address is sealed under a key that is already gone.
    const erasedId = randomUUID();
    const erasedEmail = uniqueAddress('erased');
    const erased = await h.identity.runtime.db.transaction().execute(async (trx) => {
      const { events } = await h.identity.runtime.store.append(
        `user-${erasedId}`,
        [{ type: 'UserRegistered', data: { userId: erasedId, email: erasedEmail, passwordHash: null, roles: ['Subscriber'], source: 'enterprise' } }],
        { expectedVersion: 0 },
        trx,
      );
      await h.identity.runtime.vault.erase(erasedId, trx);
      return events[0];
    });
    // A member added after them: once their welcome is recorded and everything acknowledged, the
    // earlier events have been handled too.
    const marker = await h.registerUser({ email: uniqueAddress('marker') });
    await h.waitForMessageEvent(ENTERPRISE_WELCOME_EMAIL_HANDLER, marker);
    await h.waitUntilConsumed(ENTERPRISE_WELCOME_EMAIL_HANDLER);

    for (const cause of [self, seeded, erased]) expect(await h.messageEvents(ENTERPRISE_WELCOME_EMAIL_HANDLER, cause)).toEqual([]);
    for (const cause of [self, seeded]) expect(await mailsTo(cause.data.email)).toEqual([]);
    expect(await mailsTo(erasedEmail)).toEqual([]);
    expect(await h.db.selectFrom('dead_letters').selectAll().execute()).toEqual([]);
  });
});
