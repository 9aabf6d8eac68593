import { Injectable } from '@nestjs/common';
import type { AuthResponse, SpoofLoginRequest } from '@app/contracts';
import { PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import { TokenIssuer } from '../../tokens/token-issuer.js';
import type { TokenStamps } from '../../tokens/token-stamps.js';
import { CurrentSessions } from '../current-sessions.js';
import { userDecider } from '../user.decide.js';
import { loginNameOf, userStreamId } from '../user.js';
import type { IdentityDatabase } from '../../identity-database.js';

/**
 * A site admin signs in as another user: the session is that user's, its token names the admin
 * in `spoofedBy` (with the admin's security stamp, so that the session ends with the admin's), and
 * `SpoofLoginStarted` on the user's stream records who did it.
 */
@Injectable()
export class SpoofLoginHandler {
  constructor(
    private readonly runtime: PlatformRuntime<IdentityDatabase>,
    private readonly sessions: CurrentSessions,
    private readonly tokens: TokenIssuer,
  ) {}

  async spoof(admin: Principal, stamps: TokenStamps, { userId }: SpoofLoginRequest, context: AppendContext): Promise<AuthResponse> {
    // A stale admin token must not buy a fresh session (the same rule as refresh).
    const adminRow = await this.sessions.userOf(admin, stamps);
    const { state } = await this.runtime.commands.handle(
      userStreamId(userId),
      { type: 'StartSpoofLogin', adminUserId: admin.id, adminSpoofedBy: admin.spoofedBy ?? null },
      userDecider,
      { context: { ...context, actorUserId: admin.id }, retries: 1 },
    );
    return this.tokens.authResponse({
      userId,
      userName: loginNameOf(state),
      roles: state.roles,
      securityStamp: state.securityStamp,
      spoofedBy: admin.id,
      spoofedByStamp: adminRow.security_stamp,
    });
  }
}
