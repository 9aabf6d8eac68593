import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { RequestPasswordResetRequest, ResetPasswordRequest } from '@app/contracts';
import { PlatformRuntime, type AppendContext } from '@app/platform';
import { assertPasswordNotCommon, PasswordHasher } from '../security/passwords.js';
import { RateLimits } from '../security/rate-limits.js';
import { sha256Hex } from '../security/secrets.js';
import { userDecider } from '../users/user.decide.js';
import { userStreamId } from '../users/user.js';
import { UserDirectory } from '../users/user-directory.js';
import { ResetRequestQueue } from './reset-request-queue.js';
import type { IdentityDatabase } from '../identity-database.js';

/**
 * Reset by emailed link; the notification service mails the link, reading the sealed token through
 * identity's vault. Neither call may tell whether an address has an account, by its answer or by
 * its time: a request is recorded alike for every address and looked up after the answer
 * (ResetRequestQueue), and a reset does the same work (hash, look-up, stream read, nothing written)
 * for an unknown address as for a wrong link.
 */
@Injectable()
export class PasswordResetHandler {
  constructor(
    private readonly runtime: PlatformRuntime<IdentityDatabase>,
    private readonly directory: UserDirectory,
    private readonly hasher: PasswordHasher,
    private readonly limits: RateLimits,
    private readonly requests: ResetRequestQueue,
  ) {}

  async requestReset({ email }: RequestPasswordResetRequest, req: Request, context: AppendContext): Promise<Record<string, never>> {
    await this.limits.consume('request-password-reset', email, req);
    await this.requests.add(email, context);
    return {};
  }

  async reset({ email, token, password }: ResetPasswordRequest, req: Request, context: AppendContext): Promise<Record<string, never>> {
    await this.limits.consume('reset-password', email, req);
    assertPasswordNotCommon(password, 'password');
    const passwordHash = await this.hasher.hash(password);
    // An unknown address reads a stream that does not exist, and is refused like a wrong link.
    const userId = (await this.directory.findByEmail(email))?.id ?? randomUUID();
    await this.runtime.commands.handle(
      userStreamId(userId),
      { type: 'ResetPassword', now: new Date(), tokenHash: sha256Hex(token), passwordHash },
      userDecider,
      { context: { ...context, actorUserId: context.actorUserId ?? userId }, retries: 1 },
    );
    return {};
  }
}
