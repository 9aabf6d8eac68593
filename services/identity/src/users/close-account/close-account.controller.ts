import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { AccountActionAnswer, CloseAccountRequest, Roles as RoleNames } from '@app/contracts';
import { ApiAnswer, CurrentUser, ForbiddenError, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { OwnAccountSecurityGuard } from '../principal-rules.js';
import { CloseAccountHandler } from './close-account.handler.js';

@Controller('api/account')
@UseGuards(OwnAccountSecurityGuard)
export class CloseAccountController {
  constructor(private readonly handler: CloseAccountHandler) {}

  /**
   * The subscriber's own account (issue 36), never from a spoofed session, never a site admin's (403): 200 `{}`
   * once closed and erased; wrong password 400 'The current password is incorrect.'
   */
  @Post('close')
  @HttpCode(200)
  @ApiAnswer(AccountActionAnswer)
  close(@CurrentUser() user: Principal, @Body(new ZodPipe(CloseAccountRequest)) body: CloseAccountRequest, @Req() req: Request, @WriteContext() context: AppendContext) {
    if (!user.roles.includes(RoleNames.Subscriber) || user.roles.includes(RoleNames.SiteAdmin)) throw new ForbiddenError();
    return this.handler.close(user, body, req, context);
  }
}
