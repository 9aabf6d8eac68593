import { IdentityEvents } from '@app/contracts';
import type { EventHandlerDefinition } from '@app/platform';
import type { ReportingDatabase } from '../reporting-database.js';

export const IDENTITY_FACTS_HANDLER = 'reporting-identity-facts';

const Registered = IdentityEvents.UserRegistered.pick({ userId: true, email: true, source: true, timeZone: true });
const TimeZoneChanged = IdentityEvents.TimeZoneChanged;
const ProfileChanged = IdentityEvents.UserProfileChanged;
const Erased = IdentityEvents.PersonalDataErased;

/**
 * Identity's users other than invited clients -> their email and names for the admin's exports (a
 * client's never reach reporting here), and their time zone for the letters (issue 36); the personal
 * data forgotten when identity erases the person's data.
 */
export const identityFactsReaction: EventHandlerDefinition<ReportingDatabase> = {
  name: IDENTITY_FACTS_HANDLER,
  source: 'identity',
  types: ['UserRegistered', 'UserProfileChanged', 'TimeZoneChanged', 'PersonalDataErased'],
  opens: ['email', 'firstName', 'lastName'],
  async handle(event, trx) {
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, email, source, timeZone } = Registered.parse(event.data);
        if (source === 'invite') return;
        await trx
          .insertInto('stat_users')
          .values({ id: userId, email, first_name: null, last_name: null, time_zone: timeZone ?? null })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'TimeZoneChanged': {
        const { userId, timeZone } = TimeZoneChanged.parse(event.data);
        await trx.updateTable('stat_users').set({ time_zone: timeZone }).where('id', '=', userId).execute();
        return;
      }
      case 'UserProfileChanged': {
        const { userId, firstName, lastName } = ProfileChanged.parse(event.data);
        await trx.updateTable('stat_users').set({ first_name: firstName, last_name: lastName }).where('id', '=', userId).execute();
        return;
      }
      case 'PersonalDataErased': {
        const { userId } = Erased.parse(event.data);
        await trx.updateTable('stat_users').set({ email: null, first_name: null, last_name: null }).where('id', '=', userId).execute();
        await trx.updateTable('stat_enterprise_members').set({ email: null }).where('user_id', '=', userId).execute();
      }
    }
  },
};
