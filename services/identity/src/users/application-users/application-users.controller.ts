import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApplicationUser, Roles as RoleNames } from '@app/contracts';
import { ApiAnswer, assertOwnerOr, CurrentUser, ListAnswer, Roles, type ListPage, type Principal } from '@app/platform';
import { ApplicationUserQuery } from './application-user.query.js';

/** Admin screens /applicationUser and /applicationUser/{id}: site admins; each user reads their own record. */
@Controller('api/applicationUser')
export class ApplicationUsersController {
  constructor(private readonly users: ApplicationUserQuery) {}

  /** offset, limit, order, includes, filter; the total in `x-total-count`. */
  @Get()
  @ListAnswer(ApplicationUser)
  @Roles(RoleNames.SiteAdmin)
  list(@Query() query: Record<string, unknown>): Promise<ListPage<ApplicationUser>> {
    return this.users.list(query);
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
