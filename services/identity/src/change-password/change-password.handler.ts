import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthResponse, ChangePasswordRequest } from '@app/contracts';
import type { AppendContext, Principal } from '@app/platform';
import { assertPasswordNotCommon, PasswordHasher } from '../security/passwords.js';
import { RateLimits } from '../security/rate-limits.js';
import { TokenIssuer } from '../tokens/token-issuer.js';
import { UserCommands } from '../users/user-commands.js';

/**
 * The signed-in user's own password; who may is checked by OwnAccountSecurityGuard. The change
 * ends the account's other sessions (a new security stamp), so the answer carries a fresh session
 * for the caller's.
 */
@Injectable()
export class ChangePasswordHandler {
  constructor(
    private readonly users: UserCommands,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenIssuer,
    private readonly limits: RateLimits,
  ) {}

  async change(user: Principal, { oldPassword, newPassword }: ChangePasswordRequest, req: Request, context: AppendContext): Promise<AuthResponse> {
    await this.limits.consume('change-password', user.id, req);
    assertPasswordNotCommon(newPassword, 'newPassword');
    const passwordHash = await this.hasher.hash(newPassword);
    const { state } = await this.users.execute(
      user.id,
      async (current) => ({ type: 'ChangePassword', oldPasswordCorrect: await this.hasher.verify(current.passwordHash, oldPassword), passwordHash }),
      context,
    );
    return this.tokens.authResponse({ userId: user.id, userName: state.email ?? '', roles: state.roles, securityStamp: state.securityStamp });
  }
}
