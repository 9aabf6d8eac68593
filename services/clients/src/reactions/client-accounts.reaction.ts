import { IdentityEvents } from '@app/contracts';
import type { EventHandlerDefinition } from '@app/platform';
import type { ClientsDatabase } from '../clients-database.js';

export const CLIENT_ACCOUNTS_HANDLER = 'clients-client-accounts';

// Only the ids are read; the sealed fields of these events are of no use here.
const Registered = IdentityEvents.UserRegistered.pick({ userId: true, source: true, clientId: true });
const Accepted = IdentityEvents.InvitationAccepted.pick({ userId: true, clientId: true });

/**
 * Identity's answers to `ClientInvited` -> the client's account as the landing page needs it: it
 * exists (`UserRegistered`, source 'invite': a password reset can be asked for it) and it is
 * activated (`InvitationAccepted`: the client logs in rather than registers). Only the account
 * clients named for that client counts.
 */
export const clientAccountsReaction: EventHandlerDefinition<ClientsDatabase> = {
  name: CLIENT_ACCOUNTS_HANDLER,
  source: 'identity',
  types: ['UserRegistered', 'InvitationAccepted'],
  opens: [], // ids only: the client's email and password hash stay sealed
  async handle(event, trx) {
    if (event.type === 'UserRegistered') {
      const { userId, source, clientId } = Registered.parse(event.data);
      if (source !== 'invite' || !clientId) return;
      await trx.updateTable('clients').set({ has_account: true }).where('id', '=', clientId).where('application_user_id', '=', userId).execute();
      return;
    }
    const { userId, clientId } = Accepted.parse(event.data);
    await trx.updateTable('clients').set({ has_account: true, is_account_activated: true }).where('id', '=', clientId).where('application_user_id', '=', userId).execute();
  },
};
