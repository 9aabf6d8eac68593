import { Roles } from '@app/contracts';
import { billingForTests, type TestUser } from '../../testing/billing-test-kit.js';

const h = billingForTests('promo');
let user: TestUser;
beforeAll(async () => {
  user = await h.user();
});

const validate = (code: unknown, token: string | null = user.token) => h.api('POST', '/api/subscription/validatePromotionCode', { token, body: { code } });

describe('POST /api/subscription/validatePromotionCode', () => {
  it('answers an amount-off code with its id and the cents off', async () => {
    const promotion = h.simulator.list('promotion_code').find((p) => p.code === 'SAVE10')!;
    expect(await validate('SAVE10')).toMatchObject({ status: 200, body: { isValid: true, code: 'SAVE10', id: promotion.id, amountOff: 1000, percentOff: null } });
    const [lookup] = h.simulator.requestsTo('GET', '/v1/promotion_codes').slice(-1);
    expect(lookup.params).toEqual({ code: 'SAVE10', active: 'true', limit: '10', expand: ['data.promotion.coupon'] });
  });

  it('answers a percent-off code, whatever the case it is typed in', async () => {
    expect((await validate('  half ')).body).toEqual({ isValid: true, code: 'HALF', id: expect.stringMatching(/^promo_/), amountOff: null, percentOff: 50 });
  });

  it.each([
    ['an unknown code', 'NOPE'],
    ['an expired code', 'EXPIRED20'],
    ['an inactive code', 'RETIRED5'],
    ['a code with characters codes never have', 'SAVE10%'],
  ])('answers isValid false for %s', async (_case, code) => {
    expect(await validate(code)).toEqual({ status: 200, headers: expect.anything(), body: { isValid: false, code, id: null, amountOff: null, percentOff: null } });
  });

  it('answers 400 without a code', async () => {
    expect(await validate('')).toMatchObject({ status: 400, body: { SubErrors: ['code: This field is required'] } });
  });

  it('is for signed-in callers other than clients', async () => {
    expect((await validate('SAVE10', null)).status).toBe(401);
    expect((await validate('SAVE10', (await h.user([Roles.Client])).token)).status).toBe(403);
    expect((await validate('SAVE10', (await h.user([Roles.Subscriber])).token)).status).toBe(200);
  });
});

describe('promotion code attempt limits', () => {
  // 3 attempts per user and client address, 5 per user, 8 per address, within a minute.
  const limited = billingForTests('promo_limits', {
    env: { RATE_LIMIT_PER_ACCOUNT_AND_ADDRESS: '3', RATE_LIMIT_PER_ACCOUNT: '5', RATE_LIMIT_PER_ADDRESS: '8', RATE_LIMIT_WINDOW_SECONDS: '60' },
  });

  const tooMany = { Details: 'Too many attempts. Please wait a few minutes and try again.', SubErrors: [] };
  const guess = (buyer: TestUser, address: string, code = 'GUESS1') =>
    limited.api('POST', '/api/subscription/validatePromotionCode', { token: buyer.token, body: { code }, headers: { 'x-forwarded-for': address } });

  it('stop a user guessing codes from one address, then from several, without stopping anyone else', async () => {
    const guesser = await limited.user();
    for (let i = 0; i < 3; i++) expect((await guess(guesser, '198.51.100.1')).body).toMatchObject({ isValid: false });
    const refused = await guess(guesser, '198.51.100.1', 'SAVE10');
    expect(refused).toMatchObject({ status: 429, body: tooMany });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await guess(guesser, '198.51.100.2')).status).toBe(200);
    expect(await guess(guesser, '198.51.100.3')).toMatchObject({ status: 429, body: tooMany });
    expect(await guess(await limited.user(), '198.51.100.1', 'SAVE10')).toMatchObject({ status: 200, body: { isValid: true } });
  });

  it('never stop a user checking a valid code again and again', async () => {
    const buyer = await limited.user();
    for (let i = 0; i < 6; i++) expect(await guess(buyer, '198.51.100.20', 'SAVE10')).toMatchObject({ status: 200, body: { isValid: true } });
  });

  it('stop one address trying codes for many users', async () => {
    for (let i = 0; i < 8; i++) expect((await guess(await limited.user(), '198.51.100.9')).status).toBe(200);
    expect(await guess(await limited.user(), '198.51.100.9')).toMatchObject({ status: 429, body: tooMany });
  });
});
