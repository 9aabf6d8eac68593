import { ClientEvents } from '@app/contracts';
import type { EventHandlerDefinition } from '@app/platform';
import type { ReportingDatabase } from '../reporting-database.js';

export const CLIENT_NAMES_HANDLER = 'reporting-client-names';

const Invited = ClientEvents.ClientInvited.pick({ clientId: true, subscriberId: true, firstName: true, lastName: true, subscriberDisplayName: true });

/**
 * Clients' `ClientInvited` -> who the client is and whose (the report's cover, headers and file name).
 * Only the names are opened: the client's contacts stay sealed. A client deleted already stays so.
 */
export const clientNamesHandler: EventHandlerDefinition<ReportingDatabase> = {
  name: CLIENT_NAMES_HANDLER,
  source: 'clients',
  types: ['ClientInvited'],
  opens: ['firstName', 'lastName', 'subscriberDisplayName'],
  async handle(event, trx) {
    const { clientId, subscriberId, firstName, lastName, subscriberDisplayName } = Invited.parse(event.data);
    await trx
      .insertInto('clients')
      .values({ id: clientId, subscriber_id: subscriberId, first_name: firstName, last_name: lastName, subscriber_display_name: subscriberDisplayName, deleted: false })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },
};
