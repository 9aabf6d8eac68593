import { randomBytes } from 'node:crypto';
import type { FormValue } from './form-body.js';

/** A Stripe API object as the simulator stores and answers it (JSON, Stripe's field names). */
export type StripeObject = Record<string, any>;
/** A request's parsed query (GET) or form body (POST). */
export type Params = Record<string, FormValue>;

export const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const newId = (prefix: string) => `${prefix}_${[...randomBytes(14)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
export const emptyAddress = () => ({ city: null, country: null, line1: null, line2: null, postal_code: null, state: null });
export const clone = <T>(value: T): T => structuredClone(value);
