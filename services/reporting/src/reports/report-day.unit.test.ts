import { dayIn } from './report-day.js';

describe("a report's day in the attorney's time zone (issue 36, item 12)", () => {
  it('is the day it is where the attorney is: a Chicago evening is not yet UTC’s next day', () => {
    const evening = new Date('2026-11-28T03:30:00Z');
    expect(dayIn(evening, 'America/Chicago')).toBe('2026-11-27');
    expect(dayIn(evening, 'UTC')).toBe('2026-11-28');
    expect(dayIn(evening, 'Not/AZone')).toBe('2026-11-28');
  });
});
