import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { DisableTwoFactorRequest, VerifyPhoneNumberRequest, VerifyVerificationCodeRequest } from '@app/contracts';
import { PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import { PasswordHasher } from '../../security/passwords.js';
import { RateLimits } from '../../security/rate-limits.js';
import { VerificationCodes } from '../../security/verification-codes.js';
import { userDecider } from '../user.decide.js';
import { userStreamId } from '../user.js';
import type { IdentityDatabase } from '../../identity-database.js';

/**
 * Enabling SMS two-factor: a code goes to the phone number (the notification service sends the
 * SMS), and entering it turns two-factor on for that number (again with a new number: the phone
 * changes). Five wrong entries void the code. The password turns it off (issue 36).
 */
@Injectable()
export class TwoFactorHandler {
  constructor(
    private readonly runtime: PlatformRuntime<IdentityDatabase>,
    private readonly codes: VerificationCodes,
    private readonly limits: RateLimits,
    private readonly hasher: PasswordHasher,
  ) {}

  async sendCode(user: Principal, { phoneNumber }: VerifyPhoneNumberRequest, req: Request, context: AppendContext): Promise<Record<string, never>> {
    await this.limits.consume('verification-code', user.id, req);
    const command = { type: 'SendTwoFactorCode', phoneNumber, newCode: this.codes.create(user.id, 'enable-two-factor') } as const;
    await this.runtime.commands.handle(userStreamId(user.id), command, userDecider, { context, retries: 1 });
    return {};
  }

  async enable(user: Principal, { verificationCode }: VerifyVerificationCodeRequest, req: Request, context: AppendContext): Promise<Record<string, never>> {
    return this.limits.attempt('verification-code', user.id, req, async () => {
      const codeHash = this.codes.hash(user.id, 'enable-two-factor', verificationCode);
      await this.runtime.commands.handle(userStreamId(user.id), { type: 'EnableTwoFactor', now: new Date(), codeHash }, userDecider, { context, retries: 1 });
      return {};
    });
  }

  async disable(user: Principal, { password }: DisableTwoFactorRequest, req: Request, context: AppendContext): Promise<Record<string, never>> {
    return this.limits.attempt('confirm-password', user.id, req, async () => {
      await this.runtime.commands.handle(
        userStreamId(user.id),
        async (current) => ({ type: 'DisableTwoFactor', passwordCorrect: await this.hasher.verify(current.passwordHash, password) }),
        userDecider,
        { context, retries: 1 },
      );
      return {};
    });
  }
}
