/** Billing details handed to the card provider with the card. */
export interface CardBillingDetails {
  name: string;
  address: {
    line1: string;
    line2?: string;
    city: string;
    state?: string;
    postal_code: string;
    country?: string;
  };
}

/** The address fields of the payment forms, as typed. */
export interface AddressValues {
  line1: string;
  line2?: string | null;
  city: string;
  state?: string | null;
  postalCode: string;
  country?: string | null;
}

const blankToNull = (value: string | undefined | null) => (value && value.trim() !== '' ? value.trim() : null);

/** The typed address as our API takes it. */
export function addressPayload(values: AddressValues) {
  return {
    line1: values.line1.trim(),
    line2: blankToNull(values.line2),
    city: values.city.trim(),
    state: values.state ?? null,
    postalCode: values.postalCode.trim(),
  };
}

/** The typed address as the card provider takes it. */
export function cardBillingDetails(name: string, values: AddressValues): CardBillingDetails {
  const address = addressPayload(values);
  return {
    name,
    address: {
      line1: address.line1,
      line2: address.line2 ?? undefined,
      city: address.city,
      state: address.state ?? undefined,
      postal_code: address.postalCode,
      country: values.country ?? undefined,
    },
  };
}

export type PaymentMethodResult = { paymentMethodId: string } | { error: string };

/** What a card field offers its form: turn the entered card into a payment method id (or the provider's error). */
export interface CardHandle {
  createPaymentMethod(billing: CardBillingDetails): Promise<PaymentMethodResult>;
}

/**
 * The local payment simulator's test cards (used when no Stripe key is configured): the card numbers Stripe
 * documents for tests, mapped to the payment-method ids the simulator knows.
 */
export const testCards: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '4000000000000002': 'pm_card_chargeDeclined',
};

/** The simulator's payment-method id for a typed card number, or null. */
export function testPaymentMethodId(cardNumber: string | undefined | null): string | null {
  const digits = (cardNumber ?? '').replace(/[\s-]/g, '');
  return testCards[digits] ?? null;
}
