import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ClientEvents } from '@app/contracts';
import type { BusMessage, PersonalDataVault } from '@app/platform';
import { CLIENT_CHANNELS, clientMessageTokens } from '../client-messages.js';
import { CLIENT_INVITATION_TEMPLATES } from '../client-invitation/client-invitation.sender.js';
import { REMINDER_RECIPIENT, type ReminderRecipient } from '../client-reminder/client-reminders.js';
import { messageIdFor } from '../message-id.js';
import type { MessageRequests } from '../message-job.js';
import type { NotificationDatabase } from '../../notification-database.js';

/** Names the messages of one renewal, by channel. */
const RENEWED_LINK_MESSAGES = 'notification-client-link-renewed';

// The link reads as null once clients erased the client.
const Renewed = ClientEvents.ClientLinkRenewed.pick({ clientId: true }).extend({ shortCodeUrl: z.string().nullable() });

/**
 * Clients' `ClientLinkRenewed` (an operator renewed the code of an invitation not accepted yet) -> the
 * client's reminders carry the new link from now on (the recipient, sealed again), and the invitation
 * goes again at once, with the new link, by the invitation's channels (those the recipient keeps).
 * Run by the reminder schedule's consumer, so it always comes after the ClientInvited that made the
 * row; a client deleted meanwhile has no row, and gets nothing.
 */
export async function renewClientLink(deps: { messages: MessageRequests; vault: PersonalDataVault }, event: BusMessage, trx: Kysely<NotificationDatabase>): Promise<void> {
  const { clientId, shortCodeUrl } = Renewed.parse(event.data);
  const row = await trx.selectFrom('client_reminders').selectAll().where('client_id', '=', clientId).forUpdate().executeTakeFirst();
  if (!row || shortCodeUrl === null) return;
  const recipient = { ...((await deps.vault.openEvent(row.recipient, trx)) as unknown as ReminderRecipient), shortCodeUrl };
  if (recipient.firstName === null) return;
  const sealed = await deps.vault.sealEvent(REMINDER_RECIPIENT, { ...recipient }, trx);
  await trx
    .updateTable('client_reminders')
    .set({ recipient: JSON.stringify(sealed) })
    .where('client_id', '=', clientId)
    .execute();
  for (const { channel, contact, address } of CLIENT_CHANNELS.filter(({ contact }) => recipient[contact] !== null)) {
    await deps.messages.add(
      {
        messageId: messageIdFor(`${RENEWED_LINK_MESSAGES}-${channel}`, event.metadata.eventId),
        cause: event.metadata,
        template: CLIENT_INVITATION_TEMPLATES[channel],
        personId: clientId,
        to: address(recipient[contact]!),
        tokens: clientMessageTokens(recipient, row.language),
        language: row.language,
      },
      trx,
    );
  }
}
