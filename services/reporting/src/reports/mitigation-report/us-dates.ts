import type { LifeDate } from './report-model.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A calendar date as US legal documents write it: "June 5, 1990" for YYYY-MM-DD, "June 1990" for YYYY-MM,
 * "1990" for a year; any other text is returned as it is (an answer the client wrote their own way).
 */
export function usDate(date: string): string {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(date.trim());
  if (!match) return date;
  const [, year, month, day] = match;
  return usLifeDate({ year: Number(year), month: month ? Number(month) : undefined, day: day ? Number(day) : undefined });
}

/** A life date: "June 5, 1990", "June 1990", "1990", and "about 1990" when it was turned from an age. */
export function usLifeDate({ year, month, day, approximate }: LifeDate): string {
  const monthName = month ? MONTHS[month - 1] : undefined;
  const text = monthName ? (day ? `${monthName} ${day}, ${year}` : `${monthName} ${year}`) : String(year);
  return approximate ? `about ${text}` : text;
}
