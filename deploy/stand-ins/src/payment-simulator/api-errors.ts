import type { StripeObject } from './stripe-object.js';
import type { TestCard } from './test-cards.js';

/** An API call refused as Stripe refuses it: the HTTP status and Stripe's `error` object. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeObject,
  ) {
    super(String(error.message));
  }
}

const DOCS = 'https://docs.stripe.com/error-codes';
export const invalid = (message: string, param?: string, code?: string) =>
  new ApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code, doc_url: `${DOCS}/${code.replace(/_/g, '-')}` } : {}) });
export const missing = (kind: string, id: string, param: string) => invalid(`No such ${kind}: '${id}'`, param, 'resource_missing');
export const cardError = (decline: NonNullable<TestCard['decline']>) =>
  new ApiError(402, {
    type: 'card_error',
    code: decline.code,
    ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
    message: decline.message,
    param: '',
    doc_url: `${DOCS}/${decline.code.replace(/_/g, '-')}`,
  });
export const unrecognized = (method: string, path: string) =>
  new ApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
