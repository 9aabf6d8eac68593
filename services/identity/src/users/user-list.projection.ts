import { sql, type Kysely } from 'kysely';
import type { IdentityEventData, IdentityEventType } from '@app/contracts';
import type { Projection, StoredEvent } from '@app/platform';
import { SESSION_ENDING_EVENTS } from './user.js';

/** Row of the `users` read model (admin list, login by email, seeding). */
export interface UserRow {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  roles: string[];
  two_factor_enabled: boolean;
  created: Date;
  erased: boolean;
  /** The user's security stamp (UserState.securityStamp), compared with the token's on refresh. */
  security_stamp: number;
}

const data = <K extends IdentityEventType>(event: StoredEvent, _type: K) => event.data as IdentityEventData<K>;

const endsSessions = (type: string) => (SESSION_ENDING_EVENTS as readonly string[]).includes(type);

/** Inline projection of the user events into `users`; personal columns are nulled on erasure. */
export const userListProjection: Projection = {
  name: 'users',
  handles: ['UserRegistered', 'UserProfileChanged', 'RolesGranted', 'RolesRevoked', 'TwoFactorEnabled', 'PasswordChanged', 'PersonalDataErased'],
  async apply(event: StoredEvent, db: Kysely<any>) {
    if (endsSessions(event.type)) {
      await db
        .updateTable('users')
        .set({ security_stamp: sql`security_stamp + 1` })
        .where('id', '=', (event.data as { userId: string }).userId)
        .execute();
    }
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, email, roles } = data(event, 'UserRegistered');
        await db
          .insertInto('users')
          .values({ id: userId, email: email.toLowerCase(), roles: [...new Set(roles)], created: event.metadata.occurredAt })
          .execute();
        return;
      }
      case 'UserProfileChanged': {
        const { userId, firstName, lastName } = data(event, 'UserProfileChanged');
        await db.updateTable('users').set({ first_name: firstName, last_name: lastName }).where('id', '=', userId).execute();
        return;
      }
      case 'RolesGranted': {
        const { userId, roles } = data(event, 'RolesGranted');
        await db
          .updateTable('users')
          .set({ roles: sql`ARRAY(SELECT DISTINCT unnest(roles || ${roles}::text[]) ORDER BY 1)` })
          .where('id', '=', userId)
          .execute();
        return;
      }
      case 'RolesRevoked': {
        const { userId, roles } = data(event, 'RolesRevoked');
        await db
          .updateTable('users')
          .set({ roles: sql`ARRAY(SELECT r FROM unnest(roles) AS r WHERE r <> ALL(${roles}::text[]) ORDER BY 1)` })
          .where('id', '=', userId)
          .execute();
        return;
      }
      case 'TwoFactorEnabled': {
        const { userId, phoneNumber } = data(event, 'TwoFactorEnabled');
        await db.updateTable('users').set({ two_factor_enabled: true, phone_number: phoneNumber }).where('id', '=', userId).execute();
        return;
      }
      case 'PersonalDataErased': {
        const { userId } = data(event, 'PersonalDataErased');
        await db
          .updateTable('users')
          .set({ email: null, first_name: null, last_name: null, phone_number: null, erased: true })
          .where('id', '=', userId)
          .execute();
        return;
      }
    }
  },
};
