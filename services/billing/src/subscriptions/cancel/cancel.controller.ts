import { Body, Controller } from '@nestjs/common';
import { CancelSubscriptionRequest, SubscriptionSummary } from '@app/contracts';
import { CurrentUser, PostAction, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import type { z } from 'zod';
import { CancelHandler } from './cancel.handler.js';

@Controller('api/subscription')
export class CancelController {
  constructor(private readonly handler: CancelHandler) {}

  /**
   * Its users and site admins (403 otherwise, 404 unknown id). 200 with the subscription: still
   * active until stripeExpiration, stripeStatus 'canceled'. Enterprise or inactive: 400.
   */
  @PostAction('cancel', SubscriptionSummary)
  cancel(
    @CurrentUser() user: Principal,
    @Body(new ZodPipe(CancelSubscriptionRequest)) body: z.infer<typeof CancelSubscriptionRequest>,
    @WriteContext() context: AppendContext,
  ): Promise<SubscriptionSummary> {
    return this.handler.cancel(user, body.subscriptionId, context);
  }
}
