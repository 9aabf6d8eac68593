import { Body, Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { PromotionCodeValidation, ValidatePromotionCodeRequest } from '@app/contracts';
import { CurrentUser, PostAction, ZodPipe, type Principal } from '@app/platform';
import type { z } from 'zod';
import { Clock } from '../../clock.js';
import { assertMayBuy } from '../../subscriptions/subscription-rules.js';
import { StripeConnection } from '../../stripe/stripe-connection.js';
import { PromotionCodeAttempts } from '../promotion-code-attempts.js';
import { invalidCode, isRedeemable, validationOf } from '../promotion-codes.js';

@Controller('api/subscription')
export class ValidatePromotionCodeController {
  constructor(
    private readonly connection: StripeConnection,
    private readonly clock: Clock,
    private readonly attempts: PromotionCodeAttempts,
  ) {}

  /**
   * 200 `{ isValid, code, id, amountOff (cents), percentOff }`. Unknown, inactive and expired codes
   * answer `isValid: false` with nulls. Signed-in callers only (the wizard asks after step 0), so
   * codes cannot be guessed anonymously; Clients may not (403). Codes that are not valid are limited (429).
   */
  @PostAction('validatePromotionCode', PromotionCodeValidation)
  async validate(
    @CurrentUser() user: Principal,
    @Body(new ZodPipe(ValidatePromotionCodeRequest)) body: z.infer<typeof ValidatePromotionCodeRequest>,
    @Req() req: Request,
  ): Promise<PromotionCodeValidation> {
    assertMayBuy(user);
    return this.attempts.attempt(
      'validate-promotion-code',
      user.id,
      req,
      () => this.lookUp(body.code),
      (answer) => !answer.isValid,
    );
  }

  private async lookUp(code: string): Promise<PromotionCodeValidation> {
    // Stripe's code alphabet; anything else cannot be a code (and never reaches Stripe).
    if (!/^[A-Za-z0-9-]+$/.test(code)) return invalidCode(code);
    const { data } = await this.connection.stripe.promotionCodes.list({ code, active: true, limit: 10, expand: ['data.promotion.coupon'] });
    const now = this.clock.now();
    const usable = data.find((promotion) => promotion.code.toLowerCase() === code.toLowerCase() && isRedeemable(promotion, now));
    return usable ? validationOf(usable) : invalidCode(code);
  }
}
