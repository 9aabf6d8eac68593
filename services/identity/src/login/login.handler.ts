import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthResponse, LoginRequest } from '@app/contracts';
import { PlatformRuntime, type AppendContext } from '@app/platform';
import { PasswordHasher } from '../security/passwords.js';
import { RateLimits } from '../security/rate-limits.js';
import { VerificationCodes } from '../security/verification-codes.js';
import { TokenIssuer, verificationCodeRequired } from '../tokens/token-issuer.js';
import { incorrectCredentials, userDecider } from '../users/user.decide.js';
import { userStreamId } from '../users/user.js';
import { UserDirectory } from '../users/user-directory.js';
import type { IdentityDatabase } from '../identity-database.js';

/**
 * Email + password, then (with two-factor on) a code sent by SMS: the first call without a code
 * answers `requiresVerificationCode: true`, the same call repeated with the code signs in.
 */
@Injectable()
export class LoginHandler {
  constructor(
    private readonly runtime: PlatformRuntime<IdentityDatabase>,
    private readonly directory: UserDirectory,
    private readonly hasher: PasswordHasher,
    private readonly codes: VerificationCodes,
    private readonly tokens: TokenIssuer,
    private readonly limits: RateLimits,
  ) {}

  async login({ email, password, verificationCode }: LoginRequest, req: Request, context: AppendContext): Promise<AuthResponse> {
    await this.limits.consume('login', email, req);
    const user = await this.directory.findByEmail(email);
    if (!user) {
      await this.hasher.verifyNothing(password);
      throw incorrectCredentials();
    }
    const code = verificationCode ? verificationCode : null;
    const { state, events } = await this.runtime.commands.handle(
      userStreamId(user.id),
      async (current) => ({
        type: 'LogIn',
        now: new Date(),
        passwordCorrect: await this.hasher.verify(current.passwordHash, password),
        codeHash: code === null ? null : this.codes.hash(user.id, 'login', code),
        newCode: this.codes.create(user.id, 'login'),
      }),
      userDecider,
      { context: { ...context, actorUserId: context.actorUserId ?? user.id }, retries: 1 },
    );
    if (events.some((event) => event.type === 'VerificationCodeSent')) return verificationCodeRequired();
    return this.tokens.authResponse({ userId: user.id, userName: state.email ?? '', roles: state.roles, securityStamp: state.securityStamp });
  }
}
