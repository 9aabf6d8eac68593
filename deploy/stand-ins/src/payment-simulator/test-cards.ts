/**
 * Stripe's test payment methods (https://docs.stripe.com/testing#declined-payments) as the simulator
 * knows them. Attaching one of the `pm_card_*` ids makes a new payment method with that card, as
 * Stripe does. A card declined on attach fails the attach itself; `pm_card_chargeCustomerFail`
 * attaches and then fails every charge.
 */
export interface TestCard {
  brand: string;
  last4: string;
  funding: 'credit' | 'debit';
  /** When the card is refused: never, already when attached, or at every charge. */
  decline?: { at: 'attach' | 'charge'; code: string; declineCode: string | null; message: string };
}

const declined = (at: 'attach' | 'charge', code: string, declineCode: string | null, message: string) => ({ at, code, declineCode, message });

export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  pm_card_visa: { brand: 'visa', last4: '4242', funding: 'credit' },
  pm_card_visa_debit: { brand: 'visa', last4: '5556', funding: 'debit' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', funding: 'credit' },
  pm_card_amex: { brand: 'amex', last4: '8431', funding: 'credit' },
  pm_card_discover: { brand: 'discover', last4: '1117', funding: 'credit' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', funding: 'credit', decline: declined('attach', 'card_declined', 'generic_decline', 'Your card was declined.') },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    funding: 'credit',
    decline: declined('attach', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'),
  },
  pm_card_chargeDeclinedExpiredCard: { brand: 'visa', last4: '0069', funding: 'credit', decline: declined('attach', 'expired_card', null, 'Your card has expired.') },
  pm_card_chargeDeclinedIncorrectCvc: {
    brand: 'visa',
    last4: '0127',
    funding: 'credit',
    decline: declined('attach', 'incorrect_cvc', null, "Your card's security code is incorrect."),
  },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', funding: 'credit', decline: declined('charge', 'card_declined', 'generic_decline', 'Your card was declined.') },
};
