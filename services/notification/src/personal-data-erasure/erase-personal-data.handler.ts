import { IdentityEvents } from '@app/contracts';
import type { EventHandlerDefinition, PersonalDataVault } from '@app/platform';
import type { NotificationDatabase } from '../notification-database.js';

export const PERSONAL_DATA_ERASURE_HANDLER = 'notification-personal-data-erasure';

/**
 * Identity erased a person: delete this service's key of that person, so the recipients sealed in
 * their EmailSent/SmsSent/... events read as erased. The `messages` read model holds no personal
 * data. (The local mailbox and outbox are development stand-ins, cleared by resetting the database.)
 */
export function erasePersonalDataHandler(vault: PersonalDataVault): EventHandlerDefinition<NotificationDatabase> {
  return {
    name: PERSONAL_DATA_ERASURE_HANDLER,
    source: 'identity',
    types: ['PersonalDataErased'],
    async handle(event, trx) {
      const { userId } = IdentityEvents.PersonalDataErased.parse(event.data);
      await vault.erase(userId, trx);
    },
  };
}
