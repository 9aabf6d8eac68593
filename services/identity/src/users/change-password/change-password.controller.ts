import { Body, Controller, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { ChangePasswordRequest, type AuthResponse } from '@app/contracts';
import { CurrentUser, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { AnswersSession } from '../../tokens/session-answer.js';
import { OwnAccountSecurityGuard } from '../principal-rules.js';
import { ChangePasswordHandler } from './change-password.handler.js';

@Controller('api/account')
export class ChangePasswordController {
  constructor(private readonly handler: ChangePasswordHandler) {}

  /**
   * 200 with an auth response (the spec shows no answer; the old token can no longer be refreshed);
   * 400 'The current password is incorrect.'; 403 for clients and spoofed sessions; 429 over the rate limit.
   */
  @Post('changePassword')
  @AnswersSession()
  @UseGuards(OwnAccountSecurityGuard)
  changePassword(
    @CurrentUser() user: Principal,
    @Body(new ZodPipe(ChangePasswordRequest)) body: ChangePasswordRequest,
    @Req() req: Request,
    @WriteContext() context: AppendContext,
  ): Promise<AuthResponse> {
    return this.handler.change(user, body, req, context);
  }
}
