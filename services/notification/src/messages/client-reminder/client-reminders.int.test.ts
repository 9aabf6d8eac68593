import { randomUUID } from 'node:crypto';
import { NotificationTemplates, Roles } from '@app/contracts';
import type { StoredEvent } from '@app/platform';
import { waitFor } from '@app/platform/testing';
import { messageIdFor } from '../message-id.js';
import { MessageRequests } from '../message-job.js';
import { aClientInvitation, startClientMessagesHarness, type ClientMessagesHarness } from '../../testing/client-messages-harness.js';
import { CLIENT_REMINDER_COMPLETIONS_HANDLER, CLIENT_REMINDER_FORMS_HANDLER, CLIENT_REMINDER_SCHEDULE_HANDLER } from '../../reactions/client-reminder-schedule.reaction.js';

let h: ClientMessagesHarness;

beforeAll(async () => {
  h = await startClientMessagesHarness('remind');
});
afterAll(() => h?.close());

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

type Invitation = Awaited<ReturnType<ClientMessagesHarness['inviteClient']>>['client'];

/** The messages of the client's `number`-th reminder, by channel. */
const reminderIds = (client: Invitation, number: number) => ({
  email: messageIdFor(NotificationTemplates.clientReminderEmail, `${client.clientId}:${number}`),
  sms: messageIdFor(NotificationTemplates.clientReminderSms, `${client.clientId}:${number}`),
});

/** Whether the client's `number`-th reminder was queued at all (its send-message jobs exist). */
async function reminderQueued(client: Invitation, number: number): Promise<boolean> {
  const { email, sms } = reminderIds(client, number);
  return (await h.sendJob(email)) !== undefined || (await h.sendJob(sms)) !== undefined;
}

/** Invites a client and creates the form, and waits until notification has both. */
async function invitedWithForm(overrides: Parameters<ClientMessagesHarness['inviteClient']>[0] = {}) {
  const { event, client } = await h.inviteClient(overrides);
  const { formId, created } = await h.createForm(client);
  await h.clientEventConsumed(CLIENT_REMINDER_SCHEDULE_HANDLER, event);
  await h.formEventConsumed(CLIENT_REMINDER_FORMS_HANDLER, created);
  return { event, client, formId, invitedAt: Date.parse(event.metadata.occurredAt) };
}

const reminders = async (client: Invitation) => (await h.messagesTo(client.clientId)).filter((event) => String(event.data.template).startsWith('client-reminder'));

describe('scheduled reminders', () => {
  it("remind every reminderDays days by the invitation's channels, once per due time, while the form is not completed", async () => {
    const { event, client, invitedAt } = await invitedWithForm({ reminderDays: 5, firstName: 'Sam' });

    await h.remindersPass(new Date(invitedAt + 5 * DAY - MINUTE));
    expect(await reminderQueued(client, 1)).toBe(false);

    await h.remindersPass(new Date(invitedAt + 5 * DAY + MINUTE));
    const first = reminderIds(client, 1);
    const [email, sms] = [await h.waitForMessage(first.email), await h.waitForMessage(first.sms)];
    expect(email.data).toEqual({
      messageId: first.email,
      personId: client.clientId,
      to: client.email,
      template: 'client-reminder-email',
      causationEventId: event.metadata.eventId,
      providerMessageId: expect.any(String),
    });
    expect(email.metadata).toMatchObject({ causationId: event.metadata.eventId, correlationId: event.metadata.correlationId, actorUserId: null });
    expect(sms).toMatchObject({ type: 'SmsSent', data: { personId: client.clientId, template: 'client-reminder-sms' } });

    const [mail] = await h.mailbox(client.email!);
    expect(mail.subject).toBe('A reminder about your questionnaire');
    expect(mail.text).toMatch(/^Hello Sam,\n\nLee & Partners asked us to remind you that your questionnaire is not finished yet\./);
    expect(mail.text).toContain(`Continue your questionnaire (${client.shortCodeUrl})`);
    const texts = await h.outbox(`+1${client.phoneNumber!.replace(/-/g, '')}`);
    expect(texts.map((text) => text.body)).toContainEqual(
      `Reminder: Lee & Partners is waiting for your questionnaire. Continue where you left off with your personal link (please do not share it): ${client.shortCodeUrl}`,
    );

    // The same due time again: nothing more. Five days later: the second one.
    await h.remindersPass(new Date(invitedAt + 5 * DAY + 2 * MINUTE));
    await h.remindersPass(new Date(invitedAt + 10 * DAY));
    expect(await reminderQueued(client, 2)).toBe(false);
    await h.remindersPass(new Date(invitedAt + 10 * DAY + 2 * MINUTE));
    await h.waitForMessage(reminderIds(client, 2).email);
    await h.waitForMessage(reminderIds(client, 2).sms);
    const sent = (await reminders(client)).map((e) => `${e.type} ${e.data.messageId}`).sort();
    const expected = [1, 2].flatMap((n) => [`EmailSent ${reminderIds(client, n).email}`, `SmsSent ${reminderIds(client, n).sms}`]).sort();
    expect(sent).toEqual(expected);
  });

  it('remind by the chosen channel only', async () => {
    const { client, invitedAt } = await invitedWithForm({ reminderDays: 10, useSms: false });
    await h.remindersPass(new Date(invitedAt + 10 * DAY + MINUTE));
    await h.waitForMessage(reminderIds(client, 1).email);
    await h.endedSendJob(reminderIds(client, 1).email);
    expect(await h.sendJob(reminderIds(client, 1).sms)).toBeUndefined();
  });

  it('are never sent for 0 days, to a proctored client, or to a client who gets neither email nor texts', async () => {
    const never = await invitedWithForm({ reminderDays: 0 });
    const proctored = await invitedWithForm({ reminderDays: 5, isProctored: true });
    const noChannel = await invitedWithForm({ reminderDays: 5, useEmail: false, useSms: false });
    await h.remindersPass(new Date(Date.now() + 365 * DAY));
    for (const { client } of [never, proctored, noChannel]) expect(await reminderQueued(client, 1)).toBe(false);
  });

  it('stop when the form is completed', async () => {
    const { client, formId, invitedAt } = await invitedWithForm({ reminderDays: 5 });
    await h.remindersPass(new Date(invitedAt + 5 * DAY + MINUTE));
    await h.waitForMessage(reminderIds(client, 1).email);

    const completed = await h.completeForm(client, formId);
    await h.formEventConsumed(CLIENT_REMINDER_COMPLETIONS_HANDLER, completed);
    await h.remindersPass(new Date(invitedAt + 30 * DAY));
    expect(await reminderQueued(client, 2)).toBe(false);
  });

  it('stop when the client is deleted', async () => {
    const { client, invitedAt } = await invitedWithForm({ reminderDays: 5 });
    await h.deleteClient(client);
    await waitFor(async () => (await h.db.selectFrom('client_reminders').select('client_id').where('client_id', '=', client.clientId).execute()).length === 0);
    await h.remindersPass(new Date(invitedAt + 30 * DAY));
    expect(await reminderQueued(client, 1)).toBe(false);
  });

  it('start none for a client whose form was completed before the invitation reached notification', async () => {
    // Survey's events may overtake clients': the form is completed before the schedule is made.
    const client = aClientInvitation({ reminderDays: 5 });
    const { formId } = await h.createForm(client);
    await h.formEventConsumed(CLIENT_REMINDER_COMPLETIONS_HANDLER, await h.completeForm(client, formId));
    const { event } = await h.inviteClient(client);
    await h.clientEventConsumed(CLIENT_REMINDER_SCHEDULE_HANDLER, event);
    await h.remindersPass(new Date(Date.parse(event.metadata.occurredAt) + 30 * DAY));
    expect(await reminderQueued(client, 1)).toBe(false);
  });

  it('sends nothing for a reminder queued just before the client completed the form', async () => {
    const { event, client, formId } = await invitedWithForm({ reminderDays: 5 });
    const completed = await h.completeForm(client, formId);
    await h.formEventConsumed(CLIENT_REMINDER_COMPLETIONS_HANDLER, completed);

    // As a pass that took the client's row just before the completion committed would have queued it.
    const messageId = reminderIds(client, 1).email;
    const runtime = h.notification.runtime;
    await runtime.db.transaction().execute((trx) =>
      new MessageRequests(runtime.jobs, runtime.vault).add(
        {
          messageId,
          cause: event.metadata,
          template: NotificationTemplates.clientReminderEmail,
          personId: client.clientId,
          to: client.email!,
          tokens: { ClientFirstName: client.firstName, SubscriberName: 'Lee', Link: client.shortCodeUrl },
        },
        trx,
      ),
    );
    await h.endedSendJob(messageId);
    expect(await h.messageEventsOf(messageId)).toEqual([]);
    expect((await h.mailbox(client.email!)).filter((mail) => mail.subject === 'A reminder about your questionnaire')).toEqual([]);
  });
});

describe("reminders in the client's language", () => {
  it('go out in Spanish to a client invited in Spanish, mail and text, the mail saying lang="es", and in English once the client switched', async () => {
    const { client, formId } = await invitedWithForm({ reminderDays: 7, firstName: 'Inés', subscriberDisplayName: 'Lee & Partners', preferredLanguage: 'es' });
    const subscriber = await h.subscriberToken(client);
    expect((await h.api('POST', `/api/form/${formId}/reminder`, { token: subscriber })).status).toBe(204);
    await h.waitForMessage(reminderIds(client, 1).email);
    await h.waitForMessage(reminderIds(client, 1).sms);
    const mailWith = (subject: string) => waitFor(async () => (await h.mailbox(client.email!)).find((mail) => mail.subject === subject), 15_000);
    const spanish = await mailWith('Un recordatorio sobre su cuestionario');
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.text).toMatch(/^Hola, Inés:\n\nLee & Partners nos pidió recordarle que su cuestionario aún no está terminado\./);
    expect(spanish.text).toContain(`Continuar el cuestionario (${client.shortCodeUrl})`);
    const texts = await h.outbox(`+1${client.phoneNumber!.replace(/-/g, '')}`);
    expect(texts.map((text) => text.body)).toContain(
      `Recordatorio: Lee & Partners espera su cuestionario. Continúe donde lo dejó con su enlace personal (por favor, no lo comparta): ${client.shortCodeUrl}`,
    );

    await h.clientEventConsumed(CLIENT_REMINDER_SCHEDULE_HANDLER, await h.changeLanguage(client, 'en'));
    expect((await h.api('POST', `/api/form/${formId}/reminder`, { token: subscriber })).status).toBe(204);
    await h.waitForMessage(reminderIds(client, 2).email);
    expect((await mailWith('A reminder about your questionnaire')).html).toContain('<html lang="en">');
  });
});

describe('POST /api/form/{id}/reminder', () => {
  const remind = (formId: string, token: string | null) => h.api('POST', `/api/form/${formId}/reminder`, { token });

  it("sends one now for the client's subscriber and for a site admin (204), and moves the next scheduled one", async () => {
    const { client, formId, invitedAt } = await invitedWithForm({ reminderDays: 7 });
    const subscriber = await h.subscriberToken(client);
    const asked = await remind(formId, subscriber);
    expect(asked.status).toBe(204);
    const first = await h.waitForMessage(reminderIds(client, 1).email);
    expect(first.data).toMatchObject({ personId: client.clientId, to: client.email, template: 'client-reminder-email' });
    expect(first.metadata.actorUserId).toBe(client.subscriberId);
    await h.waitForMessage(reminderIds(client, 1).sms);

    const admin = await h.tokenOf([Roles.SiteAdmin]);
    expect((await remind(formId.toUpperCase(), admin)).status).toBe(204);
    await h.waitForMessage(reminderIds(client, 2).email);

    // The scheduled reminder due 7 days after the invitation is now due 7 days after the last one asked for.
    await h.remindersPass(new Date(invitedAt + 7 * DAY));
    expect(await reminderQueued(client, 3)).toBe(false);
    await h.remindersPass(new Date(Date.now() + 7 * DAY + MINUTE));
    await h.waitForMessage(reminderIds(client, 3).email);
  });

  it('answers 404 for another subscriber, an unknown form or a malformed id, 401 without a token and 403 for other roles', async () => {
    const { client, formId } = await invitedWithForm();
    const another = await h.tokenOf([Roles.Subscriber]);
    expect(await remind(formId, another)).toMatchObject({ status: 404, body: { Details: 'The form was not found.' } });
    expect((await remind(randomUUID(), await h.subscriberToken(client))).status).toBe(404);
    expect((await remind('not-a-form', await h.subscriberToken(client))).status).toBe(404);
    expect(await remind(formId, null)).toMatchObject({ status: 401, body: { Details: 'You are not logged in or do not have access.' } });
    const theClient = await h.tokenOf([Roles.Client], client.applicationUserId);
    expect((await remind(formId, theClient)).status).toBe(403);
    expect((await remind(formId, await h.tokenOf([Roles.ComplianceReviewer]))).status).toBe(403);
    expect(await reminderQueued(client, 1)).toBe(false);
  });

  it('refuses a proctored client, a completed form and a client who gets neither email nor texts (409), sending nothing', async () => {
    const proctored = await invitedWithForm({ isProctored: true });
    expect(await remind(proctored.formId, await h.subscriberToken(proctored.client))).toMatchObject({
      status: 409,
      body: { Details: 'Reminders are not sent to proctored clients.' },
    });

    const done = await invitedWithForm();
    const completed: StoredEvent = await h.completeForm(done.client, done.formId);
    await h.formEventConsumed(CLIENT_REMINDER_COMPLETIONS_HANDLER, completed);
    expect(await remind(done.formId, await h.subscriberToken(done.client))).toMatchObject({
      status: 409,
      body: { Details: 'The client has already completed the survey, so no reminder was sent.' },
    });

    const silent = await invitedWithForm({ useEmail: false, useSms: false });
    expect(await remind(silent.formId, await h.tokenOf([Roles.SiteAdmin]))).toMatchObject({
      status: 409,
      body: { Details: 'No reminder was sent: this client receives neither email nor text messages.' },
    });

    for (const { client } of [proctored, done, silent]) expect(await reminderQueued(client, 1)).toBe(false);
    const counted = await h.db.selectFrom('client_reminders').select('reminders_sent').where('client_id', '=', silent.client.clientId).executeTakeFirstOrThrow();
    expect(counted.reminders_sent).toBe(0);
  });

  it('answers 404 once the client was deleted', async () => {
    const { client, formId } = await invitedWithForm();
    await h.deleteClient(client);
    await waitFor(async () => (await remind(formId, await h.subscriberToken(client))).status === 404);
    expect(await h.db.selectFrom('client_forms').select('form_id').where('form_id', '=', formId).execute()).toEqual([]);
  });
});
