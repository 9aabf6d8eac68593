import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { EventHandlerDefinition } from '../bus/consumer.js';
import type { PlatformDatabase } from '../db/platform-database.js';

/** A service's copy of identity's accounts: the address and name it writes to or shows. */
export interface AccountContactsTable {
  user_id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** The tables of a database that hold account contacts. */
type ContactTableOf<Db> = { [T in keyof Db & string]: Db[T] extends AccountContactsTable ? T : never }[keyof Db & string];

const Registered = z.object({ userId: z.string(), email: z.string().nullable(), source: z.string() });
const Named = z.object({ userId: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() });
const Readdressed = z.object({ userId: z.string(), email: z.string().nullable() });

/**
 * Identity's accounts -> `table`: each account's address (`UserRegistered`, a corrected one on
 * `UserContactChanged`) and name (`UserProfileChanged`). Clients' accounts (source 'invite') are not kept.
 * The service's erasure deletes the person's row.
 */
export function keepAccountContacts<Db extends PlatformDatabase>(name: string, table: ContactTableOf<Db>): EventHandlerDefinition<Db> {
  return {
    name,
    source: 'identity',
    types: ['UserRegistered', 'UserProfileChanged', 'UserContactChanged'],
    streamType: 'user',
    opens: ['email', 'firstName', 'lastName'],
    async handle(event, trx) {
      // `table` is one of Db's whose rows are contacts; Kysely cannot follow a table chosen by its row type.
      const db = trx as unknown as Kysely<{ contacts: AccountContactsTable }>;
      const contacts = table as unknown as 'contacts';
      if (event.type === 'UserRegistered') {
        const { userId, email, source } = Registered.parse(event.data);
        if (source === 'invite') return;
        await db
          .insertInto(contacts)
          .values({ user_id: userId, email, first_name: null, last_name: null })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ email }))
          .execute();
      } else if (event.type === 'UserProfileChanged') {
        const { userId, firstName, lastName } = Named.parse(event.data);
        await db.updateTable(contacts).set({ first_name: firstName, last_name: lastName }).where('user_id', '=', userId).execute();
      } else {
        const { userId, email } = Readdressed.parse(event.data);
        await db.updateTable(contacts).set({ email }).where('user_id', '=', userId).execute();
      }
    },
  };
}
