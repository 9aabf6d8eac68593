import type { FormRule } from 'antd';
import { Messages } from '@app/contracts';
import { emailRules, isPhoneNumber, loginNameRules } from './rules';

/** The message of the first rule `value` breaks, or null. */
async function refusal(rules: FormRule[], value: string): Promise<string | null> {
  for (const rule of rules) {
    if (typeof rule === 'function' || !rule.validator) continue;
    try {
      await rule.validator({}, value, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
}

describe('the login name rule', () => {
  it('takes an email or a phone number written XXX-XXX-XXXX, trimmed', async () => {
    for (const value of ['pat@example.com', ' Pat.Doe+x@Example.co.uk ', '555-867-5309', ' 555-867-5309 ']) {
      expect(await refusal(loginNameRules, value)).toBeNull();
    }
  });

  it("says 'Please provide a valid email address.' of anything else, the number written any other way included", async () => {
    for (const value of ['pat@', 'example.com', '(555) 867-5309', '555 867 5309', '5558675309', '+15558675309', '555-867-530', '555-867-53090']) {
      expect(await refusal(loginNameRules, value)).toBe(Messages.invalidEmail);
    }
    expect(await refusal(loginNameRules, '  ')).toBe(Messages.required);
  });

  it('leaves the email rule as it was: no phone number', async () => {
    expect(await refusal(emailRules, '555-867-5309')).toBe(Messages.invalidEmail);
  });

  it('tells a phone number from an email', () => {
    expect(isPhoneNumber(' 555-867-5309 ')).toBe(true);
    expect(isPhoneNumber('pat@example.com')).toBe(false);
  });
});
