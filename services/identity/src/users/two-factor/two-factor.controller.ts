import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { DisableTwoFactorRequest, VerifyPhoneNumberRequest, VerifyVerificationCodeRequest } from '@app/contracts';
import { CurrentUser, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { OwnAccountSecurityGuard } from '../principal-rules.js';
import { TwoFactorHandler } from './two-factor.handler.js';

@Controller('api/account')
@UseGuards(OwnAccountSecurityGuard)
export class TwoFactorController {
  constructor(private readonly handler: TwoFactorHandler) {}

  /** 200 `{}` once the code is on its way. */
  @Post('verifyPhoneNumber')
  @HttpCode(200)
  verifyPhoneNumber(
    @CurrentUser() user: Principal,
    @Body(new ZodPipe(VerifyPhoneNumberRequest)) body: VerifyPhoneNumberRequest,
    @Req() req: Request,
    @WriteContext() context: AppendContext,
  ) {
    return this.handler.sendCode(user, body, req, context);
  }

  /** 200 `{}` with two-factor enabled; 400 'The verification code is invalid or has expired.' */
  @Post('verifyVerificationCode')
  @HttpCode(200)
  verifyVerificationCode(
    @CurrentUser() user: Principal,
    @Body(new ZodPipe(VerifyVerificationCodeRequest)) body: VerifyVerificationCodeRequest,
    @Req() req: Request,
    @WriteContext() context: AppendContext,
  ) {
    return this.handler.enable(user, body, req, context);
  }

  /**
   * 200 `{}` with two-factor off (issue 36), or already off; 400 'The current password is incorrect.'
   * Changing the phone is verifyPhoneNumber then verifyVerificationCode again, with the new number.
   */
  @Post('disableTwoFactor')
  @HttpCode(200)
  disableTwoFactor(
    @CurrentUser() user: Principal,
    @Body(new ZodPipe(DisableTwoFactorRequest)) body: DisableTwoFactorRequest,
    @Req() req: Request,
    @WriteContext() context: AppendContext,
  ) {
    return this.handler.disable(user, body, req, context);
  }
}
