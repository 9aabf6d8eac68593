import { Body, Controller, Param, Put } from '@nestjs/common';
import { AccountActionAnswer, ApplicationUser, Roles as RoleNames, SaveApplicationUserRequest } from '@app/contracts';
import { ApiAnswer, CurrentUser, PostAction, Roles, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { AccountAdminHandler } from './account-admin.handler.js';

/**
 * The site admin's user editor (issue 36): save the name and email (400 'An account with this email
 * address already exists.' for another account's address), disable (its sessions end at once; 400 for
 * one's own account) and enable an account, send a password reset link. 404 for an unknown or erased user.
 */
@Controller('api/applicationUser')
@Roles(RoleNames.SiteAdmin)
export class AccountAdminController {
  constructor(private readonly handler: AccountAdminHandler) {}

  @Put(':id')
  @ApiAnswer(ApplicationUser)
  save(
    @CurrentUser() admin: Principal,
    @Param('id') id: string,
    @Body(new ZodPipe(SaveApplicationUserRequest)) body: SaveApplicationUserRequest,
    @WriteContext() context: AppendContext,
  ): Promise<ApplicationUser> {
    return this.handler.save(admin, id, body, context);
  }

  @PostAction(':id/disable', AccountActionAnswer)
  disable(@CurrentUser() admin: Principal, @Param('id') id: string, @WriteContext() context: AppendContext) {
    return this.handler.disable(admin, id, context);
  }

  @PostAction(':id/enable', AccountActionAnswer)
  enable(@CurrentUser() admin: Principal, @Param('id') id: string, @WriteContext() context: AppendContext) {
    return this.handler.enable(admin, id, context);
  }

  @PostAction(':id/sendPasswordReset', AccountActionAnswer)
  sendPasswordReset(@CurrentUser() admin: Principal, @Param('id') id: string, @WriteContext() context: AppendContext) {
    return this.handler.sendPasswordReset(admin, id, context);
  }
}
