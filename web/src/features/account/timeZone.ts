import { tz, tzName } from '@date-fns/tz';
import { format } from 'date-fns';
import { isTimeZone, type TimeZoneRequest } from '@app/contracts';
import { api } from '../../app/api';
import { useAppSelector } from '../../app/hooks';
import { useGetApplicationUserQuery } from '../auth/accountApi';
import { selectAuth } from '../auth/authSlice';

/**
 * Days and times in the user's time zone (issue 36, item 12): the account's (from the browser at sign-up,
 * editable on the Time Zone page), else this browser's. Formatted with date-fns in the zone.
 */

/** This browser's time zone (IANA), UTC when it names none the app knows. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/** The signed-in user's time zone: their account's, else the browser's; undefined while the account is loading. */
export function useUserTimeZone(): string | undefined {
  const auth = useAppSelector(selectAuth);
  const { data: user, isLoading } = useGetApplicationUserQuery(auth.id ?? '', { skip: !auth.id });
  if (auth.id && isLoading) return undefined;
  return user?.timeZone && isTimeZone(user.timeZone) ? user.timeZone : browserTimeZone();
}

/** "Nov 27, 2026, 9:30 PM CST": an instant as the user reads it, with the zone's short name. */
export function dateTimeIn(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  return `${format(instant, 'PP, p', { in: tz(timeZone) })} ${tzName(timeZone, instant, 'short')}`;
}

/** Every time zone the browser knows, for the picker (the account's current one first if the list lacks it). */
export function timeZoneNames(current?: string | null): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [browserTimeZone()];
  const names = known.includes('UTC') ? known : ['UTC', ...known];
  return current && !names.includes(current) ? [current, ...names] : names;
}

const timeZoneApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/account/timeZone: the user's own time zone. */
    changeTimeZone: build.mutation<TimeZoneRequest, TimeZoneRequest & { userId: string }>({
      query: ({ timeZone }) => ({ url: '/account/timeZone', method: 'PUT', body: { timeZone } }),
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'User', id: userId }],
    }),
  }),
});

export const { useChangeTimeZoneMutation } = timeZoneApi;
