import { isStorableText, Messages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, US_PHONE } from '@app/contracts';

/*
 * The account fields' checks, each a plain function from what was typed to the spec's message (contracts'
 * Messages, spec 01 §5) or undefined when it passes. They mirror the contracts' field schemas
 * (contracts/src/fields.ts, account.ts), which the server checks again, and are written out here rather than
 * run through zod so that the screens every visitor loads carry no schema library. antd's form rules
 * (rules.ts) and the client's landing (features/client) both use them.
 */

export type Check = (value: string) => string | undefined;

/** The first message of `checks` for `value`. */
export const firstProblem = (value: string, checks: Check[]): string | undefined => {
  for (const check of checks) {
    const problem = check(value);
    if (problem) return problem;
  }
  return undefined;
};

/** The contracts' `text()`: no character a field cannot store (NUL, a lone surrogate). Part of every text check. */
export const storable: Check = (value) => (isStorableText(value) ? undefined : Messages.unstorableCharacters);

/** Required text: blank (or only spaces) is 'This field is required'. */
export const required: Check = (value) => (value.trim() === '' ? Messages.required : undefined);

export const maxLength =
  (max: number): Check =>
  (value) =>
    value.trim().length > max ? Messages.maxLength(max) : undefined;

/** Text (trimmed) of the shape `pattern`, else `message`; blank is left to `required`. */
export const matches =
  (pattern: RegExp, message: string): Check =>
  (value) => {
    const trimmed = value.trim();
    return trimmed !== '' && !pattern.test(trimmed) ? message : undefined;
  };

/** The shape the server's email check accepts (zod's email pattern, less strict on the edges). */
export const emailPattern = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * contracts' loginName(), what login and the password reset take in `email`: an email, or the phone number
 * a client was invited by, written XXX-XXX-XXXX (the server also takes other ways of writing it; the form
 * asks for the one the invitation used). Anything else is the spec's 'Please provide a valid email address.'
 */
export const loginNameChecks: Check[] = [required, storable, maxLength(254), matches(new RegExp(`${emailPattern.source}|${US_PHONE.source}`), Messages.invalidEmail)];

/** A password as typed (spaces count): required, storable, at least `min` and at most 128 characters. */
export const passwordCheck =
  (min: number): Check =>
  (password) => {
    if (password === '') return Messages.required;
    if (!isStorableText(password)) return Messages.unstorableCharacters;
    if (password.length < min) return Messages.minLength(min);
    if (password.length > PASSWORD_MAX_LENGTH) return Messages.maxLength(PASSWORD_MAX_LENGTH);
    return undefined;
  };

/** A new password: at least 8 characters (spec 02 §9), at most 128. */
export const newPasswordCheck: Check = passwordCheck(PASSWORD_MIN_LENGTH);

/** A password's confirmation: required, and equal to the password. */
export const confirmationCheck =
  (password: string, mismatch: string = Messages.passwordsDoNotMatch): Check =>
  (confirmation) => {
    if (confirmation === '') return Messages.required;
    return confirmation === password ? undefined : mismatch;
  };
