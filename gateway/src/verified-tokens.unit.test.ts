import { VerifiedTokens } from './verified-tokens.js';

const inSeconds = (seconds: number) => Date.now() / 1000 + seconds;

describe('verified tokens', () => {
  it('remembers a token until its expiry, and never one expired already', async () => {
    const tokens = new VerifiedTokens();
    tokens.add('a', inSeconds(0.5));
    tokens.add('b', inSeconds(60));
    tokens.add('c', inSeconds(-1));
    expect([tokens.has('a'), tokens.has('b'), tokens.has('c'), tokens.has('d')]).toEqual([true, true, false, false]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect([tokens.has('a'), tokens.has('b')]).toEqual([false, true]);
  });

  it('forgets the least recently used token when full', () => {
    const tokens = new VerifiedTokens(2);
    tokens.add('a', inSeconds(60));
    tokens.add('b', inSeconds(60));
    tokens.add('c', inSeconds(60));
    expect([tokens.has('a'), tokens.has('b'), tokens.has('c')]).toEqual([false, true, true]);
  });
});
