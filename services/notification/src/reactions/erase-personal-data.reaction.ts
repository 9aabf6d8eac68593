import { ClientEvents } from '@app/contracts';
import { personalDataErasureHandler, type EventHandlerDefinition, type PersonalDataVault } from '@app/platform';
import { forgetAttorneyClient } from './attorney-clients.reaction.js';
import { forgetAttorney } from './attorney-directory.reaction.js';
import { forgetClientReminders } from '../messages/client-reminder/client-reminders.js';
import type { NotificationDatabase } from '../notification-database.js';

/**
 * Identity erased a person: delete this service's key of that person, so the recipients sealed in
 * their EmailSent/SmsSent/... events read as erased and their queued messages are not sent. The
 * `messages` read model holds no personal data; the attorney's address, name and settings go. (The local mailbox and outbox are development
 * stand-ins, cleared by resetting the database.)
 */
export const erasePersonalDataReaction = (vault: PersonalDataVault) => personalDataErasureHandler<NotificationDatabase>('notification', vault, forgetAttorney);

export const CLIENT_ERASURE_HANDLER = 'notification-client-erasure';

/**
 * Clients' `ClientDeleted`: delete this service's key of the client (the recipients of the messages
 * to the client and to the client's supporters read as erased, queued ones are not sent) and the
 * client's reminder schedule, with the inbox row.
 */
export const eraseClientReaction = (vault: PersonalDataVault): EventHandlerDefinition<NotificationDatabase> => ({
  name: CLIENT_ERASURE_HANDLER,
  source: 'clients',
  types: ['ClientDeleted'],
  opens: [],
  async handle(event, trx) {
    const { clientId } = ClientEvents.ClientDeleted.parse(event.data);
    await vault.erase(clientId, trx);
    await forgetClientReminders(clientId, trx);
    await forgetAttorneyClient(clientId, trx);
  },
});
