import { Injectable } from '@nestjs/common';
import type { ApplicationUser, SaveApplicationUserRequest } from '@app/contracts';
import { NotFoundError, PlatformRuntime, isUuid, type AppendContext, type Principal } from '@app/platform';
import { newResetToken } from '../../security/secrets.js';
import { ApplicationUserQuery } from '../application-users/application-user.query.js';
import { emailTaken, userDecider, type UserCommand } from '../user.decide.js';
import { userStreamId } from '../user.js';
import { UserDirectory } from '../user-directory.js';
import type { IdentityDatabase } from '../../identity-database.js';

/**
 * A site admin mends an account (issue 36): the user editor's name and email, disabling and enabling
 * the account (disabling ends its sessions at once: `AccountDisabled` raises its security stamp, which
 * every service follows), and a password reset link sent to the account's address. Each event names the admin.
 */
@Injectable()
export class AccountAdminHandler {
  constructor(
    private readonly runtime: PlatformRuntime<IdentityDatabase>,
    private readonly directory: UserDirectory,
    private readonly users: ApplicationUserQuery,
  ) {}

  async save(admin: Principal, userId: string, { email, firstName, lastName }: SaveApplicationUserRequest, context: AppendContext): Promise<ApplicationUser> {
    const user = await this.existing(userId);
    // Addresses are unique among accounts that are not clients' (clients' may share one).
    if (user.client_id === null && user.email !== email) {
      const holder = await this.directory.findByEmail(email);
      if (holder && holder.id !== userId) throw emailTaken();
    }
    await this.run(admin, userId, { type: 'ChangeContact', email }, context);
    if (firstName !== undefined || lastName !== undefined) {
      const names = { firstName: firstName ?? user.first_name ?? '', lastName: lastName ?? user.last_name ?? '' };
      if (names.firstName !== (user.first_name ?? '') || names.lastName !== (user.last_name ?? '')) await this.run(admin, userId, { type: 'NameAccount', ...names }, context);
    }
    return this.users.get(userId, {});
  }

  async disable(admin: Principal, userId: string, context: AppendContext): Promise<Record<string, never>> {
    await this.existing(userId);
    await this.run(admin, userId, { type: 'DisableAccount', adminUserId: admin.spoofedBy ?? admin.id }, context);
    return {};
  }

  async enable(admin: Principal, userId: string, context: AppendContext): Promise<Record<string, never>> {
    await this.existing(userId);
    await this.run(admin, userId, { type: 'EnableAccount', adminUserId: admin.spoofedBy ?? admin.id }, context);
    return {};
  }

  /** The link goes by the account's channel (email, or text for a client invited by phone), as a requested one does. */
  async sendPasswordReset(admin: Principal, userId: string, context: AppendContext): Promise<Record<string, never>> {
    await this.existing(userId);
    await this.run(admin, userId, { type: 'RequestPasswordReset', ...newResetToken() }, context);
    return {};
  }

  private async existing(userId: string) {
    const user = isUuid(userId) ? await this.directory.findById(userId) : undefined;
    if (!user || user.erased) throw new NotFoundError('The user');
    return user;
  }

  private run(admin: Principal, userId: string, command: UserCommand, context: AppendContext) {
    return this.runtime.commands.handle(userStreamId(userId), command, userDecider, { context: { ...context, actorUserId: admin.id }, retries: 1 });
  }
}
