import { VerifyPhoneNumberRequest } from './account.js';
import { InviteClientRequest } from './clients.js';
import { phoneInE164, usPhoneInSpecFormat } from './phone.js';

describe('usPhoneInSpecFormat', () => {
  it.each([
    ['555-123-4567', '555-123-4567'],
    [' (555) 123 4567 ', '555-123-4567'],
    ['+1 555.123.4567', '555-123-4567'],
    ['1-555-867-5309', '555-867-5309'],
    ['5551234567', '555-123-4567'],
  ])('writes %j as %j', (input, written) => expect(usPhoneInSpecFormat(input)).toBe(written));

  it.each([['555-1234'], ['555-123-45678'], ['+44 20 7946 0958'], ['555-123-4567 ext 2'], ['call 555-123-4567'], ['1-800-FLOWERS'], ['']])('reads no US number in %j', (input) =>
    expect(usPhoneInSpecFormat(input)).toBeUndefined(),
  );
});

describe('phoneInE164', () => {
  it.each([
    ['555-867-5309', '+15558675309'],
    ['1-555-867-5309', '+15558675309'],
    [' +1 (555) 867-5309 ', '+15558675309'],
    ['+447700900123', '+447700900123'],
    ['not a number', 'not a number'],
  ])('sends %j to %j', (input, e164) => expect(phoneInE164(input)).toBe(e164));
});

describe("the spec's phone format check", () => {
  const invite = (phoneNumber: string) => InviteClientRequest.safeParse({ firstName: 'Casey', lastName: 'Reyes', useEmail: false, phoneNumber });
  const phoneMessages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.filter((issue) => issue.path[0] === 'phoneNumber').map((issue) => issue.message) ?? [];

  it("refuses another way of writing a US number with the spec's words", () => {
    expect(phoneMessages(invite('(555) 123-4567'))).toEqual(['Please format the phone number as XXX-XXX-XXXX']);
    expect(phoneMessages(VerifyPhoneNumberRequest.safeParse({ phoneNumber: '555.123.4567' }))).toEqual(['Please format the phone number as XXX-XXX-XXXX']);
  });

  it('takes XXX-XXX-XXXX whatever the area code, and E.164 where a phone for codes is set', () => {
    expect(invite('123-456-7890').success).toBe(true);
    expect(VerifyPhoneNumberRequest.safeParse({ phoneNumber: '+447700900123' }).success).toBe(true);
  });
});
