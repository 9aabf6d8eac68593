import { IdentityEvents } from '@app/contracts';
import { causedBy, type EventHandlerDefinition, type PlatformRuntime } from '@app/platform';
import type { ClientsDatabase } from '../../clients-database.js';
import { clientStreamId } from '../client.js';
import { clientDecider } from '../client.decide.js';

export const CLOSED_ACCOUNTS_HANDLER = 'clients-closed-accounts';

/**
 * Identity's `AccountClosed` (a subscriber closed their account, issue 36) -> every client of theirs deleted as
 * the subscriber would delete them (`ClientDeleted`, deleted by the subscriber, this service's key of each
 * erased in the same transaction): identity erases the clients' accounts, survey their forms and files,
 * reporting and notification what they keep of them.
 */
export function closedAccountsHandler(runtime: PlatformRuntime<ClientsDatabase>): EventHandlerDefinition<ClientsDatabase> {
  return {
    name: CLOSED_ACCOUNTS_HANDLER,
    source: 'identity',
    types: ['AccountClosed'],
    opens: [],
    async handle(event, trx) {
      const { userId } = IdentityEvents.AccountClosed.parse(event.data);
      const clients = await trx.selectFrom('clients').select('id').where('subscriber_id', '=', userId).where('deleted', '=', false).orderBy('created').execute();
      for (const { id } of clients) {
        await runtime.commands.handle(clientStreamId(id), { type: 'DeleteClient', deletedBy: userId }, clientDecider, { context: causedBy(event), trx });
        await runtime.vault.erase(id, trx);
      }
    },
  };
}
