import { LRUCache } from 'lru-cache';

/**
 * Tokens whose signature and claims were already checked, kept until they expire. Checking an
 * ES256 signature is the gateway's costliest step per request; the same token string always
 * verifies the same way until its `exp`, so it is checked once. Bounded: the least recently used
 * goes first when full.
 */
export class VerifiedTokens {
  private readonly tokens: LRUCache<string, true>;

  constructor(capacity = 10_000) {
    this.tokens = new LRUCache({ max: capacity });
  }

  has(token: string): boolean {
    return this.tokens.has(token);
  }

  /** `exp`: the token's expiry, in seconds since the epoch; a token past it is not kept. */
  add(token: string, exp: number): void {
    const lifetime = exp * 1000 - Date.now();
    if (lifetime > 0) this.tokens.set(token, true, { ttl: lifetime });
  }
}
