import { accountClosedReaction, causedBy, type PlatformRuntime } from '@app/platform';
import type { ClientsDatabase } from '../clients-database.js';
import { clientStreamId } from '../clients/client.js';
import { clientDecider } from '../clients/client.decide.js';

export const CLOSED_ACCOUNTS_HANDLER = 'clients-closed-accounts';

/**
 * Identity's `AccountClosed` (a subscriber closed their account, issue 36) -> every client of theirs deleted as
 * the subscriber would delete them (`ClientDeleted`, deleted by the subscriber, this service's key of each
 * erased in the same transaction): identity erases the clients' accounts, survey their forms and files,
 * reporting and notification what they keep of them.
 */
export const closedAccountsReaction = (runtime: PlatformRuntime<ClientsDatabase>) =>
  accountClosedReaction<ClientsDatabase>(CLOSED_ACCOUNTS_HANDLER, async (userId, event, trx) => {
    const clients = await trx.selectFrom('clients').select('id').where('subscriber_id', '=', userId).where('deleted', '=', false).orderBy('created').execute();
    for (const { id } of clients) {
      await runtime.commands.handle(clientStreamId(id), { type: 'DeleteClient', deletedBy: userId }, clientDecider, { context: causedBy(event), trx });
      await runtime.vault.erase(id, trx);
    }
  });
