import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { EventHandlerDefinition } from '@app/platform';
import type { NotificationDatabase } from '../notification-database.js';

export const ATTORNEY_CLIENTS_HANDLER = 'notification-attorney-clients';
export const ATTORNEY_CLIENT_STARTS_HANDLER = 'notification-attorney-client-starts';

const Invited = z.object({
  clientId: z.string(),
  subscriberId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isProctored: z.boolean(),
});
const SupporterListed = z.object({ supporterId: z.string(), clientId: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() });

/**
 * Clients' `ClientInvited` and `SupporterInvited` -> the names the attorney's notices give (`attorney_clients`,
 * `attorney_supporters`), and when the client was invited (for "has not started"). A client deleted before
 * this arrived comes erased (null names) and is not kept.
 */
export const attorneyClientsReaction = (): EventHandlerDefinition<NotificationDatabase> => ({
  name: ATTORNEY_CLIENTS_HANDLER,
  source: 'clients',
  types: ['ClientInvited', 'SupporterInvited'],
  opens: ['firstName', 'lastName'],
  async handle(event, trx) {
    if (event.type === 'SupporterInvited') {
      const { supporterId, clientId, firstName, lastName } = SupporterListed.parse(event.data);
      if (firstName === null && lastName === null) return;
      await trx
        .insertInto('attorney_supporters')
        .values({ supporter_id: supporterId, client_id: clientId, first_name: firstName, last_name: lastName })
        .onConflict((oc) => oc.column('supporter_id').doNothing())
        .execute();
      return;
    }
    const { clientId, subscriberId, firstName, lastName, isProctored } = Invited.parse(event.data);
    if (firstName === null && lastName === null) return;
    await trx
      .insertInto('attorney_clients')
      .values({
        client_id: clientId,
        subscriber_id: subscriberId,
        first_name: firstName,
        last_name: lastName,
        invited_at: event.metadata.occurredAt,
        invited_event_id: event.metadata.eventId,
        correlation_id: event.metadata.correlationId,
        is_proctored: isProctored,
      })
      .onConflict((oc) => oc.column('client_id').doNothing())
      .execute();
  },
});

const Started = z.object({ clientId: z.string() });

/** Survey's `FormStarted` -> the client started: no "has not started" notice. */
export const attorneyClientStartsReaction = (): EventHandlerDefinition<NotificationDatabase> => ({
  name: ATTORNEY_CLIENT_STARTS_HANDLER,
  source: 'survey',
  types: ['FormStarted'],
  streamType: 'form',
  opens: [],
  async handle(event, trx) {
    const { clientId } = Started.parse(event.data);
    await trx.updateTable('attorney_clients').set({ started: true }).where('client_id', '=', clientId).execute();
  },
});

/** Deleted client: their names go (with clients' ClientDeleted, erase-personal-data.reaction.ts). */
export async function forgetAttorneyClient(clientId: string, trx: Kysely<NotificationDatabase>): Promise<void> {
  await trx.deleteFrom('attorney_clients').where('client_id', '=', clientId).execute();
  await trx.deleteFrom('attorney_supporters').where('client_id', '=', clientId).execute();
}
