import Stripe from 'stripe';
import { DomainError } from '@app/platform';

/** A card refused by the card provider (declined, expired, insufficient funds, ...). */
export const isCardError = (error: unknown): error is Stripe.errors.StripeCardError => error instanceof Stripe.errors.StripeCardError;

export const isMissingResource = (error: unknown): boolean => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/** A request refused for our configuration (a plan's price unknown to this Stripe account), not for anything the user sent. */
const isAboutConfiguredPrice = (error: Stripe.errors.StripeInvalidRequestError): boolean => /(^|\[)price(\]|$)/.test(error.param ?? '');

/**
 * Stripe's refusals a person can act on become 400 with Stripe's own message as `Details` (the web
 * shows it in the form's alert, spec 01 §8). Anything else (Stripe unreachable, a bad key, a
 * configured price Stripe does not know) stays unexpected: 500, logged.
 */
export function rethrowAsDomainError(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError) throw new DomainError(400, error.message);
  if (error instanceof Stripe.errors.StripeInvalidRequestError && !isAboutConfiguredPrice(error)) throw new DomainError(400, error.message);
  throw error;
}
