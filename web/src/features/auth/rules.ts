import type { FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { Messages, PHONE_NUMBER, US_PHONE } from '@app/contracts';
import {
  confirmationCheck,
  emailPattern,
  loginNameChecks,
  matches,
  maxLength,
  newPasswordCheck,
  passwordCheck,
  required as requiredCheck,
  storable as storableCheck,
  type Check,
} from './checks';

/* antd's form rules for the account fields: each one of checks.ts's checks (the spec's messages). */

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

const rule = (check: Check): RuleObject => ({
  validator: async (_rule, value: unknown) => {
    const problem = check(text(value));
    if (problem) throw new Error(problem);
  },
});

const storable = rule(storableCheck);

/** Required text: blank (or only spaces) is 'This field is required'. */
export const required: FormRule = rule(requiredCheck);

/** Required text of at most `max` characters (the contracts' `requiredText({ max })`). */
export const requiredTextRules = (max: number): FormRule[] => [required, storable, rule(maxLength(max))];

export const requiredRules: FormRule[] = requiredTextRules(200);

/** Text that may be left blank, of at most `max` characters (the contracts' case details, say). */
export const optionalTextRules = (max: number): FormRule[] => [storable, rule(maxLength(max))];

/** An email's shape, blank allowed (a field required only sometimes says why itself). */
export const emailShapeRules: FormRule[] = [storable, rule(maxLength(254)), rule(matches(emailPattern, Messages.invalidEmail))];
export const emailRules: FormRule[] = [required, ...emailShapeRules];

/** A phone number written XXX-XXX-XXXX, blank allowed (spec 02 §5: 'Please format the phone number as XXX-XXX-XXXX'). */
export const usPhoneShapeRules: FormRule[] = [storable, rule(matches(US_PHONE, Messages.phoneFormat))];

/** Whether a login name (trimmed) is a phone number rather than an email. */
export const isPhoneNumber = (loginName: string) => US_PHONE.test(loginName.trim());

/** contracts' loginName() (checks.ts). */
export const loginNameRules: FormRule[] = loginNameChecks.map(rule);

/** A new password: at least 8 characters (spec 02 §9), at most 128. */
export const newPasswordRules: FormRule[] = [rule(newPasswordCheck)];

/** A password the user already has (the current one when changing it): required, bounded. */
export const existingPasswordRules: FormRule[] = [rule(passwordCheck(0))];

/** contracts' phoneNumber(): E.164 or the spec's XXX-XXX-XXXX. */
export const phoneNumberRules: FormRule[] = [required, storable, rule(matches(PHONE_NUMBER, Messages.phoneFormat))];

/** contracts' verification code: digits, at most 12. */
export const verificationCodeRules: FormRule[] = [required, storable, rule(maxLength(12)), rule(matches(/^\d+$/, Messages.verificationCodeNotANumber))];

/** The confirmation must equal the field `passwordField` (sign up, reset, change; the client's landing says it its own way). */
export function confirmPasswordRules(passwordField: string, mismatch: string = Messages.passwordsDoNotMatch): FormRule[] {
  return [({ getFieldValue }) => rule(confirmationCheck(text(getFieldValue(passwordField)), mismatch))];
}
