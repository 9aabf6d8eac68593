import type { NotificationSettingsEvents } from '@app/contracts';
import type { Projection, StoredEventOf } from '@app/platform';
import type { NotificationDatabase } from '../notification-database.js';

/** The attorney's settings stream (issue 36). */
export const notificationSettingsStreamId = (userId: string) => `notification-settings-${userId}`;

/** `attorney_settings`: the settings each attorney saved last (the notices read them). */
export const notificationSettingsProjection: Projection<StoredEventOf<typeof NotificationSettingsEvents>, NotificationDatabase> = {
  name: 'attorney-settings',
  handles: ['NotificationSettingsSaved'],
  async apply(event, db) {
    const { userId, email, sms, phoneNumber, notStartedDays } = event.data;
    const columns = { email: JSON.stringify(email), sms: JSON.stringify(sms), phone_number: phoneNumber, not_started_days: notStartedDays, version: event.version };
    await db
      .insertInto('attorney_settings')
      .values({ user_id: userId, ...columns })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(columns))
      .execute();
  },
};
