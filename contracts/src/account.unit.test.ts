import { loginName } from './account.js';

describe('loginName()', () => {
  it.each([
    ['an email, trimmed and lower-cased', '  Casey@Example.COM ', 'casey@example.com'],
    ['a phone number as invitations store it', '555-123-4567', '555-123-4567'],
    ['a phone number of digits only', '5551234567', '555-123-4567'],
    ['a phone number with parentheses and spaces', '(555) 123 4567', '555-123-4567'],
    ['a phone number with the country code', '+1 555.123.4567', '555-123-4567'],
  ])('takes %s', (_case, input, name) => {
    expect(loginName().parse(input)).toBe(name);
  });

  it.each([
    ['a malformed email', 'casey@'],
    ['too few digits', '555-1234'],
    ['too many digits', '555-123-45678'],
    ['another country code', '+44 20 7946 0958'],
    ['words', 'casey'],
  ])("refuses %s with the spec's email message", (_case, input) => {
    expect(
      loginName()
        .safeParse(input)
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['Please provide a valid email address.']);
  });

  it('asks for a value', () => {
    expect(
      loginName()
        .safeParse('  ')
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['This field is required']);
  });
});
