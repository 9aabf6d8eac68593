import { Body, Controller } from '@nestjs/common';
import { BillingDetails, UpdatePaymentMethodRequest } from '@app/contracts';
import { CurrentUser, PostAction, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { UpdatePaymentMethodHandler } from './update-payment-method.handler.js';

@Controller('api/subscription')
export class UpdatePaymentMethodController {
  constructor(private readonly handler: UpdatePaymentMethodHandler) {}

  /**
   * Its users and site admins (403 otherwise, 404 unknown id). 200 with the new billing details. A
   * refused card: 400 with the card provider's message. Enterprise subscription: 400.
   */
  @PostAction('updatePaymentMethod', BillingDetails)
  update(
    @CurrentUser() user: Principal,
    @Body(new ZodPipe(UpdatePaymentMethodRequest)) body: UpdatePaymentMethodRequest,
    @WriteContext() context: AppendContext,
  ): Promise<BillingDetails> {
    return this.handler.update(user, body, context);
  }
}
