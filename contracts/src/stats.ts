import { z } from 'zod';
import { FileDownloadQuery } from './forms.js';
import { timeZone } from './time-zones.js';

/**
 * GET /api/stats/adminDashboard (spec 01 §2 Admin dashboard, §7), site admins only. What each counts:
 * - totalSubscriptions: every subscription ever bought or created (by id), active or not;
 * - totalClients: clients invited and not deleted;
 * - newSubscriptions: subscriptions first bought or created today or in the 6 days before (days of
 *   `?timeZone=`, the admin's, UTC without it: issue 36, item 12);
 * - totalSentSurveys / totalCompletedSurveys: client questionnaires sent (a form made for an invited
 *   client; AI-adjusted variants are not surveys) and completed, deleted clients' included;
 * - lastMonthSentSurveys / lastMonthCompletedSurveys: the same, sent or completed in the previous
 *   calendar month of `?timeZone=` (UTC without it).
 */
export const AdminDashboardQuery = z.object({ timeZone: timeZone().optional() });
export type AdminDashboardQuery = z.infer<typeof AdminDashboardQuery>;

export const AdminDashboardStats = z.object({
  totalSubscriptions: z.number().int(),
  totalClients: z.number().int(),
  newSubscriptions: z.number().int(),
  totalSentSurveys: z.number().int(),
  totalCompletedSurveys: z.number().int(),
  lastMonthSentSurveys: z.number().int(),
  lastMonthCompletedSurveys: z.number().int(),
});
export type AdminDashboardStats = z.infer<typeof AdminDashboardStats>;

/** The completion rate as the dashboard shows it (spec 01 §2): completed / sent as a percentage with 1 decimal; "0.0%" when none was sent. */
/** Shown for a rate of nothing sent (no 0.0% that reads as "none completed"; issue 36, item 11). */
export const NO_RATE = '–';
export const completionRate = (completed: number, sent: number): string => (sent === 0 ? NO_RATE : `${((completed / sent) * 100).toFixed(1)}%`);

/** The admin exports (spec 01 §7), each with the title the dashboard's Reports list shows and its file is named by. */
export const StatsExports = {
  usageByUser: 'Usage by User',
  enterpriseSubscriptionUsersSummary: 'Enterprise Subscription Users Summary',
  enterpriseSubscriptionUsers: 'Enterprise Subscription Users',
  clientCompletionByPage: 'Client Completion by Page',
  activityByMonth: 'Surveys Created/Started/Completed by Month',
} as const;
export type StatsExportName = keyof typeof StatsExports;
export const StatsExportNames = Object.keys(StatsExports) as StatsExportName[];

/** GET /api/stats/export?temporaryAccessToken=&name= */
export const StatsExportQuery = FileDownloadQuery.extend({
  name: z.enum(StatsExportNames as [StatsExportName, ...StatsExportName[]], { error: `name: must be one of ${StatsExportNames.join(', ')}` }),
});
export type StatsExportQuery = z.infer<typeof StatsExportQuery>;
