import { createLocalJWKSet, jwtVerify } from 'jose';
import { Roles, TokenClaims } from '@app/contracts';
import { identityUnderTest } from '../../testing/identity-test-kit.js';

const h = identityUnderTest('temptoken');

describe('GET /api/account/temporaryAccessToken', () => {
  it('answers a five-minute download token, valid under the published keys', async () => {
    const user = await h.createUser([Roles.Subscriber]);
    const { status, body, headers } = await h.api('GET', '/api/account/temporaryAccessToken', { token: user.token });
    expect(status).toBe(200);
    expect(body).toEqual({ token: expect.any(String) });
    expect(headers.get('cache-control')).toBe('no-store');

    const jwks = await h.api('GET', '/.well-known/jwks.json');
    const { payload, protectedHeader } = await jwtVerify(body.token, createLocalJWKSet(jwks.body), {
      issuer: TokenClaims.issuer,
      audience: TokenClaims.audience,
      algorithms: ['ES256'],
    });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: jwks.body.keys[0].kid });
    expect(payload).toMatchObject({ sub: user.id, name: user.email, roles: [Roles.Subscriber], use: 'download' });
    expect(payload.exp! - payload.iat!).toBe(300);
  });

  it('is refused as a bearer token on ordinary endpoints', async () => {
    const user = await h.createUser([Roles.Subscriber]);
    const { body } = await h.api('GET', '/api/account/temporaryAccessToken', { token: user.token });
    expect(await h.api('POST', '/api/account/refresh', { token: body.token })).toMatchObject({ status: 401, body: { Details: 'You are not logged in or do not have access.' } });
    expect((await h.api('GET', `/api/applicationUser/${user.id}`, { token: body.token })).status).toBe(401);
    expect((await h.api('GET', '/api/account/temporaryAccessToken', { token: body.token })).status).toBe(401);
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await h.api('GET', '/api/account/temporaryAccessToken')).status).toBe(401);
  });
});
