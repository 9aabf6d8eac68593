import { randomUUID } from 'node:crypto';
import { NotificationTemplates } from '@app/contracts';
import { waitFor } from '@app/platform/testing';
import { CLIENT_INVITATION_HANDLERS } from './client-invitation.reaction.js';
import { CLIENT_REMINDER_FORMS_HANDLER, CLIENT_REMINDER_SCHEDULE_HANDLER } from './client-reminder-schedule.reaction.js';
import { messageIdFor } from '../messages/message-id.js';
import { SUPPORTER_INVITATION_HANDLERS } from './supporter-invitation.reaction.js';
import { startClientMessagesHarness, type ClientMessagesHarness } from '../testing/client-messages-harness.js';
import { startSmtpRelayStandIn, type SmtpRelayStandIn } from '../testing/smtp-relay-stand-in.js';
import { CLIENT_ERASURE_HANDLER } from './erase-personal-data.reaction.js';

let relay: SmtpRelayStandIn;
let h: ClientMessagesHarness;

beforeAll(async () => {
  relay = await startSmtpRelayStandIn();
  // Attempts enough, and far enough apart, for a deletion to come between two of them.
  h = await startClientMessagesHarness('erasecl', { SMTP_URL: relay.url, SEND_ATTEMPTS: '10', SEND_RETRY_DELAY_SECONDS: '2', SEND_MAX_RETRY_DELAY_SECONDS: '4' });
});
afterAll(async () => {
  await h?.close();
  await relay?.close();
});

const DAY = 24 * 60 * 60 * 1000;

describe("clients' ClientDeleted", () => {
  it("erases the recipients of every message to the client, forgets the reminders, and leaves every message stream's hash chain intact", async () => {
    const { event, client } = await h.inviteClient({ reminderDays: 5 });
    const { formId, created } = await h.createForm(client);
    await h.clientEventConsumed(CLIENT_REMINDER_SCHEDULE_HANDLER, event);
    await h.formEventConsumed(CLIENT_REMINDER_FORMS_HANDLER, created);
    const invitedAt = Date.parse(event.metadata.occurredAt);
    await h.remindersPass(new Date(invitedAt + 5 * DAY + 60_000));
    const messageIds = [
      messageIdFor(CLIENT_INVITATION_HANDLERS.email, event.metadata.eventId),
      messageIdFor(CLIENT_INVITATION_HANDLERS.sms, event.metadata.eventId),
      messageIdFor(NotificationTemplates.clientReminderEmail, `${client.clientId}:1`),
      messageIdFor(NotificationTemplates.clientReminderSms, `${client.clientId}:1`),
    ];
    for (const messageId of messageIds) expect((await h.waitForMessage(messageId)).data.to).toEqual(expect.any(String));

    const deleted = await h.deleteClient(client);
    await h.clientEventConsumed(CLIENT_ERASURE_HANDLER, deleted);

    const messages = await h.messagesTo(client.clientId);
    expect(messages.map((message) => message.data.messageId).sort()).toEqual([...messageIds].sort());
    for (const message of messages) {
      expect(message.data.to).toBeNull();
      expect(message.data).toMatchObject({ personId: client.clientId, template: expect.stringMatching(/^client-(invitation|reminder)-(email|sms)$/) });
      expect(await h.notification.runtime.store.verifyStream(message.streamId)).toEqual({ valid: true });
    }
    const { db } = h;
    expect(await db.selectFrom('personal_keys').select('person_id').where('person_id', '=', client.clientId).execute()).toEqual([]);
    expect(await db.selectFrom('client_reminders').select('client_id').where('client_id', '=', client.clientId).execute()).toEqual([]);
    expect(await db.selectFrom('client_forms').select('form_id').where('form_id', '=', formId).execute()).toEqual([]);

    // Nothing more goes to the client.
    await h.remindersPass(new Date(invitedAt + 30 * DAY));
    expect(await h.sendJob(messageIdFor(NotificationTemplates.clientReminderEmail, `${client.clientId}:2`))).toBeUndefined();
  });

  it("sends none of the messages still queued for the client or the client's supporters when the client is deleted", async () => {
    // The relay refuses later-* addresses for now: the invitations and the reminder wait for their next attempt.
    const { event, client } = await h.inviteClient({ email: `later-${randomUUID().slice(0, 8)}@example.com`, useSms: false, reminderDays: 5 });
    const { supporter } = await h.inviteSupporter(client, { email: `later-${randomUUID().slice(0, 8)}@example.com`, phoneNumber: null });
    await h.clientEventConsumed(CLIENT_REMINDER_SCHEDULE_HANDLER, event);
    await h.remindersPass(new Date(Date.parse(event.metadata.occurredAt) + 5 * DAY + 60_000));
    await waitFor(() => relay.attemptsAt(client.email!) >= 2 && relay.attemptsAt(supporter.email!) >= 2);

    const deleted = await h.deleteClient(client);
    await h.clientEventConsumed(CLIENT_ERASURE_HANDLER, deleted);
    relay.acceptLater();
    const queued = [
      messageIdFor(CLIENT_INVITATION_HANDLERS.email, event.metadata.eventId),
      messageIdFor(NotificationTemplates.clientReminderEmail, `${client.clientId}:1`),
      messageIdFor(SUPPORTER_INVITATION_HANDLERS.email, supporter.supporterId),
    ];
    // Each waits out its back-off (2 s, then 4 s: ten attempts span over 30 s, time enough to delete the client first).
    for (const messageId of queued) await h.endedSendJob(messageId, 40_000);
    expect(await h.messagesTo(client.clientId)).toEqual([]);
    for (const email of [client.email!, supporter.email!]) expect(relay.mails.filter((mail) => mail.rcptTo.includes(email))).toEqual([]);
  }, 90_000);
});
