import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthResponse, RegisterRequest } from '@app/contracts';
import { PlatformRuntime, type AppendContext } from '@app/platform';
import { assertPasswordNotCommon, PasswordHasher } from '../../security/passwords.js';
import { RateLimits } from '../../security/rate-limits.js';
import { TokenIssuer } from '../../tokens/token-issuer.js';
import { emailTaken, userDecider } from '../user.decide.js';
import { userStreamId } from '../user.js';
import { isDuplicateEmail, UserDirectory } from '../user-directory.js';
import type { IdentityDatabase } from '../../identity-database.js';

/** Self sign-up: a new user without roles (billing grants Subscriber on purchase), signed in at once. */
@Injectable()
export class RegisterHandler {
  constructor(
    private readonly runtime: PlatformRuntime<IdentityDatabase>,
    private readonly directory: UserDirectory,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenIssuer,
    private readonly limits: RateLimits,
  ) {}

  async register({ email, password, timeZone }: RegisterRequest, req: Request, context: AppendContext): Promise<AuthResponse> {
    // Its answer tells whether an address has an account (the spec's message), so attempts are limited.
    await this.limits.consume('register', email, req);
    assertPasswordNotCommon(password, 'password');
    if (await this.directory.findByEmail(email)) throw emailTaken();
    const userId = randomUUID();
    const passwordHash = await this.hasher.hash(password);
    const { state } = await this.runtime.commands
      .handle(userStreamId(userId), { type: 'RegisterUser', userId, email, passwordHash, roles: [], source: 'self', timeZone: timeZone ?? null }, userDecider, { context })
      .catch((error: unknown) => {
        // Two sign-ups with one address at once: the read model's unique email lets only one through.
        throw isDuplicateEmail(error) ? emailTaken() : error;
      });
    return this.tokens.authResponse({ userId, userName: email, roles: [], securityStamp: state.securityStamp });
  }
}
