import { Controller, Post } from '@nestjs/common';
import type { AuthResponse } from '@app/contracts';
import { CurrentUser, type Principal } from '@app/platform';
import { AnswersSession } from '../../tokens/session-answer.js';
import { TokenStamps } from '../../tokens/token-stamps.js';
import { RefreshHandler } from './refresh.handler.js';

@Controller('api/account')
export class RefreshController {
  constructor(private readonly handler: RefreshHandler) {}

  /**
   * Empty body, valid bearer token: a new auth response; 401 when the user no longer exists or the
   * token's security stamp is no longer the account's (password changed or reset, role revoked, erased).
   */
  @Post('refresh')
  @AnswersSession()
  refresh(@CurrentUser() user: Principal, @TokenStamps() stamps: TokenStamps): Promise<AuthResponse> {
    return this.handler.refresh(user, stamps);
  }
}
