import { Roles, type Role } from '@app/contracts';
import { ForbiddenError, UnauthorizedError, type PlatformRuntime, type Principal } from '@app/platform';
import type { ReportingDatabase } from '../reporting-database.js';

/** Who may download a client's documents: their subscriber, and site admins. */
export const REPORT_ROLES = [Roles.SiteAdmin, Roles.Subscriber] as const;

/**
 * The caller of a download link opened in a new tab, named by identity's download token only
 * (`temporaryAccessToken`): none, an access token or an expired one is a 401; a role not in `roles` a 403.
 */
export async function downloadCaller(runtime: PlatformRuntime<ReportingDatabase>, downloadToken: string | undefined, roles: readonly Role[]): Promise<Principal> {
  if (!downloadToken) throw new UnauthorizedError();
  const caller = await runtime.verifier.verify(downloadToken, 'download');
  if (!roles.some((role) => caller.roles.includes(role))) throw new ForbiddenError();
  return caller;
}
