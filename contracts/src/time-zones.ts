import { z } from 'zod';
import { text } from './fields.js';

/**
 * The user's time zone (issue 36, item 12): an IANA name ("America/Chicago") kept on the account, from the
 * browser at sign-up and editable; days and times the user reads are in it ("today" on the admin dashboard,
 * the signature times on letters, the client's history).
 */
export const TIME_ZONE_MAX_LENGTH = 64;
export const TimeZoneMessages = { unknown: 'Please choose a time zone from the list.' } as const;

/** Whether `name` is a time zone this runtime knows (Intl's own list, so the browser and the services agree). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length > 0 && name.length <= TIME_ZONE_MAX_LENGTH;
  } catch {
    return false;
  }
}

export const timeZone = () => text().trim().refine(isTimeZone, TimeZoneMessages.unknown);

/** PUT /api/account/timeZone: the signed-in user's own time zone; answers it back. */
export const TimeZoneRequest = z.object({ timeZone: timeZone() });
export type TimeZoneRequest = z.infer<typeof TimeZoneRequest>;
