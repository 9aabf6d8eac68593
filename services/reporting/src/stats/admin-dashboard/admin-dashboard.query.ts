import { Injectable } from '@nestjs/common';
import type { AdminDashboardStats } from '@app/contracts';
import { PlatformRuntime } from '@app/platform';
import type { ReportingDatabase } from '../../reporting-database.js';
import { ALL_TIME, dayOf, Metric, monthOf } from '../stat-counts.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC days of "the past 7 days": today and the six before. */
export const pastSevenDays = (now: Date) => Array.from({ length: 7 }, (_, back) => dayOf(new Date(now.getTime() - back * DAY_MS)));

/** The previous UTC calendar month of `now`, YYYY-MM. */
export const previousMonth = (now: Date) => monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));

/** GET /api/stats/adminDashboard: reads at most 13 counter rows by their key, however many events made them. */
@Injectable()
export class AdminDashboardQuery {
  constructor(private readonly runtime: PlatformRuntime<ReportingDatabase>) {}

  async stats(now = new Date()): Promise<AdminDashboardStats> {
    const lastMonth = previousMonth(now);
    const wanted: [string, string][] = [
      [Metric.subscriptions, ALL_TIME],
      [Metric.clients, ALL_TIME],
      [Metric.surveysSent, ALL_TIME],
      [Metric.surveysCompleted, ALL_TIME],
      [Metric.surveysSent, lastMonth],
      [Metric.surveysCompleted, lastMonth],
      ...pastSevenDays(now).map((day): [string, string] => [Metric.subscriptions, day]),
    ];
    const rows = await this.runtime.db
      .selectFrom('stat_counts')
      .select(['metric', 'period', 'count'])
      .where((eb) => eb.or(wanted.map(([metric, period]) => eb.and([eb('metric', '=', metric), eb('period', '=', period)]))))
      .execute();
    const counts = new Map(rows.map((row) => [`${row.metric}/${row.period}`, Number(row.count)]));
    const count = (metric: string, period: string) => counts.get(`${metric}/${period}`) ?? 0;
    return {
      totalSubscriptions: count(Metric.subscriptions, ALL_TIME),
      totalClients: count(Metric.clients, ALL_TIME),
      newSubscriptions: pastSevenDays(now).reduce((sum, day) => sum + count(Metric.subscriptions, day), 0),
      totalSentSurveys: count(Metric.surveysSent, ALL_TIME),
      totalCompletedSurveys: count(Metric.surveysCompleted, ALL_TIME),
      lastMonthSentSurveys: count(Metric.surveysSent, lastMonth),
      lastMonthCompletedSurveys: count(Metric.surveysCompleted, lastMonth),
    };
  }
}
