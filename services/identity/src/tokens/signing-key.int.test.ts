import { exportPKCS8, generateKeyPair, calculateJwkThumbprint, exportJWK, jwtVerify, decodeProtectedHeader } from 'jose';
import { TokenClaims } from '@app/contracts';
import { dropDatabase, startService } from '@app/platform';
import { testBus, testServiceEnv } from '@app/platform/testing';
import { identityService } from '../identity.service.js';
import { apiOf, strongPassword, uniqueEmail } from '../testing/identity-test-kit.js';

const bus = testBus('keys');
const databases: string[] = [];
afterAll(async () => {
  await bus.removeStreams();
  for (const url of databases) await dropDatabase(url);
});

const adminEnv = () => ({ ADMIN_EMAIL: uniqueEmail('admin'), ADMIN_PASSWORD: strongPassword() });

describe('signing keys', () => {
  it('publishes only the public ES256 key, and keeps it across restarts (stored encrypted)', async () => {
    const env = testServiceEnv('identity', bus.prefix, adminEnv());
    databases.push(env.DATABASE_URL!);
    const first = await startService(identityService(), env);
    const jwks = await apiOf(first.url)('GET', '/.well-known/jwks.json');
    await first.close();
    expect(jwks.status).toBe(200);
    expect(jwks.headers.get('cache-control')).toContain('max-age');
    expect(jwks.body.keys).toHaveLength(1);
    const [key] = jwks.body.keys;
    expect(key).toEqual({ kty: 'EC', crv: 'P-256', x: expect.any(String), y: expect.any(String), kid: expect.any(String), alg: 'ES256', use: 'sig' });

    const second = await startService(identityService(), env);
    try {
      expect((await apiOf(second.url)('GET', '/.well-known/jwks.json')).body).toEqual(jwks.body);
      const stored = await second.runtime.db.selectFrom('signing_keys').selectAll().execute();
      expect(stored).toHaveLength(1);
      expect(stored[0].kid).toBe(key.kid);
      expect(stored[0].sealed_private_key.toString('latin1')).not.toContain('PRIVATE KEY');
    } finally {
      await second.close();
    }
  });

  it('signs with JWT_PRIVATE_KEY when it is set', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const pem = await exportPKCS8(privateKey);
    const admin = adminEnv();
    const env = testServiceEnv('identity', bus.prefix, { ...admin, JWT_PRIVATE_KEY: pem.replace(/\n/g, '\\n') });
    databases.push(env.DATABASE_URL!);
    const running = await startService(identityService(), env);
    try {
      const api = apiOf(running.url);
      const kid = await calculateJwkThumbprint(await exportJWK(publicKey));
      expect((await api('GET', '/.well-known/jwks.json')).body.keys.map((k: { kid: string }) => k.kid)).toEqual([kid]);
      const { body } = await api('POST', '/api/account/login', { body: { email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD } });
      expect(decodeProtectedHeader(body.jwtToken)).toMatchObject({ alg: 'ES256', kid });
      const { payload } = await jwtVerify(body.jwtToken, publicKey, { issuer: TokenClaims.issuer, audience: TokenClaims.audience });
      expect(payload.use).toBe('access');
      expect(await running.runtime.db.selectFrom('signing_keys').selectAll().execute()).toEqual([]);
    } finally {
      await running.close();
    }
  });
});
