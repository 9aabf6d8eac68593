import type { Kysely } from 'kysely';
import { NotificationTemplates } from '@app/contracts';
import type { PersonalDataVault } from '@app/platform';
import { CLIENT_CHANNELS, clientMessageTokens } from '../client-messages.js';
import { messageIdFor } from '../message-id.js';
import type { MessageCause, MessageRequests } from '../message-job.js';
import { contentBlockSenders, type ContentBlockSenderDeps, type TemplateByChannel } from '../content-block-message.js';
import type { ClientReminderRow, NotificationDatabase } from '../../notification-database.js';

const templates = { email: NotificationTemplates.clientReminderEmail, sms: NotificationTemplates.clientReminderSms } as const satisfies TemplateByChannel;

/** What a reminder is made of, kept sealed in `client_reminders.recipient`: contacts only of the channels chosen. */
export interface ReminderRecipient {
  clientId: string;
  firstName: string;
  email: string | null;
  phoneNumber: string | null;
  subscriberDisplayName: string | null;
  shortCodeUrl: string;
}

/** The vault's rule for `client_reminders.recipient` (a row, not an event type): sealed with this service's key of the client. */
export const REMINDER_RECIPIENT = 'client-reminder-recipient';
export const reminderRecipientPersonalData = {
  [REMINDER_RECIPIENT]: { subject: 'clientId', fields: ['firstName', 'email', 'phoneNumber', 'subscriberDisplayName', 'shortCodeUrl'] },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the next scheduled reminder is due, `reminderDays` after `from`; null when none are scheduled (0 days, proctored). */
export function nextReminderAt(client: { reminderDays: number; isProctored: boolean }, from: Date): Date | null {
  return client.reminderDays > 0 && !client.isProctored ? new Date(from.getTime() + client.reminderDays * DAY_MS) : null;
}

/** The client's form was completed: no reminder is due any more. */
export async function isCompleted(clientId: string, db: Kysely<NotificationDatabase>): Promise<boolean> {
  const completed = await db.selectFrom('client_forms').select('form_id').where('client_id', '=', clientId).where('completed', '=', true).executeTakeFirst();
  return completed !== undefined;
}

/** Whether reminding the client still makes sense: invited, not deleted, the form not completed. */
async function isRemindable(clientId: string, db: Kysely<NotificationDatabase>): Promise<boolean> {
  const invited = await db.selectFrom('client_reminders').select('client_id').where('client_id', '=', clientId).executeTakeFirst();
  return invited !== undefined && !(await isCompleted(clientId, db));
}

/** Deleted client: the schedule and the forms go (the recipient with them). */
export async function forgetClientReminders(clientId: string, trx: Kysely<NotificationDatabase>): Promise<void> {
  await trx.deleteFrom('client_reminders').where('client_id', '=', clientId).execute();
  await trx.deleteFrom('client_forms').where('client_id', '=', clientId).execute();
}

/**
 * Reminders to a client: the scheduled ones (reminders job) and those an attorney asks for (send
 * reminder). Each goes by every channel of the invitation, as send-message jobs written in the
 * caller's transaction, which holds the client's row locked.
 */
export class ClientReminders {
  constructor(
    private readonly messages: MessageRequests,
    private readonly vault: PersonalDataVault,
  ) {}

  /**
   * Queues the next reminder of `row` and counts it; a scheduled client's next one is then due
   * `reminderDays` after `now`. Answers the number of messages queued (none without a channel).
   */
  async remind(row: ClientReminderRow, now: Date, cause: MessageCause, trx: Kysely<NotificationDatabase>): Promise<number> {
    const recipient = (await this.vault.openEvent(row.recipient, trx)) as unknown as ReminderRecipient;
    const number = row.reminders_sent + 1;
    // Null once erased: its row goes in the same transaction as the key, so only a race finds it.
    const channels = recipient.firstName === null ? [] : CLIENT_CHANNELS.filter(({ contact }) => recipient[contact] !== null);
    for (const { channel, contact, address } of channels) {
      await this.messages.add(
        {
          messageId: messageIdFor(templates[channel], `${row.client_id}:${number}`),
          cause,
          template: templates[channel],
          personId: row.client_id,
          to: address(recipient[contact]!),
          tokens: clientMessageTokens(recipient, row.language),
          language: row.language,
        },
        trx,
      );
    }
    const next = row.next_reminder_at === null ? null : nextReminderAt({ reminderDays: row.reminder_days, isProctored: row.is_proctored }, now);
    await trx.updateTable('client_reminders').set({ reminders_sent: number, next_reminder_at: next }).where('client_id', '=', row.client_id).execute();
    return channels.length;
  }
}

/** Writes and sends the reminders of send-message jobs; a reminder to a client no longer remindable is dropped unsent. */
export const clientReminderSenders = (deps: ContentBlockSenderDeps & { db: Kysely<NotificationDatabase> }) =>
  contentBlockSenders(deps, templates, { stillWanted: (job) => isRemindable(job.personId, deps.db) });
