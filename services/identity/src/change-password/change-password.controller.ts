import { Body, Controller, Header, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { AuthResponse, ChangePasswordRequest } from '@app/contracts';
import { ApiAnswer, CurrentUser, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { OwnAccountSecurityGuard } from '../users/principal-rules.js';
import { ChangePasswordHandler } from './change-password.handler.js';

@Controller('api/account')
export class ChangePasswordController {
  constructor(private readonly handler: ChangePasswordHandler) {}

  /**
   * 200 with an auth response (the spec shows no answer; the old token can no longer be refreshed);
   * 400 'The current password is incorrect.'; 403 for clients and spoofed sessions; 429 over the rate limit.
   */
  @Post('changePassword')
  @ApiAnswer(AuthResponse)
  @UseGuards(OwnAccountSecurityGuard)
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  changePassword(
    @CurrentUser() user: Principal,
    @Body(new ZodPipe(ChangePasswordRequest)) body: ChangePasswordRequest,
    @Req() req: Request,
    @WriteContext() context: AppendContext,
  ): Promise<AuthResponse> {
    return this.handler.change(user, body, req, context);
  }
}
