import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { AdminPagesTokenAnswer, AdminPagesTokenRequest, Roles, ServicePaths } from '@app/contracts';
import { ApiAnswer, ForbiddenError, PlatformRuntime, Public, spendToken, UnauthorizedError, ZodPipe } from '@app/platform';
import type { IdentityDatabase } from '../identity-database.js';

/**
 * The gateway's check of a site admin's temporary access token for the admin pages (`/hangfire`,
 * `/swagger`), on identity's own port (never routed: the gateway proxies only `/api`). The token is
 * identity's download token: checked as every service checks one (its signature, its session not
 * ended), and spent by its exchange for the cookie, so a link with it works once; the cookie then
 * carries it to the pages until it expires.
 */
@Controller()
export class AdminPagesTokenController {
  constructor(private readonly runtime: PlatformRuntime<IdentityDatabase>) {}

  @Public()
  @Post(ServicePaths.adminPagesToken)
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(AdminPagesTokenAnswer)
  async check(@Body(new ZodPipe(AdminPagesTokenRequest)) { token, exchange }: AdminPagesTokenRequest): Promise<AdminPagesTokenAnswer> {
    const verified = await this.runtime.verifier.check(token, 'download');
    if (!verified.caller.roles.includes(Roles.SiteAdmin)) throw new ForbiddenError();
    if (exchange && !(await spendToken(this.runtime.db, verified))) throw new UnauthorizedError();
    return { expiresAt: new Date(verified.expiresAt).toISOString() };
  }
}
