import { toE164 } from './phone-number.js';

describe('toE164', () => {
  it('gives US numbers in the spec format the US country code', () => {
    expect(toE164('555-867-5309')).toBe('+15558675309');
    expect(toE164('1-555-867-5309')).toBe('+15558675309');
  });
  it('keeps E.164 numbers', () => {
    expect(toE164('+447700900123')).toBe('+447700900123');
    expect(toE164(' +1 (555) 867-5309 ')).toBe('+15558675309');
  });
});
