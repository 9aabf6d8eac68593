import { Injectable } from '@nestjs/common';
import { Roles, type AuthResponse } from '@app/contracts';
import { UnauthorizedError, type Principal } from '@app/platform';
import { TokenIssuer } from '../tokens/token-issuer.js';
import { UserCommands } from '../users/user-commands.js';

/** A fresh token for a still valid one, carrying the user's roles as they are now. */
@Injectable()
export class RefreshHandler {
  constructor(
    private readonly users: UserCommands,
    private readonly tokens: TokenIssuer,
  ) {}

  async refresh(user: Principal): Promise<AuthResponse> {
    const { state } = await this.users.load(user.id);
    if (state.status !== 'active' || !state.userId) throw new UnauthorizedError();
    if (user.spoofedBy) {
      // A spoofed session lasts only while its admin still is one.
      const { state: admin } = await this.users.load(user.spoofedBy);
      if (admin.status !== 'active' || !admin.roles.includes(Roles.SiteAdmin)) throw new UnauthorizedError();
    }
    return this.tokens.authResponse({ userId: state.userId, userName: state.email ?? '', roles: state.roles, spoofedBy: user.spoofedBy });
  }
}
