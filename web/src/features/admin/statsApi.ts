import type { AdminDashboardStats } from '@app/contracts';
import { api } from '../../app/api';

/** The admin dashboard's figures (spec 01 §2, §7), from the reporting service. */
const statsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `timeZone`: the admin's, whose days and month the figures count (issue 36, item 12). */
    getAdminDashboardStats: build.query<AdminDashboardStats, string>({
      query: (timeZone) => ({ url: '/stats/adminDashboard', params: { timeZone } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAdminDashboardStatsQuery } = statsApi;
