import { z } from 'zod';
import { ClientEvents } from '@app/contracts';
import type { EventHandlerDefinition, PersonalDataVault } from '@app/platform';
import { changeClientContact } from '../messages/client-contact-changed/client-contact-changed.js';
import { renewClientLink } from '../messages/client-link-renewed/client-link-renewed.js';
import type { MessageRequests } from '../messages/message-job.js';
import { isCompleted, nextReminderAt, REMINDER_RECIPIENT, type ReminderRecipient } from '../messages/client-reminder/client-reminders.js';
import type { NotificationDatabase } from '../notification-database.js';

export const CLIENT_REMINDER_SCHEDULE_HANDLER = 'notification-client-reminder-schedule';
export const CLIENT_REMINDER_FORMS_HANDLER = 'notification-client-reminder-forms';
export const CLIENT_REMINDER_COMPLETIONS_HANDLER = 'notification-client-reminder-completions';

/**
 * Clients' `ClientInvited` -> the client's reminder schedule: the first reminder `reminderDays`
 * after the invitation (none for 0 days, a proctored client, a client without a channel, or a form
 * completed already), the recipient sealed with this service's key of the client, in the client's
 * language; `ClientLanguageChanged` -> the reminders follow the client's choice; `ClientLinkRenewed` ->
 * the new link, in the reminders and sent at once (client-link-renewed); `ClientContactChanged` -> the
 * corrected name and contacts (client-contact-changed).
 */
export const clientReminderScheduleReaction = (vault: PersonalDataVault, messages: MessageRequests): EventHandlerDefinition<NotificationDatabase> => ({
  name: CLIENT_REMINDER_SCHEDULE_HANDLER,
  source: 'clients',
  types: ['ClientInvited', 'ClientLanguageChanged', 'ClientLinkRenewed', 'ClientContactChanged'],
  opens: 'all', // the recipient, sealed again with this service's key
  async handle(event, trx) {
    if (event.type === 'ClientLinkRenewed') return renewClientLink({ messages, vault }, event, trx);
    if (event.type === 'ClientContactChanged') return changeClientContact(vault, event, trx);
    if (event.type === 'ClientLanguageChanged') {
      const { clientId, language } = ClientEvents.ClientLanguageChanged.parse(event.data);
      await trx.updateTable('client_reminders').set({ language }).where('client_id', '=', clientId).execute();
      return;
    }
    // Deleted before this arrived: clients erased its key, and nothing of the client is kept here.
    if (event.data.firstName === null) return;
    const invited = ClientEvents.ClientInvited.parse(event.data);
    const recipient: ReminderRecipient = {
      clientId: invited.clientId,
      firstName: invited.firstName,
      email: invited.useEmail ? invited.email : null,
      phoneNumber: invited.useSms ? invited.phoneNumber : null,
      subscriberDisplayName: invited.subscriberDisplayName,
      shortCodeUrl: invited.shortCodeUrl,
    };
    const scheduled = (recipient.email !== null || recipient.phoneNumber !== null) && !(await isCompleted(invited.clientId, trx));
    await trx
      .insertInto('client_reminders')
      .values({
        client_id: invited.clientId,
        subscriber_id: invited.subscriberId,
        invited_event_id: event.metadata.eventId,
        correlation_id: event.metadata.correlationId,
        reminder_days: invited.reminderDays,
        is_proctored: invited.isProctored,
        recipient: JSON.stringify(await vault.sealEvent(REMINDER_RECIPIENT, { ...recipient }, trx)),
        next_reminder_at: scheduled ? nextReminderAt(invited, new Date(event.metadata.occurredAt)) : null,
        language: invited.preferredLanguage,
        application_user_id: invited.applicationUserId,
      })
      .onConflict((oc) => oc.column('client_id').doNothing())
      .execute();
  },
});

const FormOfClient = z.object({ formId: z.string(), clientId: z.string() });

/** Survey's `FormCreated` and `FormCompleted` -> the client of each form; a completed form ends the client's schedule. */
const recordFormOfClient: EventHandlerDefinition<NotificationDatabase>['handle'] = async (event, trx) => {
  const { formId, clientId } = FormOfClient.parse(event.data);
  const completed = event.type === 'FormCompleted';
  await trx
    .insertInto('client_forms')
    .values({ form_id: formId, client_id: clientId, completed })
    .onConflict((oc) => (completed ? oc.column('form_id').doUpdateSet({ completed }) : oc.column('form_id').doNothing()))
    .execute();
  if (completed) await trx.updateTable('client_reminders').set({ next_reminder_at: null }).where('client_id', '=', clientId).execute();
};

/**
 * `recordFormOfClient` as two consumers of one type each: JetStream then delivers them only those, never
 * the form's autosaves (before NATS 2.10 a consumer filters one subject). Either order gives the same row.
 */
export const clientReminderFormsReactions = (): EventHandlerDefinition<NotificationDatabase>[] => [
  { name: CLIENT_REMINDER_FORMS_HANDLER, source: 'survey', types: ['FormCreated'], opens: [], handle: recordFormOfClient },
  { name: CLIENT_REMINDER_COMPLETIONS_HANDLER, source: 'survey', types: ['FormCompleted'], opens: [], handle: recordFormOfClient },
];
