import { countText } from './texts';

describe('the count above a list', () => {
  it('writes each number with thousands separators, as Intl does in English', () => {
    const english = new Intl.NumberFormat('en');
    for (const value of [0, 1, 9, 10, 999, 1_000, 1_001, 10_000, 99_999, 100_000, 123_456, 1_000_000, 12_345_678]) {
      expect(countText(value, value, value)).toBe(`${english.format(value)}-${english.format(value)} of ${english.format(value)} results`);
    }
  });

  it('reads from, to and total in that order', () => {
    expect(countText(1_001, 1_010, 10_000)).toBe('1,001-1,010 of 10,000 results');
  });
});
