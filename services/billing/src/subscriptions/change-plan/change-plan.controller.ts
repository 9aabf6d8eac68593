import { Body, Controller } from '@nestjs/common';
import { ChangePlanRequest, SubscriptionSummary } from '@app/contracts';
import { CurrentUser, PostAction, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { ChangePlanHandler } from './change-plan.handler.js';

@Controller('api/subscription')
export class ChangePlanController {
  constructor(private readonly handler: ChangePlanHandler) {}

  /**
   * Its users and site admins (403 otherwise, 404 unknown id). 200 with the subscription on its new plan and
   * period. Enterprise, inactive or canceled: 400; a declined card: 400 with the card provider's message.
   */
  @PostAction('changePlan', SubscriptionSummary)
  changePlan(@CurrentUser() user: Principal, @Body(new ZodPipe(ChangePlanRequest)) body: ChangePlanRequest, @WriteContext() context: AppendContext): Promise<SubscriptionSummary> {
    return this.handler.changePlan(user, body.subscriptionId, body.priceName, context);
  }
}
