import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { PlatformRuntime, type AppendContext } from '@app/platform';
import { userDecider } from '../users/user.decide.js';
import { userStreamId } from '../users/user.js';
import type { IdentityDatabase } from '../identity-database.js';

/**
 * Erases a user's personal data: deletes their key (every sealed field of theirs, in events here
 * and on the bus, reads as null from then on) and appends `PersonalDataErased`, whose projection
 * nulls the personal columns of `users`, all in one transaction. The account can no longer sign in.
 */
@Injectable()
export class UserErasure {
  constructor(private readonly runtime: PlatformRuntime<IdentityDatabase>) {}

  /** In `trx` when given (an event handler's), else in a transaction of its own. */
  async erase(userId: string, context: AppendContext = {}, trx?: Kysely<IdentityDatabase>): Promise<void> {
    if (!trx) return this.runtime.db.transaction().execute((own) => this.erase(userId, context, own));
    await this.runtime.vault.erase(userId, trx);
    await this.runtime.commands.handle(userStreamId(userId), { type: 'ErasePersonalData' }, userDecider, { context, trx });
  }
}
