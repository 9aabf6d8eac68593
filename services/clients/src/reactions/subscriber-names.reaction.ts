import { sql } from 'kysely';
import { IdentityEvents } from '@app/contracts';
import type { EventHandlerDefinition } from '@app/platform';
import type { ClientsDatabase } from '../clients-database.js';

export const SUBSCRIBER_NAMES_HANDLER = 'clients-subscriber-names';

// Only the fields used here are read (identity opens them for us; erased ones arrive as null).
const Registered = IdentityEvents.UserRegistered.pick({ userId: true, source: true, roles: true }).extend({ email: IdentityEvents.UserRegistered.shape.email.nullable() });
const ProfileChanged = IdentityEvents.UserProfileChanged.pick({ userId: true, firstName: true, lastName: true });
const RolesChanged = IdentityEvents.RolesGranted;
const ContactChanged = IdentityEvents.UserContactChanged.pick({ userId: true }).extend({ email: IdentityEvents.UserContactChanged.shape.email.nullable() });

/**
 * Identity's users' names and roles -> `user_names`: the subscriber's display name ("First Last", else
 * the email) that clients shows ("Client of ...") and the admin list sorts by, and the roles a
 * compliance reviewer's timeline names beside each actor. Every account but the clients' own (source
 * 'invite'): whether someone is a subscriber comes from billing, possibly later. Identity's erasure
 * deletes the row (erase-personal-data.reaction.ts).
 */
export const subscriberNamesReaction: EventHandlerDefinition<ClientsDatabase> = {
  name: SUBSCRIBER_NAMES_HANDLER,
  source: 'identity',
  types: ['UserRegistered', 'UserProfileChanged', 'RolesGranted', 'RolesRevoked', 'UserContactChanged'],
  opens: ['email', 'firstName', 'lastName'],
  async handle(event, trx) {
    // A site admin corrected the address (issue 36): the display name falls back to it.
    if (event.type === 'UserContactChanged') {
      const { userId, email } = ContactChanged.parse(event.data);
      await trx.updateTable('user_names').set({ email }).where('user_id', '=', userId).execute();
      return;
    }
    if (event.type === 'UserRegistered') {
      const { userId, email, source, roles } = Registered.parse(event.data);
      if (source === 'invite') return;
      await trx
        .insertInto('user_names')
        .values({ user_id: userId, email, roles })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ email, roles }))
        .execute();
      return;
    }
    if (event.type === 'RolesGranted' || event.type === 'RolesRevoked') {
      const { userId, roles } = RolesChanged.parse(event.data);
      const changed =
        event.type === 'RolesGranted'
          ? sql<string[]>`array(SELECT DISTINCT unnest(roles || ${roles}::text[]) ORDER BY 1)`
          : sql<string[]>`array(SELECT unnest(roles) EXCEPT SELECT unnest(${roles}::text[]) ORDER BY 1)`;
      await trx.updateTable('user_names').set({ roles: changed }).where('user_id', '=', userId).execute();
      return;
    }
    const { userId, firstName, lastName } = ProfileChanged.parse(event.data);
    await trx
      .insertInto('user_names')
      .values({ user_id: userId, first_name: firstName, last_name: lastName })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ first_name: firstName, last_name: lastName }))
      .execute();
  },
};
