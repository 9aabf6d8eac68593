import { z } from 'zod';
import { Messages } from './messages.js';

/** U+0000 (Postgres refuses it in text and jsonb) or a UTF-16 surrogate without its pair (no UTF-8 for it). */
const UNSTORABLE_CHARACTER = /[\u0000\p{Cs}]/u;

export const isStorableText = (value: string): boolean => !UNSTORABLE_CHARACTER.test(value);

const notTextError = (issue: { input: unknown }) => (issue.input === undefined || issue.input === null ? Messages.required : 'Must be text');

/** A string that can be stored and sent on: every string field of a request is built on it. */
export const text = (error: (issue: { input: unknown }) => string = notTextError) =>
  z.string({ error }).refine(isStorableText, { error: Messages.unstorableCharacters, abort: true });

/** Field builders that answer with the spec's validation messages. */
export function requiredText({ min = 1, max = 256 }: { min?: number; max?: number } = {}) {
  return text().trim().min(1, { error: Messages.required, abort: true }).min(min, Messages.minLength(min)).max(max, Messages.maxLength(max));
}

export function optionalText({ max = 256 }: { max?: number } = {}) {
  return text(() => 'Must be text')
    .trim()
    .max(max, Messages.maxLength(max))
    .optional()
    .nullable();
}

export const email = () =>
  text()
    .trim()
    .min(1, { error: Messages.required, abort: true })
    .max(254, Messages.maxLength(254))
    .pipe(z.email({ error: Messages.invalidEmail }))
    .transform((value) => value.toLowerCase());

/** Passwords: at least 8 characters (spec 02 §9), at most 128 (argon2 input bound). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const password = () =>
  text()
    .min(1, { error: Messages.required, abort: true })
    .min(PASSWORD_MIN_LENGTH, Messages.minLength(PASSWORD_MIN_LENGTH))
    .max(PASSWORD_MAX_LENGTH, Messages.maxLength(PASSWORD_MAX_LENGTH));

export const uuid = () => text().uuid('Must be an id');
