import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { isTimeZone } from './supporter-letter/signing-time.js';

/** The calendar day (YYYY-MM-DD) of `instant` in `timeZone` (issue 36, item 12: a report made on a US evening is dated that day); UTC for a name that is not a time zone. */
export const dayIn = (instant: Date, timeZone = 'UTC') => format(instant, 'yyyy-MM-dd', { in: tz(isTimeZone(timeZone) ? timeZone : 'UTC') });
