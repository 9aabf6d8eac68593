import type { ClientEvents } from '@app/contracts';
import type { Projection, StoredEventOf } from '@app/platform';
import type { ClientsDatabase } from '../clients-database.js';
import { clientStreamEventTypes } from './client.js';

type ClientStoredEvent = StoredEventOf<Pick<typeof ClientEvents, (typeof clientStreamEventTypes)[number]>>;

/**
 * Inline projection of the client streams: the `clients` row (the link as its code's keyed hash and
 * the event holding it, never the code; the event holding the case details, never them), and on `ClientDeleted` the client's
 * plain text dropped: names, contacts, forms and timeline (the row stays, marked deleted, so its
 * short code is never given out again). The timeline's InviteSent comes from notification's deliveries.
 */
export const clientProjection: Projection<ClientStoredEvent, ClientsDatabase> = {
  name: 'clients',
  handles: clientStreamEventTypes,
  async apply(event, db) {
    switch (event.type) {
      case 'ClientInvited': {
        const d = event.data;
        await db
          .insertInto('clients')
          .values({
            id: d.clientId,
            application_user_id: d.applicationUserId,
            subscriber_id: d.subscriberId,
            first_name: d.firstName,
            last_name: d.lastName,
            email: d.email,
            phone_number: d.phoneNumber,
            use_email: d.useEmail,
            use_sms: d.useSms,
            reminder_days: d.reminderDays,
            enable_supporters: d.enableSupporters,
            is_proctored: d.isProctored,
            // An invitation from before the hash: filled at the service's start (hashLegacyLinkCodes).
            short_code_hash: d.shortCodeHash ?? null,
            link_event_position: event.position,
            created: event.metadata.occurredAt,
            preferred_language: d.preferredLanguage,
          })
          .execute();
        return;
      }
      case 'ClientLinkRenewed':
        await db.updateTable('clients').set({ short_code_hash: event.data.shortCodeHash, link_event_position: event.position }).where('id', '=', event.data.clientId).execute();
        return;
      case 'ClientContactChanged': {
        const d = event.data;
        await db
          .updateTable('clients')
          .set({ first_name: d.firstName, last_name: d.lastName, email: d.email, phone_number: d.phoneNumber, use_email: d.useEmail, use_sms: d.useSms })
          .where('id', '=', d.clientId)
          .where('deleted', '=', false)
          .execute();
        return;
      }
      case 'ClientLanguageChanged':
        await db.updateTable('clients').set({ preferred_language: event.data.language }).where('id', '=', event.data.clientId).execute();
        return;
      case 'ClientCaseDetailsChanged':
        await db.updateTable('clients').set({ case_details_event_position: event.position }).where('id', '=', event.data.clientId).execute();
        return;
      case 'ClientDeleted': {
        const { clientId } = event.data;
        // Waits for the timeline writers holding the row (lockLiveClients): what they add is then dropped too.
        await db.selectFrom('clients').select('id').where('id', '=', clientId).forUpdate().execute();
        await db
          .updateTable('clients')
          .set({ first_name: null, last_name: null, email: null, phone_number: null, active_form_id: null, active_page_id: null, case_details_event_position: null, deleted: true })
          .where('id', '=', clientId)
          .execute();
        await db.deleteFrom('forms').where('client_id', '=', clientId).execute();
        await db.deleteFrom('client_events').where('client_id', '=', clientId).execute();
        return;
      }
    }
  },
};
