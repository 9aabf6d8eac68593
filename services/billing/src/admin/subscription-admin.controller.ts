import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Roles as RoleNames, Subscription, SubscriptionEdit } from '@app/contracts';
import { ApiAnswer, Roles, WriteContext, ZodPipe, type AppendContext } from '@app/platform';
import { SubscriptionQueries, toSubscription } from '../subscriptions/subscription.query.js';
import { SubscriptionAdminHandler } from './subscription-admin.handler.js';

/** Admin screens /subscription and /subscription/{id} (spec 01 §2, §7); compliance reviewers may read. */
@Controller('api/subscription')
export class SubscriptionAdminController {
  constructor(
    private readonly queries: SubscriptionQueries,
    private readonly handler: SubscriptionAdminHandler,
  ) {}

  /**
   * offset, limit, order, filter over id, displayName, priceName, stripeStatus, stripeExpiration
   * (date), stripeCustomerId, stripeSubscriptionId, stripePriceId, stripePromotionCodeId, isActive,
   * isEnterprise, created (date); default order created asc; the total in x-total-count.
   */
  @Get()
  @ApiAnswer(Subscription.array())
  @Roles(RoleNames.SiteAdmin, RoleNames.ComplianceReviewer)
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<Subscription[]> {
    const { subscriptions, total } = await this.queries.list(query);
    res.setHeader('x-total-count', String(total));
    return subscriptions;
  }

  /** The editor's record, with `concurrencyCheck` to send back on save. 404 'The subscription was not found.' */
  @Get(':id')
  @ApiAnswer(Subscription)
  @Roles(RoleNames.SiteAdmin, RoleNames.ComplianceReviewer)
  async get(@Param('id') id: string): Promise<Subscription> {
    return toSubscription(await this.queries.get(id));
  }

  /** Site admin. 200 with the saved record; 409 (the spec's text) when it was edited since it was loaded. */
  @Put(':id')
  @ApiAnswer(Subscription)
  @Roles(RoleNames.SiteAdmin)
  save(@Param('id') id: string, @Body(new ZodPipe(SubscriptionEdit)) body: SubscriptionEdit, @WriteContext() context: AppendContext): Promise<Subscription> {
    return this.handler.edit(id, body, context);
  }
}
