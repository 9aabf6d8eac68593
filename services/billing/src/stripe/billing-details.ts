import type Stripe from 'stripe';
import type { BillingDetails } from '@app/contracts';

/**
 * Billing details (spec 02 §3) of a card payment method: the card from the payment method; name and
 * address from its billing details when the browser sent them, else the customer's (which billing
 * sets with every purchase and payment-method change).
 */
export function billingDetailsOf(paymentMethod: Stripe.PaymentMethod, customer: { name?: string | null; address?: Stripe.Address | null } | null): BillingDetails {
  const own = paymentMethod.billing_details;
  const address = own?.address?.line1 ? own.address : (customer?.address ?? null);
  return {
    last4: paymentMethod.card?.last4 ?? null,
    expMonth: paymentMethod.card?.exp_month ?? null,
    expYear: paymentMethod.card?.exp_year ?? null,
    name: own?.name || customer?.name || null,
    line1: address?.line1 || null,
    line2: address?.line2 || null,
    city: address?.city || null,
    state: address?.state || null,
    postalCode: address?.postal_code || null,
  };
}
