/**
 * Access tokens for integration tests: an ES256 key pair whose public half a tiny local HTTP server
 * publishes as a JWKS (pass `jwksUrl` as JWKS_URL), and a signer making tokens with the claims
 * identity puts in its own (`sub`, `name`, `roles`, `use`, issuer, audience).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { ServicePaths, TokenClaims, type Role, type TokenUse } from '@app/contracts';

export interface TestTokenClaims {
  userId?: string;
  userName?: string;
  roles?: Role[];
  use?: TokenUse;
  /** Seconds from now; negative for a token that has expired. */
  expiresIn?: number;
}

export type LocalJwks = Awaited<ReturnType<typeof startLocalJwks>>;

export async function startLocalJwks(kid = 'notification-test-key') {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const body = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }] });
  const server = http.createServer((req, res) => {
    if (req.url === ServicePaths.jwks) res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Signs with this key set's key (or, with `foreignKey`, with a key nobody published). */
  async function sign(claims: TestTokenClaims = {}, foreignKey = false): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const key = foreignKey ? (await generateKeyPair('ES256')).privateKey : privateKey;
    return new SignJWT({ name: claims.userName ?? 'test user', roles: claims.roles ?? [], use: claims.use ?? 'access' })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setSubject(claims.userId ?? randomUUID())
      .setIssuer(TokenClaims.issuer)
      .setAudience(TokenClaims.audience)
      .setIssuedAt(now)
      .setExpirationTime(now + (claims.expiresIn ?? 300))
      .setJti(randomUUID())
      .sign(key);
  }

  return {
    jwksUrl: `http://127.0.0.1:${port}${ServicePaths.jwks}`,
    sign,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
