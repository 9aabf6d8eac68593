import { sql, type Kysely } from 'kysely';
import { SessionEndingEvents, type IdentityEvents } from '@app/contracts';
import type { Projection, StoredEventOf } from '@app/platform';
import type { IdentityDatabase } from '../identity-database.js';

type UserEvent = StoredEventOf<Omit<typeof IdentityEvents, 'EnterpriseInquiryReceived'>>;

const endsSessions = (type: string) => (SessionEndingEvents as readonly string[]).includes(type);

/** The user's sessions end: their tokens carry the old stamp. */
async function endSessionsOf(userId: string, db: Kysely<IdentityDatabase>): Promise<void> {
  await db
    .updateTable('users')
    .set({ security_stamp: sql`security_stamp + 1` })
    .where('id', '=', userId)
    .execute();
}

async function insertUser(event: Extract<UserEvent, { type: 'UserRegistered' }>, db: Kysely<IdentityDatabase>): Promise<void> {
  const { userId, email, roles, clientId, subscriberId, phoneNumber, timeZone } = event.data;
  await db
    .insertInto('users')
    .values({
      id: userId,
      email: email?.toLowerCase() ?? null,
      phone_number: phoneNumber ?? null,
      roles: [...new Set(roles)],
      created: event.metadata.occurredAt,
      client_id: clientId ?? null,
      subscriber_id: subscriberId ?? null,
      time_zone: timeZone ?? null,
    })
    .execute();
}

/** Inline projection of the user events into `users`; personal columns are nulled on erasure. */
export const userListProjection: Projection<UserEvent, IdentityDatabase> = {
  name: 'users',
  handles: [
    'UserRegistered',
    'UserProfileChanged',
    'RolesGranted',
    'RolesRevoked',
    'TwoFactorEnabled',
    'PasswordChanged',
    'PersonalDataErased',
    'TwoFactorDisabled',
    'UserContactChanged',
    'AccountDisabled',
    'AccountEnabled',
    'TimeZoneChanged',
  ],
  async apply(event, db) {
    if (endsSessions(event.type)) await endSessionsOf(event.data.userId, db);
    switch (event.type) {
      case 'UserRegistered':
        await insertUser(event, db);
        return;
      case 'TimeZoneChanged':
        await db.updateTable('users').set({ time_zone: event.data.timeZone }).where('id', '=', event.data.userId).execute();
        return;
      case 'UserProfileChanged': {
        const { userId, firstName, lastName } = event.data;
        await db.updateTable('users').set({ first_name: firstName, last_name: lastName }).where('id', '=', userId).execute();
        return;
      }
      case 'RolesGranted': {
        const { userId, roles } = event.data;
        await db
          .updateTable('users')
          .set({ roles: sql`ARRAY(SELECT DISTINCT unnest(roles || ${roles}::text[]) ORDER BY 1)` })
          .where('id', '=', userId)
          .execute();
        return;
      }
      case 'RolesRevoked': {
        const { userId, roles } = event.data;
        await db
          .updateTable('users')
          .set({ roles: sql`ARRAY(SELECT r FROM unnest(roles) AS r WHERE r <> ALL(${roles}::text[]) ORDER BY 1)` })
          .where('id', '=', userId)
          .execute();
        return;
      }
      case 'TwoFactorEnabled': {
        const { userId, phoneNumber } = event.data;
        await db.updateTable('users').set({ two_factor_enabled: true, phone_number: phoneNumber }).where('id', '=', userId).execute();
        return;
      }
      case 'TwoFactorDisabled':
        // A subscriber's phone on file is the two-factor one; a client's (their login name) never has two-factor.
        await db.updateTable('users').set({ two_factor_enabled: false, phone_number: null }).where('id', '=', event.data.userId).execute();
        return;
      case 'UserContactChanged': {
        const { userId, email, phoneNumber } = event.data;
        await db
          .updateTable('users')
          .set({ email: email?.toLowerCase() ?? null, ...(phoneNumber === undefined ? {} : { phone_number: phoneNumber }) })
          .where('id', '=', userId)
          .execute();
        return;
      }
      case 'AccountDisabled':
      case 'AccountEnabled':
        await db
          .updateTable('users')
          .set({ disabled: event.type === 'AccountDisabled' })
          .where('id', '=', event.data.userId)
          .execute();
        return;
      case 'PersonalDataErased': {
        const { userId } = event.data;
        await db.updateTable('users').set({ email: null, first_name: null, last_name: null, phone_number: null, erased: true }).where('id', '=', userId).execute();
        return;
      }
    }
  },
};
