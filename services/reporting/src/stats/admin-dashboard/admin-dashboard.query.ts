import { Injectable } from '@nestjs/common';
import { TZDate } from '@date-fns/tz';
import { startOfDay, startOfMonth, subDays, subMonths } from 'date-fns';
import type { AdminDashboardStats } from '@app/contracts';
import { PlatformRuntime } from '@app/platform';
import type { ReportingDatabase } from '../../reporting-database.js';
import { ALL_TIME, Metric } from '../stat-counts.js';

/** The periods the dashboard counts, as instants: [from, to) each. */
export interface DashboardPeriods {
  /** Today and the six days before, in the time zone: from the start of the sixth day before to now. */
  pastSevenDays: { from: Date; to: Date };
  /** The previous calendar month in the time zone. */
  previousMonth: { from: Date; to: Date };
}

/**
 * The dashboard's days and month in `timeZone` (IANA; issue 36, item 12: "today" is the admin's, not UTC's,
 * so it does not roll over in a US evening), with date-fns in the zone (daylight-saving days are 23 or 25 hours).
 */
export function dashboardPeriods(now: Date, timeZone: string): DashboardPeriods {
  const local = new TZDate(now, timeZone);
  const thisMonth = startOfMonth(local);
  return {
    pastSevenDays: { from: new Date(+subDays(startOfDay(local), 6)), to: now },
    previousMonth: { from: new Date(+subMonths(thisMonth, 1)), to: new Date(+thisMonth) },
  };
}

/**
 * GET /api/stats/adminDashboard: the all-time figures from their counter rows, the periods' from the rows of
 * subscriptions and questionnaires by when each was bought, sent or completed (the instants the counters
 * count), so that any time zone's days and months can be counted.
 */
@Injectable()
export class AdminDashboardQuery {
  constructor(private readonly runtime: PlatformRuntime<ReportingDatabase>) {}

  async stats(now = new Date(), timeZone = 'UTC'): Promise<AdminDashboardStats> {
    const { pastSevenDays, previousMonth } = dashboardPeriods(now, timeZone);
    const db = this.runtime.db;
    const wanted = [Metric.subscriptions, Metric.clients, Metric.surveysSent, Metric.surveysCompleted];
    const rows = await db.selectFrom('stat_counts').select(['metric', 'count']).where('period', '=', ALL_TIME).where('metric', 'in', wanted).execute();
    const total = (metric: string) => Number(rows.find((row) => row.metric === metric)?.count ?? 0);
    const periods = await db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('stat_subscriptions')
          .select((s) => s.fn.countAll<string>().as('n'))
          .where('created', '>=', pastSevenDays.from)
          .where('created', '<=', pastSevenDays.to)
          .as('newSubscriptions'),
        eb
          .selectFrom('stat_forms')
          .select((s) => s.fn.countAll<string>().as('n'))
          .where('created', '>=', previousMonth.from)
          .where('created', '<', previousMonth.to)
          .as('lastMonthSent'),
        eb
          .selectFrom('stat_forms')
          .select((s) => s.fn.countAll<string>().as('n'))
          .where('completed', '>=', previousMonth.from)
          .where('completed', '<', previousMonth.to)
          .as('lastMonthCompleted'),
      ])
      .executeTakeFirstOrThrow();
    return {
      totalSubscriptions: total(Metric.subscriptions),
      totalClients: total(Metric.clients),
      newSubscriptions: Number(periods.newSubscriptions ?? 0),
      totalSentSurveys: total(Metric.surveysSent),
      totalCompletedSurveys: total(Metric.surveysCompleted),
      lastMonthSentSurveys: Number(periods.lastMonthSent ?? 0),
      lastMonthCompletedSurveys: Number(periods.lastMonthCompleted ?? 0),
    };
  }
}
