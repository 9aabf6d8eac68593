import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { RequestPasswordResetRequest, ResetPasswordRequest } from '@app/contracts';
import { PlatformRuntime, type AppendContext } from '@app/platform';
import { assertPasswordNotCommon, PasswordHasher } from '../../security/passwords.js';
import { RateLimits } from '../../security/rate-limits.js';
import { sha256Hex } from '../../security/secrets.js';
import { InvalidResetLinkError, invalidResetLink, userDecider } from '../user.decide.js';
import { userStreamId } from '../user.js';
import { UserDirectory } from '../user-directory.js';
import { ResetRequestQueue } from '../reset-request-queue.js';
import type { IdentityDatabase } from '../../identity-database.js';

/**
 * Reset by emailed link (texted, for a client invited by text message alone); the notification
 * service sends the link, reading the sealed token through identity's vault. Neither call may tell
 * whether an address has an account, by its answer or by its time: a request is recorded alike for
 * every address and looked up after the answer (ResetRequestQueue), and a reset does the same work
 * (hash, look-up, stream read, nothing written) for an unknown address as for a wrong link.
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

  async requestReset({ email: loginName }: RequestPasswordResetRequest, req: Request, context: AppendContext): Promise<Record<string, never>> {
    await this.limits.consume('request-password-reset', loginName, req);
    await this.requests.add(loginName, context);
    return {};
  }

  /** `email` is the login name the link was sent for; of its accounts, the one whose current token this is. */
  async reset({ email: loginName, token, password }: ResetPasswordRequest, req: Request, context: AppendContext): Promise<Record<string, never>> {
    return this.limits.attempt('reset-password', loginName, req, async () => {
      assertPasswordNotCommon(password, 'password');
      const passwordHash = await this.hasher.hash(password);
      const accounts = await this.directory.findByLoginName(loginName);
      // An unknown name reads a stream that does not exist, and is refused like a wrong link.
      const userIds = accounts.length > 0 ? accounts.map((account) => account.id) : [randomUUID()];
      for (const userId of userIds) {
        const changed = await this.runtime.commands
          .handle(userStreamId(userId), { type: 'ResetPassword', now: new Date(), tokenHash: sha256Hex(token), passwordHash }, userDecider, {
            context: { ...context, actorUserId: context.actorUserId ?? userId },
            retries: 1,
          })
          .then(
            () => true,
            (error: unknown) => {
              if (error instanceof InvalidResetLinkError) return false;
              throw error;
            },
          );
        if (changed) return {};
      }
      throw invalidResetLink();
    });
  }
}
