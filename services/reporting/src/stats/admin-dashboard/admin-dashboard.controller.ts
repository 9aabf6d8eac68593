import { Controller, Get, Header, Query } from '@nestjs/common';
import { AdminDashboardQuery as DashboardQuery, AdminDashboardStats, Roles as RoleNames } from '@app/contracts';
import { ApiAnswer, Roles, ZodPipe } from '@app/platform';
import { AdminDashboardQuery } from './admin-dashboard.query.js';

@Controller('api/stats')
export class AdminDashboardController {
  constructor(private readonly query: AdminDashboardQuery) {}

  /** The admin dashboard's figures (spec 01 §2, §7): site admins only; the days and month of `?timeZone=` (UTC without it). */
  @Get('adminDashboard')
  @Roles(RoleNames.SiteAdmin)
  @ApiAnswer(AdminDashboardStats)
  @Header('Cache-Control', 'private, no-store')
  stats(@Query(new ZodPipe(DashboardQuery)) query: DashboardQuery): Promise<AdminDashboardStats> {
    return this.query.stats(new Date(), query.timeZone ?? 'UTC');
  }
}
