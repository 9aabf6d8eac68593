import { parseForm } from './form-body.js';
import { addInterval } from './billing-cycle.js';
import { parsePromotionCodeSeeds } from './promotion-code-seeds.js';

describe('parseForm (Stripe request encoding)', () => {
  it('builds nested objects and arrays from bracket keys', () => {
    const encoded =
      'customer=cus_1&items[0][price]=price_1&items[1][price]=price_2&discounts[0][promotion_code]=promo_1' +
      '&expand[0]=latest_invoice&metadata[userId]=u%201&address[line1]=1%20Main%20St&cancel_at_period_end=true';
    expect(parseForm(encoded)).toEqual({
      customer: 'cus_1',
      items: [{ price: 'price_1' }, { price: 'price_2' }],
      discounts: [{ promotion_code: 'promo_1' }],
      expand: ['latest_invoice'],
      metadata: { userId: 'u 1' },
      address: { line1: '1 Main St' },
      cancel_at_period_end: 'true',
    });
  });

  it('accepts encoded brackets and appended array items, and skips unsafe keys', () => {
    expect(parseForm('expand%5B0%5D=a&expand%5B1%5D=b')).toEqual({ expand: ['a', 'b'] });
    expect(parseForm('expand[]=a&expand[]=b')).toEqual({ expand: ['a', 'b'] });
    const parsed = parseForm('__proto__[polluted]=yes&a[constructor][x]=1&ok=1');
    expect(parsed).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('parsePromotionCodeSeeds (LOCAL_PROMOTION_CODES)', () => {
  it('reads dollars off, percent off and the expired/inactive flags', () => {
    expect(parsePromotionCodeSeeds('SAVE10:$10, HALF:50%,OLD:12.50:expired,OFF:5%:inactive')).toEqual([
      { code: 'SAVE10', amountOff: 1000, percentOff: null, state: 'active' },
      { code: 'HALF', amountOff: null, percentOff: 50, state: 'active' },
      { code: 'OLD', amountOff: 1250, percentOff: null, state: 'expired' },
      { code: 'OFF', amountOff: null, percentOff: 5, state: 'inactive' },
    ]);
    expect(parsePromotionCodeSeeds('')).toEqual([]);
  });

  it.each(['SAVE', 'SAVE:ten', 'SAVE:150%', 'BAD CODE:$1', 'SAVE:$1:later'])('refuses %s', (text) => {
    expect(() => parsePromotionCodeSeeds(text)).toThrow(/LOCAL_PROMOTION_CODES/);
  });
});

describe('addInterval', () => {
  const at = (iso: string) => Date.parse(iso) / 1000;
  it('adds a calendar month or year, keeping the day where the month has it', () => {
    expect(addInterval(at('2025-03-15T10:00:00Z'), 'month')).toBe(at('2025-04-15T10:00:00Z'));
    expect(addInterval(at('2025-01-31T10:00:00Z'), 'month')).toBe(at('2025-02-28T10:00:00Z'));
    expect(addInterval(at('2024-02-29T10:00:00Z'), 'year')).toBe(at('2025-02-28T10:00:00Z'));
    expect(addInterval(at('2025-12-31T23:00:00Z'), 'month')).toBe(at('2026-01-31T23:00:00Z'));
  });
});
