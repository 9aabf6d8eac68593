import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { billingPersonalData, reportingPersonalData, Roles, type LocalMail, type LocalText, type SubscriptionState } from '@app/contracts';
import { JOBS_SCHEMA, type StoredEvent } from '@app/platform';
import { startStandInService, waitFor, waitUntilConsumed } from '@app/platform/testing';
import { startClientMessagesHarness, type ClientMessagesHarness } from '../../testing/client-messages-harness.js';
import { BILLING_NOTICES_HANDLER } from '../../reactions/billing-notices.reaction.js';
import { messageIdFor } from '../message-id.js';
import { ATTORNEY_CLIENT_STARTS_HANDLER, ATTORNEY_CLIENTS_HANDLER } from '../../reactions/attorney-clients.reaction.js';
import { ATTORNEY_DIRECTORY_HANDLER } from '../../reactions/attorney-directory.reaction.js';
import { ATTORNEY_LETTER_SIGNED_HANDLER } from '../../reactions/attorney-notices.reaction.js';
import { SEND_MESSAGE_QUEUE } from '../message-job.js';
import { ATTORNEY_NOTICES_QUEUE, type AttorneyNoticesPass } from './attorney-notices.job.js';

let h: ClientMessagesHarness;
let billing: Awaited<ReturnType<typeof startStandInService>>;
let reporting: Awaited<ReturnType<typeof startStandInService>>;

beforeAll(async () => {
  h = await startClientMessagesHarness('attnot');
  billing = await startStandInService('billing', billingPersonalData, 'attnot_bil', h.bus.prefix);
  reporting = await startStandInService('reporting', reportingPersonalData, 'attnot_rep', h.bus.prefix);
});
afterAll(async () => {
  await billing?.close();
  await reporting?.close();
  await h?.close();
});

const DAY = 24 * 60 * 60 * 1000;

/** An attorney's account as identity publishes it: registered by themselves, then named. */
async function anAttorney() {
  const userId = randomUUID();
  const email = `attorney-${userId.slice(0, 8)}@example.com`;
  await h.registerUser({ userId, email, source: 'self', roles: ['Subscriber'] });
  const named = await h.identity.runtime.store.append(`user-${userId}`, [{ type: 'UserProfileChanged', data: { userId, firstName: 'Lee', lastName: 'Counsel' } }], {
    expectedVersion: 'any',
  });
  await waitUntilConsumed(h.bus.prefix, 'identity', ATTORNEY_DIRECTORY_HANDLER, named.events[0]);
  return { userId, email, token: await h.tokenOf([Roles.Subscriber], userId) };
}

async function mailsTo(email: string, count = 1): Promise<LocalMail[]> {
  return await waitFor(async () => {
    const mails = await h.mailbox(email);
    return mails.length >= count ? mails : undefined;
  }, 15_000);
}

async function textsTo(phone: string): Promise<LocalText[]> {
  return await waitFor(async () => {
    const texts = await h.outbox(phone);
    return texts.length > 0 ? texts : undefined;
  }, 15_000);
}

async function invited(attorneyId: string, overrides: { isProctored?: boolean } = {}) {
  const { event, client } = await h.inviteClient({ subscriberId: attorneyId, firstName: 'Robin', lastName: 'Reyes', useEmail: false, useSms: false, ...overrides });
  await h.clientEventConsumed(ATTORNEY_CLIENTS_HANDLER, event);
  return client;
}

/** Runs one pass of the attorney notices job as if at `at`, and waits for it. */
async function noticesPass(at: Date): Promise<void> {
  const id = randomUUID();
  const pass: AttorneyNoticesPass = { at: at.toISOString() };
  await h.notification.runtime.jobs.enqueue(ATTORNEY_NOTICES_QUEUE, pass, { id });
  await waitFor(async () => (await sql<{ state: string }>`SELECT state FROM ${sql.table(`${JOBS_SCHEMA}.job`)} WHERE id = ${id}`.execute(h.db)).rows[0]?.state === 'completed');
}

/** Every message queued so far has been sent (a pass queues its messages in its own transaction), so a mailbox holds all it will. */
async function queuedMessagesSent(): Promise<void> {
  await waitFor(
    async () =>
      (
        await sql<{ waiting: number }>`SELECT count(*)::int AS waiting FROM ${sql.table(`${JOBS_SCHEMA}.job`)}
          WHERE name = ${SEND_MESSAGE_QUEUE} AND state IN ('created', 'retry', 'active')`.execute(h.db)
      ).rows[0].waiting === 0,
  );
}

/** The message events recorded for a template's message on an occasion. */
const messageEvents = (template: string, occasion: string): Promise<StoredEvent[]> =>
  waitFor<StoredEvent[] | undefined>(async () => {
    const events = await h.notification.runtime.store.readStream(`message-${messageIdFor(template, occasion)}`);
    return events.length > 0 ? events : undefined;
  }, 15_000);

const settingsWith = (overrides: Record<string, unknown>) => ({
  email: { formCompleted: true, letterSigned: true, reportReady: true, clientNotStarted: true },
  sms: { formCompleted: false, letterSigned: false, reportReady: false, clientNotStarted: false },
  phoneNumber: null,
  notStartedDays: 7,
  ...overrides,
});

describe('GET/PUT /api/account/notificationSettings', () => {
  it('answers the defaults until the attorney saves, then what they saved; a text needs a phone number', async () => {
    const attorney = await anAttorney();
    const read = await h.api('GET', '/api/account/notificationSettings', { token: attorney.token });
    expect(read).toMatchObject({ status: 200, body: settingsWith({}) });

    const noPhone = await h.api('PUT', '/api/account/notificationSettings', {
      token: attorney.token,
      body: settingsWith({ sms: { ...settingsWith({}).sms, formCompleted: true } }),
    });
    expect(noPhone.status).toBe(400);
    expect(JSON.stringify(noPhone.body)).toContain('Please provide a phone number to receive text messages.');
    const badDays = await h.api('PUT', '/api/account/notificationSettings', { token: attorney.token, body: settingsWith({ notStartedDays: 0 }) });
    expect(badDays.status).toBe(400);

    const saved = settingsWith({ sms: { formCompleted: true, letterSigned: false, reportReady: false, clientNotStarted: false }, phoneNumber: '555-201-3344', notStartedDays: 3 });
    expect(await h.api('PUT', '/api/account/notificationSettings', { token: attorney.token, body: saved })).toMatchObject({ status: 200, body: saved });
    expect(await h.api('GET', '/api/account/notificationSettings', { token: attorney.token })).toMatchObject({ status: 200, body: saved });
    // Another attorney's are their own.
    const other = await anAttorney();
    expect(await h.api('GET', '/api/account/notificationSettings', { token: other.token })).toMatchObject({ status: 200, body: settingsWith({}) });
    // Recorded as an event of the attorney's settings stream, the phone number sealed.
    const { rows } = await sql<{ type: string; data: unknown }>`SELECT type, data FROM events WHERE stream_id = ${`notification-settings-${attorney.userId}`}`.execute(h.db);
    expect(rows.map((row) => row.type)).toEqual(['NotificationSettingsSaved']);
    expect(JSON.stringify(rows[0].data)).not.toContain('555-201-3344');
  });

  it('refuses a client (403) and no session (401)', async () => {
    expect((await h.api('GET', '/api/account/notificationSettings', { token: await h.tokenOf([Roles.Client]) })).status).toBe(403);
    expect((await h.api('GET', '/api/account/notificationSettings')).status).toBe(401);
  });
});

describe('notices to the attorney', () => {
  it('mails the attorney when their client finishes the questionnaire, records EmailSent, and texts too when they chose it', async () => {
    const attorney = await anAttorney();
    await h.api('PUT', '/api/account/notificationSettings', {
      token: attorney.token,
      body: settingsWith({ sms: { formCompleted: true, letterSigned: false, reportReady: false, clientNotStarted: false }, phoneNumber: '555-201-7788' }),
    });
    const client = await invited(attorney.userId);
    const { formId } = await h.createForm(client);
    const completed = await h.completeForm(client, formId);

    const [mail] = await mailsTo(attorney.email);
    expect(mail.subject).toBe('Robin Reyes finished the questionnaire');
    expect(mail.text).toMatch(/^Hello Lee Counsel,\n\nYour client Robin Reyes completed the questionnaire\./);
    expect(mail.text).toContain(`/subscriber/client/${client.clientId}`);
    const [sent] = await messageEvents('attorney-notice-email', `formCompleted:${completed.metadata.eventId}`);
    expect(sent).toMatchObject({
      type: 'EmailSent',
      data: { personId: attorney.userId, to: attorney.email, template: 'attorney-notice-email', causationEventId: completed.metadata.eventId },
    });

    // The job keeps the client's id, not their name: the name is read at sending, and goes with the client.
    const job = await h.sendJob(messageIdFor('attorney-notice-email', `formCompleted:${completed.metadata.eventId}`));
    const tokens = await h.notification.runtime.vault.openEvent({ tokens: job.data.tokens });
    expect(JSON.stringify(tokens)).toContain(client.clientId);
    expect(JSON.stringify(tokens)).not.toContain('Robin');

    const [text] = await textsTo('+15552017788');
    expect(text.body).toBe(`Mitigation Survey: Robin Reyes finished the questionnaire. http://localhost:8080/subscriber/client/${client.clientId}`);
    expect((await messageEvents('attorney-notice-sms', `formCompleted:${completed.metadata.eventId}`))[0].type).toBe('SmsSent');
  });

  it('mails when a supporter signs their letter (not when they only save it), naming the supporter; nothing when the attorney turned it off', async () => {
    const attorney = await anAttorney();
    const client = await invited(attorney.userId);
    const { event: listed, supporter } = await h.inviteSupporter(client, { firstName: 'Sam', lastName: 'Sister', email: null, phoneNumber: null });
    await h.clientEventConsumed(ATTORNEY_CLIENTS_HANDLER, listed);
    const letter = (isComplete: boolean) => ({
      supporterId: supporter.supporterId,
      clientId: client.clientId,
      subscriberId: attorney.userId,
      supportText: 'A good person.',
      signatureName: isComplete ? 'Sam Sister' : null,
      isComplete,
      signature: null,
    });
    const draft = await h.appendClientEventOn(`supporter-${supporter.supporterId}`, 'SupporterLetterSaved', letter(false));
    await h.clientEventConsumed(ATTORNEY_LETTER_SIGNED_HANDLER, draft);
    expect(await h.mailbox(attorney.email)).toEqual([]);
    await h.appendClientEventOn(`supporter-${supporter.supporterId}`, 'SupporterLetterSaved', letter(true));
    const [mail] = await mailsTo(attorney.email);
    expect(mail.subject).toBe('A letter of support for Robin Reyes was signed');
    expect(mail.text).toContain('Sam Sister signed a letter of support for your client Robin Reyes.');

    const quiet = await anAttorney();
    await h.api('PUT', '/api/account/notificationSettings', {
      token: quiet.token,
      body: settingsWith({ email: { formCompleted: true, letterSigned: false, reportReady: true, clientNotStarted: true } }),
    });
    const quietClient = await invited(quiet.userId);
    const { supporter: other } = await h.inviteSupporter(quietClient, { email: null, phoneNumber: null });
    const signed = await h.appendClientEventOn(`supporter-${other.supporterId}`, 'SupporterLetterSaved', {
      ...letter(true),
      supporterId: other.supporterId,
      clientId: quietClient.clientId,
      subscriberId: quiet.userId,
    });
    await h.clientEventConsumed(ATTORNEY_LETTER_SIGNED_HANDLER, signed);
    expect(await h.mailbox(quiet.email)).toEqual([]);
  });

  it('mails when an AI-written report of the client is ready', async () => {
    const attorney = await anAttorney();
    const client = await invited(attorney.userId);
    const { formId, created } = await h.createForm(client);
    await h.formEventConsumed('notification-client-reminder-forms', created);
    const variantId = randomUUID();
    await reporting.append(`adjusted-report-${variantId}`, 'AdjustedReportCompleted', { variantId, originalFormId: formId, run: 1 });
    const [mail] = await mailsTo(attorney.email);
    expect(mail.subject).toBe('The AI-written report for Robin Reyes is ready');
    expect(mail.text).toContain("You can download it from the client's Reports tab.");
  });

  it("mails once when an invited client has not started after the attorney's number of days, not before, and never for one who started", async () => {
    const attorney = await anAttorney();
    await h.api('PUT', '/api/account/notificationSettings', { token: attorney.token, body: settingsWith({ notStartedDays: 3 }) });
    const waiting = await invited(attorney.userId);
    const started = await invited(attorney.userId);
    const { formId } = await h.createForm(started);
    const start = await h.appendFormEventOn(`form-${formId}`, 'FormStarted', { formId, clientId: started.clientId, subscriberId: attorney.userId });
    await h.formEventConsumed(ATTORNEY_CLIENT_STARTS_HANDLER, start);

    await noticesPass(new Date(Date.now() + 2 * DAY));
    expect(await h.mailbox(attorney.email)).toEqual([]);
    await noticesPass(new Date(Date.now() + 3 * DAY + 60_000));
    const [mail] = await mailsTo(attorney.email);
    expect(mail.subject).toBe('Robin Reyes has not started the questionnaire');
    expect(mail.text).toMatch(/You invited Robin Reyes on \w+ \d{1,2}, \d{4}, 3 days ago, and they have not started the questionnaire yet\./);
    expect(mail.text).toContain(`/subscriber/client/${waiting.clientId}`);
    await noticesPass(new Date(Date.now() + 5 * DAY));
    await queuedMessagesSent();
    expect(await h.mailbox(attorney.email)).toHaveLength(1);
  });
});

describe('billing mails', () => {
  const state = (attorneyId: string, overrides: Partial<SubscriptionState> = {}): SubscriptionState => ({
    subscriptionId: randomUUID(),
    displayName: 'Standard Monthly',
    priceName: 'StandardMonthly',
    isEnterprise: false,
    stripeStatus: 'active',
    stripeExpiration: new Date(Date.now() + 30 * DAY).toISOString(),
    isActive: true,
    userIds: [attorneyId],
    ...overrides,
  });
  const appendBilling = (s: SubscriptionState, type: string, extra: Record<string, unknown> = {}) => billing.append(`subscription-${s.subscriptionId}`, type, { ...s, ...extra });

  it('mails a failed payment with the link to update the card, and a renewal with the amount and the period (not the first invoice)', async () => {
    const attorney = await anAttorney();
    const s = state(attorney.userId, { stripeStatus: 'past_due' });
    await appendBilling(s, 'PaymentFailed', { stripeEventId: 'evt_1', stripeInvoiceId: 'in_1', message: null });
    const [failed] = await mailsTo(attorney.email);
    expect(failed.subject).toBe('Your payment failed');
    expect(failed.text).toContain('We could not charge your card for your Standard Monthly subscription.');
    expect(failed.text).toContain('http://localhost:8080/subscriber/changePaymentMethod');

    const first = await appendBilling(state(attorney.userId), 'InvoicePaid', {
      stripeEventId: 'evt_2',
      stripeInvoiceId: 'in_2',
      amountPaid: 2980,
      billingReason: 'subscription_create',
    });
    await waitUntilConsumed(h.bus.prefix, 'billing', BILLING_NOTICES_HANDLER, first);
    expect(await h.mailbox(attorney.email)).toHaveLength(1);
    const renewed = state(attorney.userId, { stripeExpiration: '2027-01-14T10:00:00.000Z' });
    await appendBilling(renewed, 'InvoicePaid', { stripeEventId: 'evt_3', stripeInvoiceId: 'in_3', amountPaid: 3980, billingReason: 'subscription_cycle' });
    const mails = await mailsTo(attorney.email, 2);
    expect(mails[0].subject).toBe('Your subscription was renewed');
    expect(mails[0].text).toContain('Your Standard Monthly subscription was renewed: we charged $39.80 for the period through January 14, 2027.');
    expect((await messageEvents('billing-notice-email', `renewed:in_3:${attorney.userId}`))[0].type).toBe('EmailSent');
  });

  it('mails 7 days before a canceled subscription ends, once; not when it was renewed meanwhile', async () => {
    const attorney = await anAttorney();
    const endsAt = new Date(Date.now() + 20 * DAY);
    const canceled = state(attorney.userId, { stripeStatus: 'canceled', stripeExpiration: endsAt.toISOString() });
    const cancel = await appendBilling(canceled, 'SubscriptionCanceled', { canceledBy: attorney.userId });
    await waitUntilConsumed(h.bus.prefix, 'billing', BILLING_NOTICES_HANDLER, cancel);
    await noticesPass(new Date(endsAt.getTime() - 8 * DAY));
    expect(await h.mailbox(attorney.email)).toEqual([]);
    await noticesPass(new Date(endsAt.getTime() - 7 * DAY + 60_000));
    const [mail] = await mailsTo(attorney.email);
    const day = endsAt.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(mail.subject).toBe(`Your subscription ends on ${day}`);
    expect(mail.text).toContain(`Your access continues until ${day}.`);
    await noticesPass(new Date(endsAt.getTime() - 2 * DAY));
    await queuedMessagesSent();
    expect(await h.mailbox(attorney.email)).toHaveLength(1);

    const other = await anAttorney();
    const otherCanceled = state(other.userId, { stripeStatus: 'canceled', stripeExpiration: endsAt.toISOString() });
    await appendBilling(otherCanceled, 'SubscriptionCanceled', { canceledBy: other.userId });
    const renewedAgain = await appendBilling({ ...otherCanceled, stripeStatus: 'active' }, 'SubscriptionUpdated', { stripeEventId: 'evt_x', cancelAtPeriodEnd: false });
    await waitUntilConsumed(h.bus.prefix, 'billing', BILLING_NOTICES_HANDLER, renewedAgain);
    await noticesPass(new Date(endsAt.getTime() - 3 * DAY));
    await queuedMessagesSent();
    expect(await h.mailbox(other.email)).toEqual([]);
  });
});
