import type { ClientEvents } from '@app/contracts';
import type { Projection, StoredEventOf } from '@app/platform';
import type { ClientsDatabase } from '../clients-database.js';
import { recordClientEvent, TimelineTexts } from '../clients/client-timeline.js';
import { supporterStreamEventTypes } from './supporter.js';

const handled = [...supporterStreamEventTypes, 'ClientDeleted'] as const;
type SupporterProjected = StoredEventOf<Pick<typeof ClientEvents, (typeof handled)[number]>>;

/**
 * Inline projection of the supporter streams: the `supporters` row with its letter (the link as its
 * code's keyed hash), and the
 * client's timeline entry when a letter is signed. The client's deletion drops their supporters,
 * names, letters and codes (which then lead nowhere).
 */
export const supporterProjection: Projection<SupporterProjected, ClientsDatabase> = {
  name: 'supporters',
  handles: handled,
  async apply(event, db) {
    switch (event.type) {
      case 'SupporterInvited': {
        const d = event.data;
        await db
          .insertInto('supporters')
          .values({
            id: d.supporterId,
            client_id: d.clientId,
            slot: d.slot,
            first_name: d.firstName,
            last_name: d.lastName,
            client_relationship: d.clientRelationship,
            short_code_hash: d.shortCodeHash ?? null,
            language: d.language,
          })
          .execute();
        return;
      }
      case 'SupporterLinkRenewed':
        await db.updateTable('supporters').set({ short_code_hash: event.data.shortCodeHash }).where('id', '=', event.data.supporterId).execute();
        return;
      case 'SupporterLetterSaved': {
        const d = event.data;
        await db
          .updateTable('supporters')
          .set({ support_text: d.supportText, signature_name: d.signatureName, is_complete: d.isComplete })
          .where('id', '=', d.supporterId)
          .execute();
        if (d.isComplete) {
          await recordClientEvent(db, { clientId: d.clientId, type: 'SupporterLetterReceived', description: TimelineTexts.supporterLetterReceived, at: event.metadata.occurredAt });
        }
        return;
      }
      case 'ClientDeleted':
        await db.deleteFrom('supporters').where('client_id', '=', event.data.clientId).execute();
        return;
    }
  },
};
