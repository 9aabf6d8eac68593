import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { Roles as RoleNames, Subscription, SubscriptionEdit } from '@app/contracts';
import { ApiAnswer, ListAnswer, Roles, WriteContext, ZodPipe, type AppendContext, type ListPage } from '@app/platform';
import { SubscriptionQuery } from '../subscription.query.js';
import { SubscriptionAdminHandler } from './subscription-admin.handler.js';

/** Admin screens /subscription and /subscription/{id} (spec 01 §2, §7): site admins. */
@Controller('api/subscription')
export class SubscriptionAdminController {
  constructor(
    private readonly subscriptions: SubscriptionQuery,
    private readonly handler: SubscriptionAdminHandler,
  ) {}

  /**
   * offset, limit, order, filter over id, displayName, priceName, stripeStatus, stripeExpiration
   * (date), stripeCustomerId, stripeSubscriptionId, stripePriceId, stripePromotionCodeId, isActive,
   * isEnterprise, created (date); default order created asc; the total in x-total-count.
   */
  @Get()
  @ListAnswer(Subscription)
  @Roles(RoleNames.SiteAdmin)
  list(@Query() query: Record<string, unknown>): Promise<ListPage<Subscription>> {
    return this.subscriptions.list(query);
  }

  /** The editor's record, with `concurrencyCheck` to send back on save. 404 'The subscription was not found.' */
  @Get(':id')
  @ApiAnswer(Subscription)
  @Roles(RoleNames.SiteAdmin)
  async get(@Param('id') id: string): Promise<Subscription> {
    return this.subscriptions.forAdmin(id);
  }

  /** Site admin. 200 with the saved record; 409 (the spec's text) when it was edited since it was loaded. */
  @Put(':id')
  @ApiAnswer(Subscription)
  @Roles(RoleNames.SiteAdmin)
  save(@Param('id') id: string, @Body(new ZodPipe(SubscriptionEdit)) body: SubscriptionEdit, @WriteContext() context: AppendContext): Promise<Subscription> {
    return this.handler.edit(id, body, context);
  }
}
