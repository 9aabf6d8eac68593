import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ClientEvents } from '@app/contracts';
import type { BusMessage, PersonalDataVault } from '@app/platform';
import { isCompleted, nextReminderAt, REMINDER_RECIPIENT, type ReminderRecipient } from '../client-reminder/client-reminders.js';
import type { NotificationDatabase } from '../../notification-database.js';

// The names and contacts read as null once clients erased the client.
const ContactChanged = ClientEvents.ClientContactChanged.pick({ clientId: true, useEmail: true, useSms: true }).extend({
  firstName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});

/**
 * Clients' `ClientContactChanged` (the attorney corrected the client's name or contacts, issue 36) -> the
 * reminders, and an invitation resent after it (`ClientLinkRenewed`, next on the same consumer), go to the
 * corrected contacts of the channels chosen, with the corrected first name (the recipient, sealed again).
 * A client invited without a channel gets the reminder schedule the invitation would have started, counted
 * from the correction; a client left without a channel gets no more reminders. A client deleted meanwhile
 * has no row, and gets nothing.
 */
export async function changeClientContact(vault: PersonalDataVault, event: BusMessage, trx: Kysely<NotificationDatabase>): Promise<void> {
  const { clientId, firstName, email, phoneNumber, useEmail, useSms } = ContactChanged.parse(event.data);
  const row = await trx.selectFrom('client_reminders').selectAll().where('client_id', '=', clientId).forUpdate().executeTakeFirst();
  if (!row || firstName === null) return;
  const before = (await vault.openEvent(row.recipient, trx)) as unknown as ReminderRecipient;
  if (before.firstName === null) return;
  const recipient: ReminderRecipient = { ...before, firstName, email: useEmail ? email : null, phoneNumber: useSms ? phoneNumber : null };
  const sealed = await vault.sealEvent(REMINDER_RECIPIENT, { ...recipient }, trx);
  const schedule = { reminderDays: row.reminder_days, isProctored: row.is_proctored };
  let nextAt = row.next_reminder_at;
  if (!hasChannel(recipient)) nextAt = null;
  else if (!hasChannel(before) && !(await isCompleted(clientId, trx))) nextAt = nextReminderAt(schedule, new Date(event.metadata.occurredAt));
  await trx
    .updateTable('client_reminders')
    .set({ recipient: JSON.stringify(sealed), next_reminder_at: nextAt })
    .where('client_id', '=', clientId)
    .execute();
}

const hasChannel = (recipient: ReminderRecipient) => recipient.email !== null || recipient.phoneNumber !== null;
