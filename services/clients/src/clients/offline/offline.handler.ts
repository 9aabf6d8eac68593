import { FormEvents } from '@app/contracts';
import type { EventHandlerDefinition } from '@app/platform';
import type { ClientsDatabase } from '../../clients-database.js';
import { lockLiveClient, recordClientEvent, TimelineTexts } from '../client-timeline.js';

export const OFFLINE_HANDLER = 'clients-offline';

const CheckedIn = FormEvents.FormCheckedIn.pick({ clientId: true });
const CheckedOut = FormEvents.FormCheckedOut.pick({ clientId: true, deviceName: true });

/**
 * Survey's offline proctoring of a client's form -> the client's `isOffline` (the client view, the
 * lists and the landing) and the timeline: CheckedOut (with the device's name) and CheckedIn.
 * Events of a deleted client change nothing.
 */
export const offlineHandler: EventHandlerDefinition<ClientsDatabase> = {
  name: OFFLINE_HANDLER,
  source: 'survey',
  types: ['FormCheckedOut', 'FormCheckedIn'],
  opens: [],
  async handle(event, trx) {
    const { clientId } = CheckedIn.parse(event.data);
    if (!(await lockLiveClient(trx, clientId))) return;
    const at = event.metadata.occurredAt;
    if (event.type === 'FormCheckedOut') {
      const { deviceName } = CheckedOut.parse(event.data);
      await trx.updateTable('clients').set({ is_offline: true }).where('id', '=', clientId).execute();
      await recordClientEvent(trx, { clientId, type: 'CheckedOut', description: TimelineTexts.checkedOut(deviceName), at });
      return;
    }
    await trx.updateTable('clients').set({ is_offline: false }).where('id', '=', clientId).execute();
    await recordClientEvent(trx, { clientId, type: 'CheckedIn', description: TimelineTexts.checkedIn, at });
  },
};
