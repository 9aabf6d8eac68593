import { Body, Controller, Post } from '@nestjs/common';
import { Roles as RoleNames, SpoofLoginRequest, type AuthResponse } from '@app/contracts';
import { CurrentUser, Roles, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { AnswersSession } from '../../tokens/session-answer.js';
import { TokenStamps } from '../../tokens/token-stamps.js';
import { SpoofLoginHandler } from './spoof-login.handler.js';

@Controller('api/account')
export class SpoofLoginController {
  constructor(private readonly handler: SpoofLoginHandler) {}

  /** Site admins only; 403 from a session that is itself spoofed; 401 from one refresh would refuse; 404 'The user was not found.' */
  @Post('spoofLogin')
  @AnswersSession()
  @Roles(RoleNames.SiteAdmin)
  spoofLogin(
    @CurrentUser() admin: Principal,
    @TokenStamps() stamps: TokenStamps,
    @Body(new ZodPipe(SpoofLoginRequest)) body: SpoofLoginRequest,
    @WriteContext() context: AppendContext,
  ): Promise<AuthResponse> {
    return this.handler.spoof(admin, stamps, body, context);
  }
}
