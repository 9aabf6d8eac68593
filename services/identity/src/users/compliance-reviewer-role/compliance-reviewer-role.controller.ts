import { Controller, Delete, HttpCode, Param, Put } from '@nestjs/common';
import { Roles as RoleNames } from '@app/contracts';
import { CurrentUser, PlatformRuntime, Roles, WriteContext, type AppendContext, type Principal } from '@app/platform';
import type { IdentityDatabase } from '../../identity-database.js';
import { userDecider, type UserCommand } from '../user.decide.js';
import { userStreamId } from '../user.js';

/**
 * A site admin grants (PUT) or revokes (DELETE) the Compliance Reviewer role of a user: 204, one
 * `RolesGranted` / `RolesRevoked` naming the admin (none when nothing changes); 404 for an unknown user.
 * The user's next session carries the change.
 */
@Controller('api/applicationUser')
@Roles(RoleNames.SiteAdmin)
export class ComplianceReviewerRoleController {
  constructor(private readonly runtime: PlatformRuntime<IdentityDatabase>) {}

  @Put(':id/complianceReviewer')
  @HttpCode(204)
  grant(@CurrentUser() admin: Principal, @Param('id') id: string, @WriteContext() context: AppendContext): Promise<void> {
    return this.change(admin, id, { type: 'GrantRoles', roles: [RoleNames.ComplianceReviewer] }, context);
  }

  @Delete(':id/complianceReviewer')
  @HttpCode(204)
  revoke(@CurrentUser() admin: Principal, @Param('id') id: string, @WriteContext() context: AppendContext): Promise<void> {
    return this.change(admin, id, { type: 'RevokeRoles', roles: [RoleNames.ComplianceReviewer] }, context);
  }

  private async change(admin: Principal, userId: string, command: UserCommand, context: AppendContext): Promise<void> {
    await this.runtime.commands.handle(userStreamId(userId), command, userDecider, { context: { ...context, actorUserId: admin.id }, retries: 1 });
  }
}
