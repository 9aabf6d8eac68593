import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { TokenClaims, type Role } from '@app/contracts';

/**
 * Access tokens for a service started in a test: pass `verificationKeys` in its definition, and
 * sign tokens with the claims identity puts in its own.
 */
export async function testTokenKeys() {
  const kid = 'platform-test-key';
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }] });
  return {
    verificationKeys: async () => keys,
    sign: (roles: Role[], userId: string = randomUUID()) =>
      new SignJWT({ name: 'test user', roles, use: 'access' })
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(TokenClaims.issuer)
        .setAudience(TokenClaims.audience)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey),
  };
}
