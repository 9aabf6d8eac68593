import { Injectable } from '@nestjs/common';
import { Role, type AuthResponse } from '@app/contracts';
import type { Principal } from '@app/platform';
import { TokenIssuer } from '../../tokens/token-issuer.js';
import type { TokenStamps } from '../../tokens/token-stamps.js';
import { CurrentSessions } from '../current-sessions.js';
import { loginNameOf } from '../user.js';

/** A fresh token for a still current one, carrying the user's roles as they are now. */
@Injectable()
export class RefreshHandler {
  constructor(
    private readonly sessions: CurrentSessions,
    private readonly tokens: TokenIssuer,
  ) {}

  async refresh(user: Principal, stamps: TokenStamps): Promise<AuthResponse> {
    const row = await this.sessions.userOf(user, stamps);
    return this.tokens.authResponse({
      userId: row.id,
      userName: loginNameOf({ email: row.email, phoneNumber: row.phone_number }),
      roles: Role.array().parse(row.roles),
      securityStamp: row.security_stamp,
      spoofedBy: user.spoofedBy,
      spoofedByStamp: stamps.spoofedByStamp,
    });
  }
}
