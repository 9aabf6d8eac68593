import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { SubscriptionUser } from '@app/contracts';
import { ApiAnswer, CurrentUser, type Principal } from '@app/platform';
import { SubscriptionQueries } from '../subscriptions/subscription.query.js';

@Controller('api/subscriptionUser')
export class SubscriptionUsersController {
  constructor(private readonly queries: SubscriptionQueries) {}

  /**
   * List query (offset, limit, order, includes=subscription, filter on id, applicationUserId,
   * subscriptionId, created, isActive); total in x-total-count. Signed in; a caller who is not a site
   * admin or compliance reviewer only ever sees their own rows.
   */
  @Get()
  @ApiAnswer(SubscriptionUser.array())
  async list(@CurrentUser() user: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<SubscriptionUser[]> {
    const { rows, total } = await this.queries.subscriptionUsers(user, query);
    res.setHeader('x-total-count', String(total));
    return rows;
  }
}
