import { FormEvents, ListedSupporter } from '@app/contracts';
import { causedBy, type EventHandlerDefinition, type PlatformRuntime } from '@app/platform';
import type { ClientsSettings } from '../config.js';
import type { ClientsDatabase } from '../clients-database.js';
import type { LinkCodeHashes } from '../short-codes/link-code-hashes.js';
import { withFreshLinkCode, type ShortCodes } from '../short-codes/short-codes.js';
import { supporterDecider } from '../supporters/supporter.decide.js';
import { supporterIdOf, supporterStreamId } from '../supporters/supporter.js';

export const SUPPORTERS_LISTED_HANDLER = 'clients-supporters-listed';

// The listing reads as null once survey erased the client: then there is nobody to invite.
const Listed = FormEvents.SupportersListed.pick({ clientId: true }).extend({ supporters: ListedSupporter.array().nullable() });

/**
 * Survey's `SupportersListed` (the letters-of-support page at the form's finalize) -> one Supporter
 * per listed slot, with a link of their own, invited in the client's name (`SupporterInvited`, which
 * notification sends). The supporter's id is the client's slot, so a listing told again adds nobody.
 * A client deleted meanwhile gets no supporters: their row is locked first, so a deletion either
 * comes before (nothing is done) or after (it drops the supporters with the client).
 */
export function supportersListedReaction(
  runtime: PlatformRuntime<ClientsDatabase>,
  settings: ClientsSettings,
  links: { shortCodes: ShortCodes; hashes: LinkCodeHashes },
): EventHandlerDefinition<ClientsDatabase> {
  return {
    name: SUPPORTERS_LISTED_HANDLER,
    source: 'survey',
    types: ['SupportersListed'],
    opens: ['supporters'],
    async handle(event, trx) {
      const { clientId, supporters } = Listed.parse(event.data);
      const client = await trx
        .selectFrom('clients')
        .select(['subscriber_id', 'first_name', 'last_name', 'deleted', 'preferred_language'])
        .where('id', '=', clientId)
        .forUpdate()
        .executeTakeFirst();
      if (!client || client.deleted || !supporters) return;
      const context = causedBy(event);
      for (const listed of supporters) {
        const supporterId = supporterIdOf(clientId, listed.slot);
        await withFreshLinkCode(
          links,
          (code) => settings.supporterShortCodeUrl(code),
          'supporters_short_code_hash_unique',
          (link) =>
            runtime.commands.handle(
              supporterStreamId(supporterId),
              {
                type: 'InviteSupporter',
                invitation: {
                  supporterId,
                  clientId,
                  subscriberId: client.subscriber_id,
                  ...listed,
                  clientFirstName: client.first_name,
                  clientLastName: client.last_name,
                  ...link,
                  language: client.preferred_language,
                },
              },
              supporterDecider,
              { trx, context },
            ),
        );
      }
    },
  };
}
