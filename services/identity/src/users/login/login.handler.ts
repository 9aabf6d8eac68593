import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthResponse, LoginRequest } from '@app/contracts';
import { PlatformRuntime, type AppendContext } from '@app/platform';
import { PasswordHasher } from '../../security/passwords.js';
import { RateLimits } from '../../security/rate-limits.js';
import { VerificationCodes } from '../../security/verification-codes.js';
import { TokenIssuer, verificationCodeRequired } from '../../tokens/token-issuer.js';
import { IncorrectCredentialsError, incorrectCredentials, userDecider } from '../user.decide.js';
import { loginNameOf, userStreamId } from '../user.js';
import { UserDirectory } from '../user-directory.js';
import type { IdentityDatabase } from '../../identity-database.js';

/**
 * Login name (an email, or a client's phone number) + password, then (with two-factor on) a code
 * sent by SMS: the first call without a code answers `requiresVerificationCode: true`, the same
 * call repeated with the code signs in.
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

  /** `email` is a login name: an email, or a client's phone number; the first of its accounts the password opens signs in. */
  async login({ email: loginName, password, verificationCode }: LoginRequest, req: Request, context: AppendContext): Promise<AuthResponse> {
    return this.limits.attempt('login', loginName, req, async () => {
      const accounts = await this.directory.findByLoginName(loginName);
      if (accounts.length === 0) await this.hasher.verifyNothing(password);
      for (const account of accounts) {
        const answer = await this.logIn(account.id, password, verificationCode || null, context).catch((error: unknown) => {
          if (error instanceof IncorrectCredentialsError) return undefined;
          throw error;
        });
        if (answer) return answer;
      }
      throw incorrectCredentials();
    });
  }

  private async logIn(userId: string, password: string, code: string | null, context: AppendContext): Promise<AuthResponse> {
    const { state, events } = await this.runtime.commands.handle(
      userStreamId(userId),
      async (current) => ({
        type: 'LogIn',
        now: new Date(),
        passwordCorrect: await this.hasher.verify(current.passwordHash, password),
        codeHash: code === null ? null : this.codes.hash(userId, 'login', code),
        newCode: this.codes.create(userId, 'login'),
      }),
      userDecider,
      { context: { ...context, actorUserId: context.actorUserId ?? userId }, retries: 1 },
    );
    if (events.some((event) => event.type === 'VerificationCodeSent')) return verificationCodeRequired();
    return this.tokens.authResponse({ userId, userName: loginNameOf(state), roles: state.roles, securityStamp: state.securityStamp });
  }
}
