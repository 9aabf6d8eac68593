import { Roles } from '@app/contracts';
import { startBilling, type BillingHarness, type TestUser } from '../testing/billing-test-kit.js';

let h: BillingHarness;
let user: TestUser;
beforeAll(async () => {
  h = await startBilling('promo');
  user = await h.user();
});
afterAll(() => h.close());

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
