import { Body, Controller, Delete, Get, Param } from '@nestjs/common';
import { AddEnterpriseMemberRequest, CreateEnterpriseSubscriptionRequest, EnterpriseMember, Roles as RoleNames, Subscription } from '@app/contracts';
import { ApiAnswer, CurrentUser, PostAction, Roles, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import type { z } from 'zod';
import { EnterpriseHandler } from './enterprise.handler.js';

@Controller('api/subscription')
export class EnterpriseController {
  constructor(private readonly handler: EnterpriseHandler) {}

  /** Site admin. `{ displayName, expiration: 'YYYY-MM-DD' }` (active through that day, UTC) -> 200 the subscription. */
  @PostAction('enterprise', Subscription)
  @Roles(RoleNames.SiteAdmin)
  create(
    @CurrentUser() admin: Principal,
    @Body(new ZodPipe(CreateEnterpriseSubscriptionRequest)) body: z.infer<typeof CreateEnterpriseSubscriptionRequest>,
    @WriteContext() context: AppendContext,
  ): Promise<Subscription> {
    return this.handler.create(admin, body.displayName, body.expiration, context);
  }

  /** Site admin. The members, oldest first (applicationUserId once identity linked them). */
  @Get(':id/members')
  @ApiAnswer(EnterpriseMember.array())
  @Roles(RoleNames.SiteAdmin)
  members(@Param('id') id: string): Promise<EnterpriseMember[]> {
    return this.handler.members(id);
  }

  /** Site admin. `{ email }` -> 200 the member. Already a member: 400; not an enterprise subscription: 400. */
  @PostAction(':id/members', EnterpriseMember)
  @Roles(RoleNames.SiteAdmin)
  addMember(
    @Param('id') id: string,
    @Body(new ZodPipe(AddEnterpriseMemberRequest)) body: z.infer<typeof AddEnterpriseMemberRequest>,
    @WriteContext() context: AppendContext,
  ): Promise<EnterpriseMember> {
    return this.handler.addMember(id, body.email, context);
  }

  /** Site admin. 200 `{}`; the member's access ends at once. Unknown member: 404. */
  @Delete(':id/members/:memberId')
  @Roles(RoleNames.SiteAdmin)
  async removeMember(@Param('id') id: string, @Param('memberId') memberId: string, @WriteContext() context: AppendContext): Promise<Record<string, never>> {
    await this.handler.removeMember(id, memberId, context);
    return {};
  }
}
