import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { BillingDetails, UpdatePaymentMethodRequest } from '@app/contracts';
import type { AppendContext, Principal } from '@app/platform';
import { billingDetailsOf } from '../../stripe/billing-details.js';
import { stripeAddressOf } from '../../stripe/stripe-address.js';
import { rethrowAsDomainError } from '../../stripe/stripe-errors.js';
import { StripeConnection } from '../../stripe/stripe-connection.js';
import type { SubscriptionAggregate } from '../subscription.js';
import { SubscriptionCommands } from '../subscription.commands.js';
import { paymentMethodCustomerOf } from '../subscription.decide.js';

/**
 * POST /api/subscription/updatePaymentMethod: the new card is attached to the subscription's Stripe
 * customer and becomes the default of the customer (with the new name and address) and of the
 * subscription while it runs. Recorded as PaymentMethodUpdated (card and address, the address
 * sealed as the purchaser's personal data). Idempotency keys: the subscription, the request and
 * the number of earlier changes, so a retried request changes nothing twice. Stripe is asked between
 * load and decide; a concurrent write makes it all run again on the fresh state.
 */
@Injectable()
export class UpdatePaymentMethodHandler {
  constructor(
    private readonly commands: SubscriptionCommands,
    private readonly connection: StripeConnection,
  ) {}

  async update(user: Principal, request: UpdatePaymentMethodRequest, context: AppendContext): Promise<BillingDetails> {
    let details: BillingDetails | undefined;
    await this.commands.handleFor(
      user,
      request.subscriptionId,
      async (state) => {
        details = await this.updateAtStripe(request, state);
        return { type: 'UpdatePaymentMethod', userId: state.purchaserId ?? user.id, ...details };
      },
      context,
    );
    return details!;
  }

  /** The card attached and made the default; refusals (enterprise, no card on file) before Stripe is asked. */
  private async updateAtStripe(request: UpdatePaymentMethodRequest, state: SubscriptionAggregate): Promise<BillingDetails> {
    const customerId = paymentMethodCustomerOf(state);
    const { subscriptionId } = request;
    const attempt = createHash('sha256')
      .update(
        JSON.stringify([
          subscriptionId,
          request.paymentMethodId,
          request.name,
          request.line1,
          request.line2 || null,
          request.city,
          request.state || null,
          request.postalCode,
          request.country || 'US',
          state.paymentMethodUpdates,
        ]),
      )
      .digest('hex')
      .slice(0, 40);
    const { stripe } = this.connection;
    try {
      const paymentMethod = await stripe.paymentMethods.attach(request.paymentMethodId, { customer: customerId }, { idempotencyKey: `pm-update-${attempt}-attach` });
      const customer = await stripe.customers.update(
        customerId,
        { name: request.name, address: stripeAddressOf(request), invoice_settings: { default_payment_method: paymentMethod.id } },
        { idempotencyKey: `pm-update-${attempt}-customer` },
      );
      if (state.stripeSubscriptionId && state.snapshot?.isActive) {
        await stripe.subscriptions.update(state.stripeSubscriptionId, { default_payment_method: paymentMethod.id }, { idempotencyKey: `pm-update-${attempt}-subscription` });
      }
      return billingDetailsOf(paymentMethod, customer);
    } catch (error) {
      rethrowAsDomainError(error);
    }
  }
}
