import { MessageEvents, NotificationTemplates, type ClientEvent } from '@app/contracts';
import type { EventHandlerDefinition } from '@app/platform';
import type { ClientsDatabase } from '../clients-database.js';
import { lockLiveClient, recordClientEvent, TimelineTexts, type MessageChannel, type MessageKind } from '../clients/client-timeline.js';

export const CLIENT_MESSAGES_HANDLER = 'clients-client-messages';

// The recipient (`to`) stays sealed: which message went by which channel is all the timeline says.
const Delivery = MessageEvents.EmailSent.pick({ personId: true, template: true });

interface ClientMessage {
  message: MessageKind;
  channel: MessageChannel;
  sent: ClientEvent['eventType'];
  failed: ClientEvent['eventType'];
}

const invitation = { message: 'Invitation', sent: 'InviteSent', failed: 'InviteFailed' } as const;
const reminder = { message: 'Reminder', sent: 'ReminderSent', failed: 'ReminderFailed' } as const;

/** Notification's messages to clients (their `personId` is the clientId), by template. */
const clientMessages = new Map<string, ClientMessage>([
  [NotificationTemplates.clientInvitationEmail, { ...invitation, channel: 'email' }],
  [NotificationTemplates.clientInvitationSms, { ...invitation, channel: 'text message' }],
  [NotificationTemplates.clientReminderEmail, { ...reminder, channel: 'email' }],
  [NotificationTemplates.clientReminderSms, { ...reminder, channel: 'text message' }],
]);

const failures = new Set(['EmailFailed', 'SmsFailed']);

/**
 * Notification's deliveries of invitations and reminders -> the client's timeline: one entry per
 * message and channel, sent or failed, at the time notification recorded it. Messages to anyone
 * else, and those of a deleted client, change nothing.
 */
export const clientMessagesReaction: EventHandlerDefinition<ClientsDatabase> = {
  name: CLIENT_MESSAGES_HANDLER,
  source: 'notification',
  types: ['EmailSent', 'EmailFailed', 'SmsSent', 'SmsFailed'],
  opens: [],
  async handle(event, trx) {
    const { personId: clientId, template } = Delivery.parse(event.data);
    const delivered = clientMessages.get(template);
    if (!delivered || !(await lockLiveClient(trx, clientId))) return;
    const failed = failures.has(event.type);
    await recordClientEvent(trx, {
      clientId,
      type: failed ? delivered.failed : delivered.sent,
      description: (failed ? TimelineTexts.messageFailed : TimelineTexts.messageSent)(delivered.message, delivered.channel),
      at: event.metadata.occurredAt,
    });
  },
};
