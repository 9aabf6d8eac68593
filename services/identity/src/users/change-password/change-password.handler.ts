import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthResponse, ChangePasswordRequest } from '@app/contracts';
import { PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import { assertPasswordNotCommon, PasswordHasher } from '../../security/passwords.js';
import { RateLimits } from '../../security/rate-limits.js';
import { TokenIssuer } from '../../tokens/token-issuer.js';
import { userDecider } from '../user.decide.js';
import { userStreamId } from '../user.js';
import type { IdentityDatabase } from '../../identity-database.js';

/**
 * The signed-in user's own password; who may is checked by OwnAccountSecurityGuard. The change
 * ends the account's other sessions (a new security stamp), so the answer carries a fresh session
 * for the caller's.
 */
@Injectable()
export class ChangePasswordHandler {
  constructor(
    private readonly runtime: PlatformRuntime<IdentityDatabase>,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenIssuer,
    private readonly limits: RateLimits,
  ) {}

  async change(user: Principal, { oldPassword, newPassword }: ChangePasswordRequest, req: Request, context: AppendContext): Promise<AuthResponse> {
    return this.limits.attempt('change-password', user.id, req, async () => {
      assertPasswordNotCommon(newPassword, 'newPassword');
      const passwordHash = await this.hasher.hash(newPassword);
      const { state } = await this.runtime.commands.handle(
        userStreamId(user.id),
        async (current) => ({ type: 'ChangePassword', oldPasswordCorrect: await this.hasher.verify(current.passwordHash, oldPassword), passwordHash }),
        userDecider,
        { context, retries: 1 },
      );
      return this.tokens.authResponse({ userId: user.id, userName: state.email ?? '', roles: state.roles, securityStamp: state.securityStamp });
    });
  }
}
