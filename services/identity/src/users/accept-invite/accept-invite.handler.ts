import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { AcceptInviteRequest, AuthResponse } from '@app/contracts';
import { PlatformRuntime, type AppendContext } from '@app/platform';
import { IdentitySettings } from '../../config.js';
import { InvitationCodes } from '../../security/invitation-codes.js';
import { assertPasswordNotCommon, PasswordHasher } from '../../security/passwords.js';
import { RateLimits } from '../../security/rate-limits.js';
import { TokenIssuer } from '../../tokens/token-issuer.js';
import { invalidInvitationLink, userDecider } from '../user.decide.js';
import { loginNameOf, userStreamId } from '../user.js';
import type { IdentityDatabase } from '../../identity-database.js';

/**
 * A client follows their invitation link and chooses a password (the same rules as sign-up): the
 * account made from clients' `ClientInvited` is activated (`InvitationAccepted`) and signed in. The
 * code is looked up by its keyed hash (client-accounts/); a wrong code and a deleted client's code get
 * one answer, before any password is hashed (a guessed code costs no argon2 work), and count against
 * the address's attempt limit. A code's 75 random bits cannot be found by timing the answers.
 */
@Injectable()
export class AcceptInviteHandler {
  private readonly codes: InvitationCodes;

  constructor(
    private readonly runtime: PlatformRuntime<IdentityDatabase>,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenIssuer,
    private readonly limits: RateLimits,
    { config }: IdentitySettings,
  ) {
    this.codes = new InvitationCodes(config);
  }

  async accept({ shortCode, password }: AcceptInviteRequest, req: Request, context: AppendContext): Promise<AuthResponse> {
    assertPasswordNotCommon(password, 'password');
    return this.limits.attempt('accept-invite', shortCode, req, async () => {
      const invitation = await this.runtime.db
        .selectFrom('client_invitations')
        .select(['user_id', 'client_id'])
        .where('short_code_hash', 'in', this.codes.lookupHashes(shortCode))
        .executeTakeFirst();
      if (!invitation) throw invalidInvitationLink();
      const userId = invitation.user_id;
      const passwordHash = await this.hasher.hash(password);
      const { state } = await this.runtime.commands.handle(userStreamId(userId), { type: 'AcceptInvitation', clientId: invitation.client_id, passwordHash }, userDecider, {
        context: { ...context, actorUserId: context.actorUserId ?? userId },
        retries: 1,
      });
      return this.tokens.authResponse({ userId, userName: loginNameOf(state), roles: state.roles, securityStamp: state.securityStamp });
    });
  }
}
