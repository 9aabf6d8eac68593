import fc from 'fast-check';
import { existingPassword } from './account.js';
import { CreateEnterpriseSubscriptionRequest, PurchaseRequest } from './billing.js';
import { CreateContentBlockRequest } from './content-blocks.js';
import { email, isStorableText, optionalText, password, requiredText, text, uuid } from './fields.js';

/** Any code point, often a NUL or a lone surrogate (adjacent halves may pair up). */
const codeUnit = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.constant('\u0000'),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
);

/** The same rule by ECMAScript's own definition (ES2024 `isWellFormed`: no unpaired surrogate). */
const wellFormedWithoutNul = (value: string) => (value as string & { isWellFormed(): boolean }).isWellFormed() && !value.includes('\u0000');

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

it('accepts exactly the text without NUL and without unpaired surrogates (property)', () => {
  fc.assert(
    fc.property(fc.string({ unit: codeUnit, maxLength: 30 }), (value) => {
      expect(isStorableText(value)).toBe(wellFormedWithoutNul(value));
      expect(text().safeParse(value).success).toBe(wellFormedWithoutNul(value));
    }),
    { numRuns: 2000 },
  );
});

describe.each([
  ['requiredText', requiredText()],
  ['optionalText', optionalText()],
  ['email', email()],
  ['password', password()],
  ['existingPassword', existingPassword()],
  ['uuid', uuid()],
])('%s', (_name, schema) => {
  it.each([
    ['a NUL', 'Long enough\u0000 value'],
    ['a lone high surrogate', 'Long enough \ud83d value'],
    ['a lone low surrogate', '\ude00 long enough value'],
  ])('refuses %s with the catalogue message only', (_what, value) => {
    expect(messagesOf(schema.safeParse(value))).toEqual(['This field contains a character that cannot be saved. Please remove it and try again.']);
  });
});

it('keeps emoji and other paired surrogates', () => {
  expect(requiredText().parse('  Café 😀 \uFFFD ')).toBe('Café 😀 \uFFFD');
});

it('names the field in the request schemas of the reported failures', () => {
  const block = CreateContentBlockRequest.safeParse({ slug: 'about', title: 'About\u0000', value: 'Text' });
  expect(block.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
    ['title', 'This field contains a character that cannot be saved. Please remove it and try again.'],
  ]);
  const enterprise = CreateEnterpriseSubscriptionRequest.safeParse({ displayName: '\ud800Firm', expiration: '2030-01-01' });
  expect(enterprise.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
    ['displayName', 'This field contains a character that cannot be saved. Please remove it and try again.'],
  ]);
  const purchase = PurchaseRequest.safeParse({
    paymentMethodId: 'pm_card_visa',
    priceName: 'StandardMonthly',
    firstName: 'Ada',
    lastName: 'Lovelace',
    line1: '12 Analytical Way\udc00',
    city: 'Springfield',
    postalCode: '62701',
  });
  expect(purchase.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
    ['line1', 'This field contains a character that cannot be saved. Please remove it and try again.'],
  ]);
});
