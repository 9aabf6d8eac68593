import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Roles } from '@app/contracts';
import { ForbiddenError, UnauthorizedError, type CallerRequest, type Principal } from '@app/platform';

/**
 * Changing the password and setting up two-factor authentication are for the account's owner:
 * not for clients (spec 01 §2, §6: hidden from clients) and not from a spoofed session, where a
 * site admin acts as the user and must not take the account over.
 */
export function assertMayManageOwnSecurity(user: Principal | undefined): void {
  if (!user) throw new UnauthorizedError();
  if (user.roles.includes(Roles.Client) || user.spoofedBy) throw new ForbiddenError();
}

/** The rule above as a guard, so it answers 403 before the body is validated. */
export class OwnAccountSecurityGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    assertMayManageOwnSecurity(context.switchToHttp().getRequest<CallerRequest>().user);
    return true;
  }
}
