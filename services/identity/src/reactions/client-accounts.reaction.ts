import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ClientEvents } from '@app/contracts';
import { causedBy, type BusMessage, type EventHandlerDefinition, type PlatformRuntime } from '@app/platform';
import { UserErasure } from '../personal-data-erasure/user-erasure.js';
import type { InvitationCodes } from '../security/invitation-codes.js';
import { userDecider } from '../users/user.decide.js';
import { userStreamId } from '../users/user.js';
import type { IdentityDatabase } from '../identity-database.js';

/** Durable consumer of clients' events that make and remove clients' accounts. */
export const CLIENT_ACCOUNTS_HANDLER = 'identity-client-accounts';

// Only the fields used here are read. The names and code are null when clients erased the client
// before identity opened them.
const Invited = ClientEvents.ClientInvited.pick({ clientId: true, applicationUserId: true, subscriberId: true, email: true, phoneNumber: true }).extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  shortCode: z.string().nullable(),
});
const Renewed = ClientEvents.ClientLinkRenewed.pick({ clientId: true }).extend({ shortCode: z.string().nullable() });
const Deleted = ClientEvents.ClientDeleted.pick({ clientId: true, applicationUserId: true });
// Null once clients erased the client.
const ContactChanged = ClientEvents.ClientContactChanged.pick({ clientId: true, applicationUserId: true }).extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});

/**
 * Clients' events -> clients' accounts, written in the consumer's transaction (with its inbox row,
 * so a redelivered event changes nothing); one consumer for both, so a deletion always follows the
 * invitation it ends:
 *
 * - `ClientInvited` -> the account `applicationUserId`: role Client, no password, the invitation's
 *   names, email and phone number (`UserRegistered` source 'invite', `UserProfileChanged`), and the
 *   invitation's code (its keyed hash, `InvitationCodes`) for `acceptInvite`. An account made already
 *   is left as it is; a client erased before identity read the invitation gets none.
 * - `ClientLinkRenewed` -> the invitation's new code replaces the old one (which then leads nowhere).
 * - `ClientContactChanged` -> the attorney's corrections (issue 36): the account's names, email and phone
 *   (its login names: `UserContactChanged`, `UserProfileChanged`).
 * - `ClientDeleted` -> the code removed and the account erased (`PersonalDataErased`, its key
 *   deleted): it can no longer sign in, and the other services forget the person too.
 */
export function clientAccountsReaction(runtime: PlatformRuntime<IdentityDatabase>, codes: InvitationCodes): EventHandlerDefinition<IdentityDatabase> {
  const erasure = new UserErasure(runtime);
  return {
    name: CLIENT_ACCOUNTS_HANDLER,
    source: 'clients',
    types: ['ClientInvited', 'ClientLinkRenewed', 'ClientContactChanged', 'ClientDeleted'],
    opens: ['firstName', 'lastName', 'email', 'phoneNumber', 'shortCode'],
    maxDeliver: 10,
    async handle(event, trx) {
      if (event.type === 'ClientInvited') return openAccount(runtime, codes, event, trx);
      if (event.type === 'ClientLinkRenewed') {
        const { clientId, shortCode } = Renewed.parse(event.data);
        // Erased meanwhile: its ClientDeleted, next on this stream, removes the invitation.
        if (shortCode !== null)
          await trx
            .updateTable('client_invitations')
            .set({ short_code_hash: codes.hash(shortCode) })
            .where('client_id', '=', clientId)
            .execute();
        return;
      }
      if (event.type === 'ClientContactChanged') return changeContact(runtime, event, trx);
      const { clientId, applicationUserId } = Deleted.parse(event.data);
      await trx.deleteFrom('client_invitations').where('client_id', '=', clientId).execute();
      const { state } = await runtime.commands.load(userStreamId(applicationUserId), userDecider, trx);
      // Only the account made for this client, and only once.
      if (state.status !== 'active' || state.clientId !== clientId) return;
      await erasure.erase(applicationUserId, causedBy(event), trx);
    },
  };
}

async function openAccount({ commands, logger }: PlatformRuntime<IdentityDatabase>, codes: InvitationCodes, event: BusMessage, trx: Kysely<IdentityDatabase>): Promise<void> {
  const { clientId, applicationUserId: userId, subscriberId, email, phoneNumber, shortCode, firstName, lastName } = Invited.parse(event.data);
  if (firstName === null || lastName === null || shortCode === null) {
    logger.info({ eventId: event.metadata.eventId, clientId }, 'identity: client account skipped, the client was erased');
    return;
  }
  const { events } = await commands.handle(
    userStreamId(userId),
    (state) =>
      state.status === 'none' ? { type: 'RegisterClient', userId, clientId, subscriberId, email: email?.trim().toLowerCase() ?? null, phoneNumber, firstName, lastName } : null,
    userDecider,
    { context: causedBy(event), trx },
  );
  if (events.length === 0) return;
  await trx
    .insertInto('client_invitations')
    .values({ short_code_hash: codes.hash(shortCode), user_id: userId, client_id: clientId })
    .execute();
}

async function changeContact({ commands }: PlatformRuntime<IdentityDatabase>, event: BusMessage, trx: Kysely<IdentityDatabase>): Promise<void> {
  const { clientId, applicationUserId: userId, firstName, lastName, email, phoneNumber } = ContactChanged.parse(event.data);
  // Erased meanwhile: its ClientDeleted follows and erases the account.
  if (firstName === null || lastName === null) return;
  const options = { context: causedBy(event), trx };
  const { state } = await commands.load(userStreamId(userId), userDecider, trx);
  if (state.status !== 'active' || state.clientId !== clientId) return;
  await commands.handle(userStreamId(userId), { type: 'ChangeContact', email: email?.trim().toLowerCase() ?? null, phoneNumber }, userDecider, options);
  await commands.handle(userStreamId(userId), { type: 'NameAccount', firstName, lastName }, userDecider, options);
}
