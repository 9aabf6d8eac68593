import { Injectable } from '@nestjs/common';
import type { AuthResponse, SpoofLoginRequest } from '@app/contracts';
import type { AppendContext, Principal } from '@app/platform';
import { TokenIssuer } from '../tokens/token-issuer.js';
import { UserCommands } from '../users/user-commands.js';

/**
 * A site admin signs in as another user: the session is that user's, its token names the admin
 * in `spoofedBy`, and `SpoofLoginStarted` on the user's stream records who did it.
 */
@Injectable()
export class SpoofLoginHandler {
  constructor(
    private readonly users: UserCommands,
    private readonly tokens: TokenIssuer,
  ) {}

  async spoof(admin: Principal, { userId }: SpoofLoginRequest, context: AppendContext): Promise<AuthResponse> {
    const { state } = await this.users.execute(
      userId,
      () => ({ type: 'StartSpoofLogin', adminUserId: admin.id, adminSpoofedBy: admin.spoofedBy ?? null }),
      { ...context, actorUserId: admin.id },
    );
    return this.tokens.authResponse({ userId, userName: state.email ?? '', roles: state.roles, spoofedBy: admin.id });
  }
}
