import { Controller, Delete, HttpCode, Param, Put } from '@nestjs/common';
import { Roles as RoleNames } from '@app/contracts';
import { CurrentUser, Roles, WriteContext, type AppendContext, type Principal } from '@app/platform';
import { ComplianceReviewerRoleHandler } from './compliance-reviewer-role.handler.js';

/**
 * A site admin grants (PUT) or revokes (DELETE) the Compliance Reviewer role of a user: 204, one
 * `RolesGranted` / `RolesRevoked` naming the admin (none when nothing changes); 404 for an unknown user.
 * The user's next session carries the change.
 */
@Controller('api/applicationUser')
@Roles(RoleNames.SiteAdmin)
export class ComplianceReviewerRoleController {
  constructor(private readonly handler: ComplianceReviewerRoleHandler) {}

  @Put(':id/complianceReviewer')
  @HttpCode(204)
  grant(@CurrentUser() admin: Principal, @Param('id') id: string, @WriteContext() context: AppendContext): Promise<void> {
    return this.handler.change(admin, id, true, context);
  }

  @Delete(':id/complianceReviewer')
  @HttpCode(204)
  revoke(@CurrentUser() admin: Principal, @Param('id') id: string, @WriteContext() context: AppendContext): Promise<void> {
    return this.handler.change(admin, id, false, context);
  }
}
