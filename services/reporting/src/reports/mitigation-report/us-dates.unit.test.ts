import { usDate, usLifeDate } from './us-dates.js';

describe('dates as US legal documents write them', () => {
  it('writes a day, a month or a year in words', () => {
    expect(usDate('1990-06-05')).toBe('June 5, 1990');
    expect(usDate('1988-03-14')).toBe('March 14, 1988');
    expect(usDate('2026-12')).toBe('December 2026');
    expect(usDate('1999')).toBe('1999');
  });

  it('leaves a date the client wrote their own way as written', () => {
    expect(usDate('summer of 2003')).toBe('summer of 2003');
  });

  it('says "about" for a year turned from an age', () => {
    expect(usLifeDate({ year: 2001, approximate: true })).toBe('about 2001');
  });
});
