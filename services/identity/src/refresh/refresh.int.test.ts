import { generateKeyPair, SignJWT, decodeJwt } from 'jose';
import { Roles, TokenClaims } from '@app/contracts';
import { startIdentity, type IdentityHarness } from '../testing/identity-test-kit.js';
import { UserErasure } from '../erasure/user-erasure.js';
import { userDecider } from '../users/user.decide.js';

let h: IdentityHarness;
beforeAll(async () => (h = await startIdentity('refresh')));
afterAll(() => h.close());

const refresh = (token: string | null, body?: unknown) => h.api('POST', '/api/account/refresh', { token, body });

describe('POST /api/account/refresh', () => {
  it('answers a fresh token with the roles the user has now', async () => {
    const user = await h.createUser();
    expect(decodeJwt(user.token).roles).toEqual([]);

    await h.grantRoles(user.id, [Roles.Subscriber]);
    const granted = await refresh(user.token);
    expect(granted).toMatchObject({ status: 200, body: { jwtToken: expect.any(String), userName: user.email, id: user.id, roles: [Roles.Subscriber], requiresVerificationCode: false } });
    expect(decodeJwt(granted.body.jwtToken)).toMatchObject({ sub: user.id, roles: [Roles.Subscriber], use: 'access' });

    await h.running.runtime.commands.handle(`user-${user.id}`, { type: 'RevokeRoles', roles: [Roles.Subscriber] }, userDecider);
    const revoked = await refresh(granted.body.jwtToken, {});
    expect(revoked).toMatchObject({ status: 200, body: { roles: [] } });
    const row = await h.running.runtime.db.selectFrom('users').select('roles').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.roles).toEqual([]);
  });

  it('answers 401 without a token, with a malformed one, or one signed by another key', async () => {
    expect(await refresh(null)).toMatchObject({ status: 401, body: { Details: 'You are not logged in or do not have access.', SubErrors: [] } });
    expect((await refresh('not.a.token')).status).toBe(401);
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ use: 'access', roles: [Roles.SiteAdmin], name: 'x' })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject((await h.createUser()).id)
      .setIssuer(TokenClaims.issuer)
      .setAudience(TokenClaims.audience)
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await refresh(forged)).status).toBe(401);
  });

  it('answers 401 once the user is erased', async () => {
    const user = await h.createUser();
    await h.running.app.get(UserErasure).erase(user.id);
    expect((await refresh(user.token)).status).toBe(401);
  });
});
