import { Controller, Get, Header } from '@nestjs/common';
import { AdminDashboardStats, Roles as RoleNames } from '@app/contracts';
import { ApiAnswer, Roles } from '@app/platform';
import { AdminDashboardQuery } from './admin-dashboard.query.js';

@Controller('api/stats')
export class AdminDashboardController {
  constructor(private readonly query: AdminDashboardQuery) {}

  /** The admin dashboard's figures (spec 01 §2, §7): site admins only. */
  @Get('adminDashboard')
  @Roles(RoleNames.SiteAdmin)
  @ApiAnswer(AdminDashboardStats)
  @Header('Cache-Control', 'private, no-store')
  stats(): Promise<AdminDashboardStats> {
    return this.query.stats();
  }
}
