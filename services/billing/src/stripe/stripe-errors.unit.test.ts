import Stripe from 'stripe';
import { DomainError } from '@app/platform';
import { rethrowAsDomainError } from './stripe-errors.js';

const invalidRequest = (message: string, param?: string, code?: string) => new Stripe.errors.StripeInvalidRequestError({ type: 'invalid_request_error', message, param, code });

const outcome = (error: unknown) => {
  try {
    rethrowAsDomainError(error);
  } catch (thrown) {
    return thrown instanceof DomainError ? { status: thrown.status, message: thrown.message } : thrown;
  }
};

describe("Stripe's errors as answers", () => {
  it("answers a card's decline and a refusal the user can act on with Stripe's message (400)", () => {
    const declined = new Stripe.errors.StripeCardError({ type: 'card_error', message: 'Your card was declined.', code: 'card_declined' });
    expect(outcome(declined)).toEqual({ status: 400, message: 'Your card was declined.' });
    const promo = invalidRequest('This promotion code cannot be redeemed because the associated customer has prior transactions.', 'discounts[0][promotion_code]');
    expect(outcome(promo)).toMatchObject({ status: 400 });
  });

  it('keeps a price this Stripe account does not know (our configuration) and other failures unexpected', () => {
    const price = invalidRequest("No such price: 'price_typo'", 'items[0][price]', 'resource_missing');
    expect(outcome(price)).toBe(price);
    const unreachable = new Stripe.errors.StripeConnectionError({ type: 'api_error', message: 'An error occurred with our connection to Stripe.' });
    expect(outcome(unreachable)).toBe(unreachable);
  });
});
