import type Stripe from 'stripe';
import type { PurchaseRequest, UpdatePaymentMethodRequest } from '@app/contracts';

type AddressFields = Pick<PurchaseRequest & UpdatePaymentMethodRequest, 'line1' | 'line2' | 'city' | 'state' | 'postalCode' | 'country'>;

/** The billing address a purchase or a payment-method change sends, as Stripe takes it (country US unless given). */
export const stripeAddressOf = (request: AddressFields): Stripe.AddressParam => ({
  line1: request.line1,
  line2: request.line2 || '',
  city: request.city,
  state: request.state || '',
  postal_code: request.postalCode!,
  country: (request.country || 'US').toUpperCase(),
});
