import { Injectable } from '@nestjs/common';
import { Roles } from '@app/contracts';
import { UnauthorizedError, type Principal } from '@app/platform';
import type { TokenStamps } from '../tokens/token-stamps.js';
import { UserDirectory } from './user-directory.js';
import type { UserRow } from '../identity-database.js';

/**
 * Whether a session may go on (refresh, spoof login): its user still exists, is not erased or disabled and has
 * the security stamp the token carries; a spoofed session also needs its admin to be a site admin
 * still, with an unchanged stamp. 401 otherwise. Read from the `users` read model.
 */
@Injectable()
export class CurrentSessions {
  constructor(private readonly directory: UserDirectory) {}

  async userOf(user: Principal, stamps: TokenStamps): Promise<UserRow> {
    const row = await this.directory.findById(user.id);
    if (!row || row.erased || row.disabled || row.security_stamp !== stamps.securityStamp) throw new UnauthorizedError();
    if (user.spoofedBy) {
      const admin = await this.directory.findById(user.spoofedBy);
      if (!admin || admin.erased || !admin.roles.includes(Roles.SiteAdmin) || admin.security_stamp !== stamps.spoofedByStamp) throw new UnauthorizedError();
    }
    return row;
  }
}
