import { z } from 'zod';
import type { EventHandlerDefinition } from '@app/platform';
import type { BillingDatabase } from '../billing-database.js';

export const ACCOUNT_CONTACTS_HANDLER = 'billing-account-contacts';

const Registered = z.object({ userId: z.string(), email: z.string().nullable(), source: z.string() });
const Named = z.object({ userId: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() });
const Readdressed = z.object({ userId: z.string(), email: z.string().nullable() });

/**
 * Identity's accounts -> `account_contacts`: the name and address the admin's subscription list and editor
 * show for a subscription's owner (issue 36). Clients' accounts (source 'invite') never buy and are not
 * kept. Erased with the person (erase-personal-data.reaction.ts).
 */
export const accountContactsReaction = (): EventHandlerDefinition<BillingDatabase> => ({
  name: ACCOUNT_CONTACTS_HANDLER,
  source: 'identity',
  types: ['UserRegistered', 'UserProfileChanged', 'UserContactChanged'],
  streamType: 'user',
  opens: ['email', 'firstName', 'lastName'],
  async handle(event, trx) {
    if (event.type === 'UserRegistered') {
      const { userId, email, source } = Registered.parse(event.data);
      if (source === 'invite') return;
      await trx
        .insertInto('account_contacts')
        .values({ user_id: userId, email, first_name: null, last_name: null })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ email }))
        .execute();
    } else if (event.type === 'UserProfileChanged') {
      const { userId, firstName, lastName } = Named.parse(event.data);
      await trx.updateTable('account_contacts').set({ first_name: firstName, last_name: lastName }).where('user_id', '=', userId).execute();
    } else {
      const { userId, email } = Readdressed.parse(event.data);
      await trx.updateTable('account_contacts').set({ email }).where('user_id', '=', userId).execute();
    }
  },
});
