import { Controller, Get, Header } from '@nestjs/common';
import { PlanOffer, Plans } from '@app/contracts';
import { ApiAnswer, Public } from '@app/platform';
import { StripeConnection } from '../stripe/stripe-connection.js';

@Controller('api/subscription')
export class PlansController {
  constructor(private readonly connection: StripeConnection) {}

  /** The plans the sign-up wizard offers (spec 01 §9), each with the Stripe price it is sold at. Public. */
  @Public()
  @Get('plans')
  @ApiAnswer(PlanOffer.array())
  @Header('Cache-Control', 'public, max-age=300')
  plans(): PlanOffer[] {
    return Plans.map((plan) => ({ ...plan, priceId: this.connection.prices[plan.priceName] }));
  }
}
