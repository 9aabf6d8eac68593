import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Roles, type ContactRequest, type IdentityEventData } from '@app/contracts';
import { sql } from 'kysely';
import { PlatformRuntime, type AppendContext } from '@app/platform';
import { RateLimits } from '../security/rate-limits.js';
import type { IdentityDatabase } from '../identity-database.js';

export const inquiryStreamId = (inquiryId: string) => `inquiry-${inquiryId}`;

/**
 * `POST /api/contact` (issue 36, item 13): a firm's enterprise inquiry, recorded as `EnterpriseInquiryReceived`
 * on its own stream with the site admins of the moment (live, enabled accounts), whom notification mails.
 * Anyone may send it, under the attempt limits of the address and the sender's email.
 */
@Injectable()
export class ContactHandler {
  constructor(
    private readonly runtime: PlatformRuntime<IdentityDatabase>,
    private readonly limits: RateLimits,
  ) {}

  async receive(request: ContactRequest, req: Request, context: AppendContext): Promise<Record<string, never>> {
    await this.limits.consume('contact', request.email, req);
    const admins = await this.runtime.db
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`${Roles.SiteAdmin} = any(roles)`)
      .where('erased', '=', false)
      .where('disabled', '=', false)
      .orderBy('id')
      .execute();
    const inquiryId = randomUUID();
    const data: IdentityEventData<'EnterpriseInquiryReceived'> = {
      inquiryId,
      name: request.name,
      email: request.email,
      firm: request.firm,
      phoneNumber: request.phoneNumber ?? null,
      seats: request.seats ?? null,
      message: request.message,
      siteAdminIds: admins.map((admin) => admin.id),
    };
    await this.runtime.store.append(inquiryStreamId(inquiryId), [{ type: 'EnterpriseInquiryReceived', data }], { expectedVersion: 0, context });
    return {};
  }
}
