import { usDate } from '../mitigation-report/us-dates.js';

/**
 * The time zone letters are dated and timed in until the attorney's own is known (issue 36, item 12 adds it
 * to the account): every builder takes an IANA name (`America/Chicago`) and defaults to this.
 */
export const DEFAULT_LETTER_TIME_ZONE = 'UTC';

/** Whether `name` is an IANA time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** `timeZone` when it is one, else UTC: a letter is never refused for a time zone it cannot read. */
const zoneOrUtc = (timeZone: string) => (isTimeZone(timeZone) ? timeZone : DEFAULT_LETTER_TIME_ZONE);

/** The calendar day of `instant` in `timeZone`, as US documents write it: "March 14, 1988". */
export function usDateIn(instant: Date, timeZone = DEFAULT_LETTER_TIME_ZONE): string {
  // en-CA writes YYYY-MM-DD.
  return usDate(new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zoneOrUtc(timeZone) }).format(instant));
}

/** The time of `instant` in `timeZone` with the zone's short name: "2:05 PM EST", "2:05 PM UTC". */
export function timeIn(instant: Date, timeZone = DEFAULT_LETTER_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: zoneOrUtc(timeZone) }).format(instant).replace(/\u202f/g, ' ');
}
