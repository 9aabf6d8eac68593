import { ClientEvents } from '@app/contracts';
import type { EventHandlerDefinition } from '@app/platform';
import type { ReportingDatabase } from '../reporting-database.js';
import { countFact, Metric, touchSubscriber } from '../stats/stat-counts.js';

export const CLIENT_FACTS_HANDLER = 'reporting-client-facts';

const Invited = ClientEvents.ClientInvited.pick({ clientId: true, subscriberId: true });
const Deleted = ClientEvents.ClientDeleted.pick({ clientId: true });

/** Clients' invitations and deletions -> the number of clients (nothing personal: ids only). */
export const clientFactsReaction: EventHandlerDefinition<ReportingDatabase> = {
  name: CLIENT_FACTS_HANDLER,
  source: 'clients',
  types: ['ClientInvited', 'ClientDeleted'],
  opens: [],
  async handle(event, trx) {
    const at = event.metadata.occurredAt;
    if (event.type === 'ClientInvited') {
      const { clientId, subscriberId } = Invited.parse(event.data);
      const added = await trx
        .insertInto('stat_clients')
        .values({ id: clientId, subscriber_id: subscriberId, deleted: false })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!added) return;
      await countFact(trx, Metric.clients, at);
      await touchSubscriber(trx, subscriberId, at, { clients_invited: 1 });
      return;
    }
    const { clientId } = Deleted.parse(event.data);
    const deleted = await trx.updateTable('stat_clients').set({ deleted: true }).where('id', '=', clientId).where('deleted', '=', false).returning('id').executeTakeFirst();
    if (deleted) await countFact(trx, Metric.clients, at, -1);
  },
};
