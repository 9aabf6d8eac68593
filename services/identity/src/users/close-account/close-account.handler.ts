import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { CloseAccountRequest } from '@app/contracts';
import { PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import { UserErasure } from '../../personal-data-erasure/user-erasure.js';
import { PasswordHasher } from '../../security/passwords.js';
import { RateLimits } from '../../security/rate-limits.js';
import { userDecider } from '../user.decide.js';
import { userStreamId } from '../user.js';
import type { IdentityDatabase } from '../../identity-database.js';

/**
 * A subscriber closes their own account (issue 36), confirmed by the password: `AccountClosed` and, in the
 * same transaction, the erasure (`PersonalDataErased`, their key deleted): every session ends, the account
 * cannot sign in, and every service forgets them. Clients deletes each of their clients on `AccountClosed`.
 */
@Injectable()
export class CloseAccountHandler {
  constructor(
    private readonly runtime: PlatformRuntime<IdentityDatabase>,
    private readonly hasher: PasswordHasher,
    private readonly limits: RateLimits,
    private readonly erasure: UserErasure,
  ) {}

  async close(user: Principal, { password }: CloseAccountRequest, req: Request, context: AppendContext): Promise<Record<string, never>> {
    return this.limits.attempt('confirm-password', user.id, req, async () => {
      const stream = userStreamId(user.id);
      const { state } = await this.runtime.commands.load(stream, userDecider);
      const passwordCorrect = await this.hasher.verify(state.passwordHash, password);
      await this.runtime.db.transaction().execute(async (trx) => {
        await this.runtime.commands.handle(stream, { type: 'CloseAccount', passwordCorrect }, userDecider, { context, trx });
        await this.erasure.erase(user.id, context, trx);
      });
      return {};
    });
  }
}
