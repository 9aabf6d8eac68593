import type { NotificationSettings } from '@app/contracts';
import { api } from '../../app/api';

/** The attorney's notification settings (notification service, issue 36). */
export const notificationSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationSettings: build.query<NotificationSettings, void>({
      query: () => '/account/notificationSettings',
      providesTags: ['NotificationSettings'],
    }),
    saveNotificationSettings: build.mutation<NotificationSettings, NotificationSettings>({
      query: (body) => ({ url: '/account/notificationSettings', method: 'PUT', body }),
      invalidatesTags: ['NotificationSettings'],
    }),
  }),
});

export const { useGetNotificationSettingsQuery, useSaveNotificationSettingsMutation } = notificationSettingsApi;
