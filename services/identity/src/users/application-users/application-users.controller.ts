import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApplicationUser, Roles as RoleNames } from '@app/contracts';
import { ApiAnswer, assertOwnerOr, CurrentUser, Roles, type Principal } from '@app/platform';
import { ApplicationUserQuery } from './application-user.query.js';

/** Admin screens /applicationUser and /applicationUser/{id}: site admins; each user reads their own record. */
@Controller('api/applicationUser')
export class ApplicationUsersController {
  constructor(private readonly users: ApplicationUserQuery) {}

  /** offset, limit, order, includes, filter; the total in `x-total-count`. */
  @Get()
  @ApiAnswer(ApplicationUser.array())
  @Roles(RoleNames.SiteAdmin)
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<ApplicationUser[]> {
    const { users, total } = await this.users.list(query);
    res.setHeader('x-total-count', String(total));
    return users;
  }

  /** A user may read their own record. */
  @Get(':id')
  @ApiAnswer(ApplicationUser)
  get(@CurrentUser() user: Principal, @Param('id') id: string, @Query() query: Record<string, unknown>): Promise<ApplicationUser> {
    assertOwnerOr(user, id, RoleNames.SiteAdmin);
    return this.users.get(id, query);
  }

  // Saving a user (the editor's name and email) is account-admin's (issue 36).
}
