import type { AdminDashboardStats } from '@app/contracts';
import { api } from '../../app/api';

/** The admin dashboard's figures (spec 01 §2, §7), from the reporting service. */
const statsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminDashboardStats: build.query<AdminDashboardStats, void>({
      query: () => '/stats/adminDashboard',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAdminDashboardStatsQuery } = statsApi;
