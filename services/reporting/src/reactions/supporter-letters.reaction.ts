import { ClientEvents } from '@app/contracts';
import { isSealed, type EventHandlerDefinition } from '@app/platform';
import { isClientDeleted } from './deleted-client.js';
import type { ReportingDatabase } from '../reporting-database.js';

export const SUPPORTER_LETTERS_HANDLER = 'reporting-supporter-letters';

const Invited = ClientEvents.SupporterInvited.pick({ supporterId: true, clientId: true, subscriberId: true, firstName: true, lastName: true, clientRelationship: true });
/** A contact as clients sealed it, stored as it came (null when none was given). */
const sealedOrNull = (value: unknown) => (isSealed(value) ? JSON.stringify(value) : null);
const Saved = ClientEvents.SupporterLetterSaved.pick({ supporterId: true, clientId: true, supportText: true, signatureName: true, isComplete: true, signature: true });

/**
 * Clients' supporter events -> each supporter (name, relationship) and their letter as last saved, with
 * the time it was signed, the text's SHA-256 and the e-sign consent text recorded then. The supporter's
 * contacts are kept sealed, opened only when a work-product letter prints them.
 * A deleted client's supporters are not added back by a late event.
 */
export const supporterLettersReaction: EventHandlerDefinition<ReportingDatabase> = {
  name: SUPPORTER_LETTERS_HANDLER,
  source: 'clients',
  types: ['SupporterInvited', 'SupporterLetterSaved'],
  opens: ['firstName', 'lastName', 'clientRelationship', 'supportText', 'signatureName', 'signature'],
  async handle(event, trx) {
    if (event.type === 'SupporterInvited') {
      const { supporterId, clientId, subscriberId, firstName, lastName, clientRelationship } = Invited.parse(event.data);
      const { email, phoneNumber } = event.data as { email?: unknown; phoneNumber?: unknown };
      if (await isClientDeleted(clientId, trx)) return;
      await trx
        .insertInto('supporters')
        .values({
          id: supporterId,
          client_id: clientId,
          subscriber_id: subscriberId,
          first_name: firstName,
          last_name: lastName,
          client_relationship: clientRelationship,
          support_text: null,
          signature_name: null,
          is_complete: false,
          support_text_sha256: null,
          signed_at: null,
          email: sealedOrNull(email),
          phone_number: sealedOrNull(phoneNumber),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    const { supporterId, supportText, signatureName, isComplete, signature } = Saved.parse(event.data);
    // A signed letter is read-only in clients; a save after it (none is expected) never unsigns it here.
    await trx
      .updateTable('supporters')
      .set({
        support_text: supportText,
        signature_name: signatureName,
        is_complete: isComplete,
        support_text_sha256: signature?.supportTextSha256 ?? null,
        signed_at: isComplete ? event.metadata.occurredAt : null,
        e_sign_consent_text: signature?.eSignConsentText ?? null,
      })
      .where('id', '=', supporterId)
      .where('is_complete', '=', false)
      .execute();
  },
};
