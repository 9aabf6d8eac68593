import { VerifiedTokens } from './verified-tokens.js';

describe('verified tokens', () => {
  it('remembers a token until its expiry', () => {
    const tokens = new VerifiedTokens();
    tokens.add('a', 1_000);
    expect(tokens.has('a', 999)).toBe(true);
    expect(tokens.has('a', 1_000)).toBe(false);
    expect(tokens.has('a', 10)).toBe(false); // dropped once seen expired
    expect(tokens.has('b', 10)).toBe(false);
  });

  it('forgets the oldest token when full', () => {
    const tokens = new VerifiedTokens(2);
    tokens.add('a', 1_000);
    tokens.add('b', 1_000);
    tokens.add('c', 1_000);
    expect([tokens.has('a', 1), tokens.has('b', 1), tokens.has('c', 1)]).toEqual([false, true, true]);
  });
});
