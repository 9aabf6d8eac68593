import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ChangePasswordRequest } from '@app/contracts';
import { CurrentUser, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { OwnAccountSecurityGuard } from '../users/principal-rules.js';
import { ChangePasswordHandler } from './change-password.handler.js';

@Controller('api/account')
export class ChangePasswordController {
  constructor(private readonly handler: ChangePasswordHandler) {}

  /** 200 `{}`; 400 'The current password is incorrect.'; 403 for clients and spoofed sessions. */
  @Post('changePassword')
  @UseGuards(OwnAccountSecurityGuard)
  @HttpCode(200)
  changePassword(
    @CurrentUser() user: Principal,
    @Body(new ZodPipe(ChangePasswordRequest)) body: ChangePasswordRequest,
    @WriteContext() context: AppendContext,
  ) {
    return this.handler.change(user, body, context);
  }
}
