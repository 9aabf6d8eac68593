import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { RequestPasswordResetRequest, ResetPasswordRequest } from '@app/contracts';
import { Public, WriteContext, ZodPipe, type AppendContext } from '@app/platform';
import { PasswordResetHandler } from './password-reset.handler.js';

@Controller('api/account')
export class PasswordResetController {
  constructor(private readonly handler: PasswordResetHandler) {}

  /** Always 200 `{}` (known address or not). */
  @Public()
  @Post('requestPasswordReset')
  @HttpCode(200)
  requestPasswordReset(@Body(new ZodPipe(RequestPasswordResetRequest)) body: RequestPasswordResetRequest, @Req() req: Request, @WriteContext() context: AppendContext) {
    return this.handler.requestReset(body, req, context);
  }

  /** 200 `{}`; 400 'The password reset link is invalid or has expired.' for an unknown, used, superseded or expired token. */
  @Public()
  @Post('resetPassword')
  @HttpCode(200)
  resetPassword(@Body(new ZodPipe(ResetPasswordRequest)) body: ResetPasswordRequest, @Req() req: Request, @WriteContext() context: AppendContext) {
    return this.handler.reset(body, req, context);
  }
}
