import { Controller, Get, Query } from '@nestjs/common';
import { SubscriptionUser } from '@app/contracts';
import { CurrentUser, ListAnswer, type ListPage, type Principal } from '@app/platform';
import { SubscriptionQuery } from '../subscription.query.js';

@Controller('api/subscriptionUser')
export class SubscriptionUsersController {
  constructor(private readonly subscriptions: SubscriptionQuery) {}

  /**
   * List query (offset, limit, order, includes=subscription, filter on id, applicationUserId,
   * subscriptionId, created, isActive); total in x-total-count. Signed in; a caller who is not a site
   * admin or compliance reviewer only ever sees their own rows.
   */
  @Get()
  @ListAnswer(SubscriptionUser)
  list(@CurrentUser() user: Principal, @Query() query: Record<string, unknown>): Promise<ListPage<SubscriptionUser>> {
    return this.subscriptions.subscriptionUsers(user, query);
  }
}
