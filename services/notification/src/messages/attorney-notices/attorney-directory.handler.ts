import { z } from 'zod';
import type { EventHandlerDefinition } from '@app/platform';
import type { NotificationDatabase } from '../../notification-database.js';

export const ATTORNEY_DIRECTORY_HANDLER = 'notification-attorney-directory';

const Registered = z.object({ userId: z.string(), email: z.string().nullable(), source: z.string() });
const Named = z.object({ userId: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() });
const Readdressed = z.object({ userId: z.string(), email: z.string().nullable() });

/**
 * Identity's accounts -> `attorneys`: the address and name the notices to an attorney and the billing mails
 * go to (issue 36). Clients' accounts (source 'invite') are not kept: nothing is sent to them this way. A
 * corrected address (`UserContactChanged`) replaces the old one; the erasure removes the row
 * (erase-personal-data.handler.ts).
 */
export const attorneyDirectoryHandler = (): EventHandlerDefinition<NotificationDatabase> => ({
  name: ATTORNEY_DIRECTORY_HANDLER,
  source: 'identity',
  types: ['UserRegistered', 'UserProfileChanged', 'UserContactChanged'],
  streamType: 'user',
  opens: ['email', 'firstName', 'lastName'],
  async handle(event, trx) {
    if (event.type === 'UserRegistered') {
      const { userId, email, source } = Registered.parse(event.data);
      if (source === 'invite') return;
      await trx
        .insertInto('attorneys')
        .values({ user_id: userId, email, first_name: null, last_name: null })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ email }))
        .execute();
    } else if (event.type === 'UserProfileChanged') {
      const { userId, firstName, lastName } = Named.parse(event.data);
      await trx.updateTable('attorneys').set({ first_name: firstName, last_name: lastName }).where('user_id', '=', userId).execute();
    } else {
      const { userId, email } = Readdressed.parse(event.data);
      await trx.updateTable('attorneys').set({ email }).where('user_id', '=', userId).execute();
    }
  },
});

/** The person was erased: their address, name and settings go (their key goes with the platform's handler). */
export async function forgetAttorney(userId: string, trx: import('kysely').Kysely<NotificationDatabase>): Promise<void> {
  await trx.deleteFrom('attorneys').where('user_id', '=', userId).execute();
  await trx.deleteFrom('attorney_settings').where('user_id', '=', userId).execute();
}
