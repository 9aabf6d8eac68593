import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { RequestPasswordResetRequest, ResetPasswordRequest } from '@app/contracts';
import type { AppendContext } from '@app/platform';
import { assertPasswordNotCommon, PasswordHasher } from '../security/passwords.js';
import { RateLimits } from '../security/rate-limits.js';
import { newResetToken, sha256Hex } from '../security/secrets.js';
import { UserCommands } from '../users/user-commands.js';
import { invalidResetLink } from '../users/user.decide.js';
import { UserDirectory } from '../users/user-directory.js';

/**
 * Reset by emailed link. The request answers the same whether or not the address has an account;
 * the notification service mails the link, reading the sealed token through identity's vault.
 */
@Injectable()
export class PasswordResetHandler {
  constructor(
    private readonly users: UserCommands,
    private readonly directory: UserDirectory,
    private readonly hasher: PasswordHasher,
    private readonly limits: RateLimits,
  ) {}

  async requestReset({ email }: RequestPasswordResetRequest, req: Request, context: AppendContext): Promise<Record<string, never>> {
    await this.limits.consume('request-password-reset', email, req);
    const user = await this.directory.findByEmail(email);
    if (user?.email) {
      const userEmail = user.email;
      await this.users.execute(user.id, () => ({ type: 'RequestPasswordReset', email: userEmail, ...newResetToken() }), context);
    }
    return {};
  }

  async reset({ email, token, password }: ResetPasswordRequest, req: Request, context: AppendContext): Promise<Record<string, never>> {
    await this.limits.consume('reset-password', email, req);
    assertPasswordNotCommon(password, 'password');
    const user = await this.directory.findByEmail(email);
    if (!user) throw invalidResetLink();
    const passwordHash = await this.hasher.hash(password);
    await this.users.execute(
      user.id,
      () => ({ type: 'ResetPassword', now: new Date(), tokenHash: sha256Hex(token), passwordHash }),
      { ...context, actorUserId: context.actorUserId ?? user.id },
    );
    return {};
  }
}
