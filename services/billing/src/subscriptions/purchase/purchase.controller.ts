import { Body, Controller } from '@nestjs/common';
import { PurchaseRequest, SubscriptionSummary } from '@app/contracts';
import { CurrentUser, PostAction, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { PurchaseHandler } from './purchase.handler.js';

@Controller('api/subscription')
export class PurchaseController {
  constructor(private readonly handler: PurchaseHandler) {}

  /**
   * Signed in (not Client). 200 with the subscription (SubscriptionSummary). Declined card: 400 with
   * the card provider's message as Details. An active subscription (not cancelled): 409. The same
   * request again after it went through: 200, the same subscription, nothing charged.
   */
  @PostAction('purchase', SubscriptionSummary)
  purchase(@CurrentUser() user: Principal, @Body(new ZodPipe(PurchaseRequest)) body: PurchaseRequest, @WriteContext() context: AppendContext): Promise<SubscriptionSummary> {
    return this.handler.purchase(user, body, context);
  }
}
