import { describeDiscount, discountCents, totalCents } from './pricing';

const promo = (amountOff: number | null, percentOff: number | null) => ({ code: 'X', id: 'p', amountOff, percentOff });

describe('total = price minus discount', () => {
  it('takes amountOff as cents', () => {
    expect(discountCents(3980, promo(500, null))).toBe(500);
    expect(totalCents(3980, promo(500, null))).toBe(3480);
    expect(describeDiscount(promo(500, null))).toBe('$5.00 off');
  });

  it('takes percentOff as a percentage of the price, rounded to the cent', () => {
    expect(totalCents(3980, promo(null, 15))).toBe(3383);
    expect(totalCents(39800, promo(null, 20))).toBe(31840);
    expect(describeDiscount(promo(null, 15))).toBe('15% off');
  });

  it('never goes below zero, and without a code is the price', () => {
    expect(totalCents(3980, promo(10000, null))).toBe(0);
    expect(totalCents(3980, promo(null, 150))).toBe(0);
    expect(totalCents(3980, null)).toBe(3980);
  });
});
