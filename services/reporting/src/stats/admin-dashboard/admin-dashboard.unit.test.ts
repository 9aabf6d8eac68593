import { dashboardPeriods } from './admin-dashboard.query.js';

const iso = ({ from, to }: { from: Date; to: Date }) => ({ from: from.toISOString(), to: to.toISOString() });

describe("the admin dashboard's days and month in the admin's time zone (issue 36, item 12)", () => {
  it('counts "today" from local midnight: a Chicago evening is still that day, not UTC\'s next one', () => {
    const now = new Date('2026-11-28T03:30:00Z'); // Friday 27th, 9:30 PM in Chicago
    expect(iso(dashboardPeriods(now, 'America/Chicago').pastSevenDays)).toEqual({ from: '2026-11-21T06:00:00.000Z', to: '2026-11-28T03:30:00.000Z' });
    expect(iso(dashboardPeriods(now, 'UTC').pastSevenDays)).toEqual({ from: '2026-11-22T00:00:00.000Z', to: '2026-11-28T03:30:00.000Z' });
  });

  it('takes the previous calendar month of the zone, across a daylight-saving change', () => {
    const now = new Date('2026-12-01T03:00:00Z'); // still November 30th in Chicago
    expect(iso(dashboardPeriods(now, 'America/Chicago').previousMonth)).toEqual({ from: '2026-10-01T05:00:00.000Z', to: '2026-11-01T05:00:00.000Z' });
    expect(iso(dashboardPeriods(now, 'UTC').previousMonth)).toEqual({ from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' });
  });

  it('keeps seven calendar days when one of them is 25 hours long (the autumn change)', () => {
    const now = new Date('2026-11-05T18:00:00Z'); // Thursday; clocks went back on Sunday 1st
    expect(iso(dashboardPeriods(now, 'America/New_York').pastSevenDays).from).toBe('2026-10-30T04:00:00.000Z');
  });
});
