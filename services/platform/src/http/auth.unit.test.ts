import type { JWTVerifyGetKey } from 'jose';
import { testTokenKeys } from '../testing/test-tokens.js';
import { JwtVerifier } from './auth.js';
import { UnauthorizedError } from './errors.js';

describe('JwtVerifier', () => {
  async function verifierCountingKeyLookups() {
    const keys = await testTokenKeys();
    const lookups = { count: 0 };
    const counting: JWTVerifyGetKey = async (header, token) => {
      lookups.count++;
      return (await keys.verificationKeys())(header, token);
    };
    return { keys, lookups, verifier: new JwtVerifier(counting) };
  }

  it("checks a token's signature once, then knows it, for its use only", async () => {
    const { keys, lookups, verifier } = await verifierCountingKeyLookups();
    const token = await keys.sign({ userId: 'u-1', roles: ['Client'] });
    const first = await verifier.verify(token, 'access');
    expect(first).toMatchObject({ id: 'u-1', roles: ['Client'] });
    expect(await verifier.verify(token, 'access')).toEqual(first);
    expect(lookups.count).toBe(1);
    await expect(verifier.verify(token, 'download')).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('refuses a token it knew once it has expired', async () => {
    const { keys, verifier } = await verifierCountingKeyLookups();
    // exp counts in whole seconds from the second of signing: 2 s leaves the first check at least a whole second.
    const token = await keys.sign({ expiresIn: 2 });
    await verifier.verify(token, 'access');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await expect(verifier.verify(token, 'access')).rejects.toBeInstanceOf(UnauthorizedError);
  });
});
