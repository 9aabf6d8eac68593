import { Injectable } from '@nestjs/common';
import type { ChangePasswordRequest } from '@app/contracts';
import type { AppendContext, Principal } from '@app/platform';
import { assertPasswordNotCommon, PasswordHasher } from '../security/passwords.js';
import { UserCommands } from '../users/user-commands.js';

/** The signed-in user's own password; who may is checked by OwnAccountSecurityGuard. */
@Injectable()
export class ChangePasswordHandler {
  constructor(
    private readonly users: UserCommands,
    private readonly hasher: PasswordHasher,
  ) {}

  async change(user: Principal, { oldPassword, newPassword }: ChangePasswordRequest, context: AppendContext): Promise<Record<string, never>> {
    assertPasswordNotCommon(newPassword, 'newPassword');
    const passwordHash = await this.hasher.hash(newPassword);
    await this.users.execute(
      user.id,
      async (state) => ({ type: 'ChangePassword', oldPasswordCorrect: await this.hasher.verify(state.passwordHash, oldPassword), passwordHash }),
      context,
    );
    return {};
  }
}
