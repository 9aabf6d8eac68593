import { ClientEvents } from '@app/contracts';
import { isSealed, type EventHandlerDefinition, type SealedValue } from '@app/platform';
import { z } from 'zod';
import type { ReportingDatabase } from '../reporting-database.js';

export const CLIENT_NAMES_HANDLER = 'reporting-client-names';

const Invited = ClientEvents.ClientInvited.pick({ clientId: true, subscriberId: true, firstName: true, lastName: true, subscriberDisplayName: true });
/** The details as clients sealed them (null once the client is erased). */
/** The corrected names (null once the client is erased). */
const ContactChanged = z.object({ clientId: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() });
const CaseDetailsChanged = z.object({ clientId: z.string(), caseDetails: z.custom<SealedValue>(isSealed).nullable() });

/**
 * Clients' `ClientInvited` -> who the client is and whose (the report's cover, headers and file name).
 * Only the names are opened: the client's contacts stay sealed. A client deleted already stays so.
 * `ClientCaseDetailsChanged` -> the case details the attorney saved, kept sealed until a report opens them
 * (after the invitation on the client's stream, so the client's row is there; a deleted client's takes none).
 * `ClientContactChanged` -> the attorney's corrected names (issue 36): the reports name the client so from then on.
 */
export const clientNamesReaction: EventHandlerDefinition<ReportingDatabase> = {
  name: CLIENT_NAMES_HANDLER,
  source: 'clients',
  types: ['ClientInvited', 'ClientCaseDetailsChanged', 'ClientContactChanged'],
  opens: ['firstName', 'lastName', 'subscriberDisplayName'],
  async handle(event, trx) {
    if (event.type === 'ClientCaseDetailsChanged') {
      const { clientId, caseDetails } = CaseDetailsChanged.parse(event.data);
      await trx
        .updateTable('clients')
        .set({ case_details: caseDetails && JSON.stringify(caseDetails) })
        .where('id', '=', clientId)
        .where('deleted', '=', false)
        .execute();
      return;
    }
    if (event.type === 'ClientContactChanged') {
      const { clientId, firstName, lastName } = ContactChanged.parse(event.data);
      if (firstName === null || lastName === null) return;
      await trx.updateTable('clients').set({ first_name: firstName, last_name: lastName }).where('id', '=', clientId).where('deleted', '=', false).execute();
      return;
    }
    const { clientId, subscriberId, firstName, lastName, subscriberDisplayName } = Invited.parse(event.data);
    await trx
      .insertInto('clients')
      .values({ id: clientId, subscriber_id: subscriberId, first_name: firstName, last_name: lastName, subscriber_display_name: subscriberDisplayName, deleted: false })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },
};
