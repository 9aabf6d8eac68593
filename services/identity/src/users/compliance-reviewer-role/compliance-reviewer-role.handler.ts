import { Injectable } from '@nestjs/common';
import { Roles as RoleNames } from '@app/contracts';
import { PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import type { IdentityDatabase } from '../../identity-database.js';
import { userDecider, type UserCommand } from '../user.decide.js';
import { userStreamId } from '../user.js';

/** A site admin grants or revokes the Compliance Reviewer role: one `RolesGranted` / `RolesRevoked` naming the admin, or none. */
@Injectable()
export class ComplianceReviewerRoleHandler {
  constructor(private readonly runtime: PlatformRuntime<IdentityDatabase>) {}

  async change(admin: Principal, userId: string, granted: boolean, context: AppendContext): Promise<void> {
    const roles = [RoleNames.ComplianceReviewer];
    const command: UserCommand = granted ? { type: 'GrantRoles', roles } : { type: 'RevokeRoles', roles };
    await this.runtime.commands.handle(userStreamId(userId), command, userDecider, { context: { ...context, actorUserId: admin.id }, retries: 1 });
  }
}
