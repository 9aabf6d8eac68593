import { redactIdentity } from './identity-redaction.js';

const identity = { names: ['Grace', 'Brewster', 'Hopper', 'Amazing Grace'], emails: ['grace.hopper@example.test'], phoneNumbers: ['937-555-0142'] };

describe('identity redaction', () => {
  it('replaces names (any case, possessives), the email and the phone number in any layout, and restores them', () => {
    const text =
      'My name is Grace Hopper; everyone calls me GRACE. Grace\'s mom said "Amazing Grace". Write grace.hopper@EXAMPLE.test or call (937) 555-0142, 937.555.0142 or +1 937 555 0142.';
    const { text: redacted, restore } = redactIdentity(text, identity);
    for (const secret of ['Grace', 'GRACE', 'Hopper', 'grace.hopper', '555', '0142']) expect(redacted).not.toContain(secret);
    expect(redacted).toBe('My name is [NAME_7] [NAME_6]; everyone calls me [NAME_8]. [NAME_9]\'s mom said "[NAME_5]". Write [EMAIL_1] or call [PHONE_2], [PHONE_3] or [PHONE_4].');
    expect(restore(redacted)).toBe(text);
  });

  it('leaves words that merely contain a name, and keeps a text without any', () => {
    const { text } = redactIdentity('Graceful and disgraced, Hoppers hop.', identity);
    expect(text).toBe('Graceful and disgraced, Hoppers hop.');
  });

  it('ignores empty and one-letter parts of the identity', () => {
    const { text } = redactIdentity('A day in May.', { names: ['', 'A', null], emails: [undefined], phoneNumbers: ['12'] });
    expect(text).toBe('A day in May.');
  });
});
