import { Controller, Get, Param } from '@nestjs/common';
import type Stripe from 'stripe';
import { BillingDetails, Messages } from '@app/contracts';
import { ApiAnswer, CurrentUser, DomainError, type Principal } from '@app/platform';
import { billingDetailsOf } from '../../stripe/billing-details.js';
import { isMissingResource } from '../../stripe/stripe-errors.js';
import { StripeConnection } from '../../stripe/stripe-connection.js';
import { SubscriptionQuery } from '../subscription.query.js';

const unableToLoad = () => new DomainError(404, Messages.unableToLoadPaymentMethod);

@Controller('api/subscription')
export class StripeDetailsController {
  constructor(
    private readonly subscriptions: SubscriptionQuery,
    private readonly connection: StripeConnection,
  ) {}

  /**
   * The card and billing address on file (the Stripe customer's default payment method). Its users
   * and site admins; 403 otherwise, 404 for an unknown id. No card on
   * file (an enterprise subscription, a removed customer): 404 'Unable to load payment method'.
   */
  @Get(':id/stripeDetails')
  @ApiAnswer(BillingDetails)
  async details(@CurrentUser() user: Principal, @Param('id') id: string): Promise<BillingDetails> {
    const row = await this.subscriptions.getFor(user, id);
    if (!row.stripe_customer_id) throw unableToLoad();
    let customer: Stripe.Customer | Stripe.DeletedCustomer;
    try {
      customer = await this.connection.stripe.customers.retrieve(row.stripe_customer_id, { expand: ['invoice_settings.default_payment_method'] });
    } catch (error) {
      if (isMissingResource(error)) throw unableToLoad();
      throw error;
    }
    if (customer.deleted) throw unableToLoad();
    const paymentMethod = customer.invoice_settings.default_payment_method;
    if (!paymentMethod || typeof paymentMethod === 'string') throw unableToLoad();
    return billingDetailsOf(paymentMethod, customer);
  }
}
