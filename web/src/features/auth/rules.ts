import type { FormRule } from 'antd';
import { isStorableText, Messages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/contracts';

/*
 * The forms' rules give the spec's messages (contracts' Messages, spec 01 §5) and mirror the contracts' field
 * schemas (contracts/src/fields.ts, account.ts); the server checks the same schemas again. They are written out
 * here rather than run through zod so that the screens every visitor loads carry no schema library.
 */

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** The contracts' `text()`: no character a field cannot store (NUL, a lone surrogate). Part of every text rule. */
const storable: FormRule = {
  validator: async (_rule, value: unknown) => {
    if (!isStorableText(text(value))) throw new Error(Messages.unstorableCharacters);
  },
};

/** Required text: blank (or only spaces) is 'This field is required'. */
export const required: FormRule = {
  validator: async (_rule, value: unknown) => {
    if (text(value).trim() === '') throw new Error(Messages.required);
  },
};

const maxLength = (max: number): FormRule => ({
  validator: async (_rule, value: unknown) => {
    if (text(value).trim().length > max) throw new Error(Messages.maxLength(max));
  },
});

/** Text (trimmed) of the shape `pattern`, else `message`; blank is left to `required`. */
const matches = (pattern: RegExp, message: string): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const trimmed = text(value).trim();
    if (trimmed !== '' && !pattern.test(trimmed)) throw new Error(message);
  },
});

/** Required text of at most `max` characters (the contracts' `requiredText({ max })`). */
export const requiredTextRules = (max: number): FormRule[] => [required, storable, maxLength(max)];

export const requiredRules: FormRule[] = requiredTextRules(200);

/** The shape the server's email check accepts (zod's email pattern, less strict on the edges). */
const emailPattern = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** An email's shape, blank allowed (a field required only sometimes says why itself). */
export const emailShapeRules: FormRule[] = [storable, maxLength(254), matches(emailPattern, Messages.invalidEmail)];
export const emailRules: FormRule[] = [required, ...emailShapeRules];

/** The spec's phone format (XXX-XXX-XXXX), the one a client's invitation by text message keeps. */
const usPhonePattern = /^\d{3}-\d{3}-\d{4}$/;

/** A phone number written XXX-XXX-XXXX, blank allowed (spec 02 §5: 'Please format the phone number as XXX-XXX-XXXX'). */
export const usPhoneShapeRules: FormRule[] = [storable, matches(usPhonePattern, Messages.phoneFormat)];

/** Whether a login name (trimmed) is a phone number rather than an email. */
export const isPhoneNumber = (loginName: string) => usPhonePattern.test(loginName.trim());

/**
 * contracts' loginName(), what login and the password reset take in `email`: an email, or the phone number
 * a client was invited by, written XXX-XXX-XXXX (the server also takes other ways of writing it; the form
 * asks for the one the invitation used). Anything else is the spec's 'Please provide a valid email address.'
 */
export const loginNameRules: FormRule[] = [
  required,
  storable,
  maxLength(254),
  matches(new RegExp(`${emailPattern.source}|${usPhonePattern.source}`), Messages.invalidEmail),
];

/** A password as typed (spaces count): required, storable, at least `min` and at most 128 characters. */
const passwordRules = (min: number): FormRule[] => [
  {
    validator: async (_rule, value: unknown) => {
      const password = text(value);
      if (password === '') throw new Error(Messages.required);
      if (!isStorableText(password)) throw new Error(Messages.unstorableCharacters);
      if (password.length < min) throw new Error(Messages.minLength(min));
      if (password.length > PASSWORD_MAX_LENGTH) throw new Error(Messages.maxLength(PASSWORD_MAX_LENGTH));
    },
  },
];

/** A new password: at least 8 characters (spec 02 §9), at most 128. */
export const newPasswordRules: FormRule[] = passwordRules(PASSWORD_MIN_LENGTH);

/** A password the user already has (the current one when changing it): required, bounded. */
export const existingPasswordRules: FormRule[] = passwordRules(0);

/** contracts' phoneNumber(): E.164 or the spec's XXX-XXX-XXXX. */
const phonePattern = /^(\+[1-9]\d{7,14}|\d{3}-\d{3}-\d{4})$/;
export const phoneNumberRules: FormRule[] = [required, storable, matches(phonePattern, Messages.phoneFormat)];

/** contracts' verification code: digits, at most 12. */
export const verificationCodeRules: FormRule[] = [required, storable, maxLength(12), matches(/^\d+$/, Messages.verificationCodeNotANumber)];

/** The confirmation must equal the field `passwordField` (sign up, reset, change; the client's landing says it its own way). */
export function confirmPasswordRules(passwordField: string, mismatch: string = Messages.passwordsDoNotMatch): FormRule[] {
  return [
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (text(value) === '') throw new Error(Messages.required);
        if (value !== getFieldValue(passwordField)) throw new Error(mismatch);
      },
    }),
  ];
}
