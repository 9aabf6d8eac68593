/**
 * Tokens whose signature and claims were already checked, kept until they expire. Checking an
 * ES256 signature is the gateway's costliest step per request; the same token string always
 * verifies the same way until its `exp`, so it is checked once. Bounded: the oldest entry goes
 * first when full.
 */
export class VerifiedTokens {
  private readonly expiries = new Map<string, number>();

  constructor(private readonly capacity = 10_000) {}

  has(token: string, nowSeconds = Date.now() / 1000): boolean {
    const exp = this.expiries.get(token);
    if (exp === undefined) return false;
    if (exp <= nowSeconds) {
      this.expiries.delete(token);
      return false;
    }
    return true;
  }

  add(token: string, exp: number): void {
    if (this.expiries.size >= this.capacity) this.expiries.delete(this.expiries.keys().next().value!);
    this.expiries.set(token, exp);
  }
}
