import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { TokenClaims, type Role, type TokenUse } from '@app/contracts';

export interface TestTokenClaims {
  userId?: string;
  userName?: string;
  roles?: Role[];
  use?: TokenUse;
  /** Seconds from now; negative for a token that has expired. */
  expiresIn?: number;
  /** The account's security stamp when the token was issued (identity's claim); none by default. */
  securityStamp?: number;
}

/**
 * Access tokens for a service started in a test: pass `verificationKeys` in its definition (or publish
 * `jwks` where it fetches its key set), and sign tokens with the claims identity puts in its own.
 */
export async function testTokenKeys(kid = 'platform-test-key') {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }] };
  const keys = createLocalJWKSet(jwks);

  /** Signs with this key set's key (or, with `foreignKey`, with a key nobody published). */
  async function sign(claims: TestTokenClaims = {}, foreignKey = false): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const key = foreignKey ? (await generateKeyPair('ES256')).privateKey : privateKey;
    const stamp = claims.securityStamp === undefined ? {} : { securityStamp: claims.securityStamp };
    return new SignJWT({ name: claims.userName ?? 'test user', roles: claims.roles ?? [], use: claims.use ?? 'access', ...stamp })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setSubject(claims.userId ?? randomUUID())
      .setIssuer(TokenClaims.issuer)
      .setAudience(TokenClaims.audience)
      .setIssuedAt(now)
      .setExpirationTime(now + (claims.expiresIn ?? 300))
      .setJti(randomUUID())
      .sign(key);
  }

  return { jwks, verificationKeys: async () => keys, sign };
}
