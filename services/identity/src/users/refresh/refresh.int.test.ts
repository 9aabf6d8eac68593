import { generateKeyPair, SignJWT, decodeJwt } from 'jose';
import { Roles, TokenClaims } from '@app/contracts';
import { waitFor } from '@app/platform/testing';
import { identityUnderTest, strongPassword, type TestUser } from '../../testing/identity-test-kit.js';
import { UserErasure } from '../../personal-data-erasure/user-erasure.js';
import { SigningKey } from '../../tokens/signing-key.js';
import { userDecider } from '../user.decide.js';

const h = identityUnderTest('refresh');

const refresh = (token: string | null, body?: unknown) => h.api('POST', '/api/account/refresh', { token, body });
const notLoggedIn = { Details: 'You are not logged in or do not have access.', SubErrors: [] };
const revoke = (userId: string, roles = [Roles.Subscriber]) => h.running.runtime.commands.handle(`user-${userId}`, { type: 'RevokeRoles', roles }, userDecider);

/** A password reset the way a user does it: request, the mailed token, the new password. */
async function resetPassword(user: TestUser): Promise<string> {
  expect((await h.api('POST', '/api/account/requestPasswordReset', { body: { email: user.email } })).status).toBe(200);
  const requested = await waitFor(async () => (await h.running.runtime.store.readStream(`user-${user.id}`)).find((e) => e.type === 'PasswordResetRequested'));
  const password = strongPassword();
  expect((await h.api('POST', '/api/account/resetPassword', { body: { email: user.email, token: requested.data.token, password } })).status).toBe(200);
  return password;
}

describe('POST /api/account/refresh', () => {
  it('answers a fresh token with the roles the user has now, as long as none was revoked', async () => {
    const user = await h.createUser();
    expect(decodeJwt(user.token).roles).toEqual([]);

    await h.grantRoles(user.id, [Roles.Subscriber]);
    const granted = await refresh(user.token);
    expect(granted).toMatchObject({
      status: 200,
      body: { jwtToken: expect.any(String), userName: user.email, id: user.id, roles: [Roles.Subscriber], requiresVerificationCode: false },
    });
    expect(decodeJwt(granted.body.jwtToken)).toMatchObject({ sub: user.id, roles: [Roles.Subscriber], use: 'access', securityStamp: 0 });
    expect((await refresh(granted.body.jwtToken, {})).status).toBe(200);
  });

  it('issues access tokens that live at most 15 minutes', async () => {
    const user = await h.createUser();
    const { body } = await refresh(user.token);
    for (const token of [user.token, body.jwtToken]) {
      const { exp, iat } = decodeJwt(token);
      expect(exp! - iat!).toBeGreaterThan(0);
      expect(exp! - iat!).toBeLessThanOrEqual(15 * 60);
    }
  });

  describe('refuses a token issued before', () => {
    it('a password change, and the session that changed it goes on with the token it got', async () => {
      const user = await h.createUser([Roles.Subscriber]);
      const otherDevice = await h.login(user.email, user.password);
      const newPassword = strongPassword();
      const changed = await h.api('POST', '/api/account/changePassword', { token: user.token, body: { oldPassword: user.password, newPassword } });
      expect(changed).toMatchObject({ status: 200, body: { id: user.id, roles: [Roles.Subscriber], jwtToken: expect.any(String) } });

      for (const stale of [user.token, otherDevice]) expect(await refresh(stale)).toMatchObject({ status: 401, body: notLoggedIn });
      expect((await refresh(changed.body.jwtToken)).status).toBe(200);
      expect((await refresh(await h.login(user.email, newPassword))).status).toBe(200);
    });

    it('a password reset', async () => {
      const user = await h.createUser();
      const password = await resetPassword(user);
      expect(await refresh(user.token)).toMatchObject({ status: 401, body: notLoggedIn });
      expect((await refresh(await h.login(user.email, password))).status).toBe(200);
    });

    it('a role revocation', async () => {
      const user = await h.createUser([Roles.Subscriber]);
      await revoke(user.id);
      expect(await refresh(user.token)).toMatchObject({ status: 401, body: notLoggedIn });
      const row = await h.running.runtime.db.selectFrom('users').select(['roles', 'security_stamp']).where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ roles: [], security_stamp: 1 });

      const fresh = await h.login(user.email, user.password);
      expect(decodeJwt(fresh)).toMatchObject({ roles: [], securityStamp: 1 });
      expect(await refresh(fresh)).toMatchObject({ status: 200, body: { roles: [] } });
    });

    it('an erasure, and the erased user cannot log in', async () => {
      const user = await h.createUser();
      await h.running.app.get(UserErasure).erase(user.id);
      expect(await refresh(user.token)).toMatchObject({ status: 401, body: notLoggedIn });
      expect((await h.api('POST', '/api/account/login', { body: { email: user.email, password: user.password } })).status).toBe(400);
    });
  });

  it('refuses a token signed before tokens carried a security stamp', async () => {
    const user = await h.createUser();
    const key = h.running.app.get(SigningKey);
    const withoutStamp = await new SignJWT({ use: 'access', roles: [], name: user.email })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .setSubject(user.id)
      .setIssuer(TokenClaims.issuer)
      .setAudience(TokenClaims.audience)
      .setExpirationTime('5m')
      .sign(key.privateKey);
    expect(await refresh(withoutStamp)).toMatchObject({ status: 401, body: notLoggedIn });
    expect((await refresh(user.token)).status).toBe(200);
  });

  it('answers 401 without a token, with a malformed one, or one signed by another key', async () => {
    expect(await refresh(null)).toMatchObject({ status: 401, body: notLoggedIn });
    expect((await refresh('not.a.token')).status).toBe(401);
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ use: 'access', roles: [Roles.SiteAdmin], name: 'x', securityStamp: 0 })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject((await h.createUser()).id)
      .setIssuer(TokenClaims.issuer)
      .setAudience(TokenClaims.audience)
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await refresh(forged)).status).toBe(401);
  });

  describe('a spoofed session', () => {
    const spoof = async (admin: TestUser, target: TestUser) => {
      const answer = await h.api('POST', '/api/account/spoofLogin', { token: admin.token, body: { userId: target.id } });
      expect(answer.status).toBe(200);
      return answer.body.jwtToken as string;
    };

    it("ends with its admin's password change", async () => {
      const admin = await h.createUser([Roles.SiteAdmin]);
      const target = await h.createUser([Roles.Subscriber]);
      const spoofed = await spoof(admin, target);
      expect(decodeJwt(spoofed)).toMatchObject({ spoofedBy: admin.id, spoofedByStamp: 0, securityStamp: 0 });
      expect((await refresh(spoofed)).status).toBe(200);
      const changed = await h.api('POST', '/api/account/changePassword', { token: admin.token, body: { oldPassword: admin.password, newPassword: strongPassword() } });
      expect(changed.status).toBe(200);
      expect(await refresh(spoofed)).toMatchObject({ status: 401, body: notLoggedIn });
    });

    it('cannot be started with an admin token issued before a password reset', async () => {
      const admin = await h.createUser([Roles.SiteAdmin]);
      const target = await h.createUser([Roles.Subscriber]);
      await resetPassword(admin);
      const answer = await h.api('POST', '/api/account/spoofLogin', { token: admin.token, body: { userId: target.id } });
      expect(answer).toMatchObject({ status: 401, body: notLoggedIn });
      expect((await h.running.runtime.store.readStream(`user-${target.id}`)).map((e) => e.type)).not.toContain('SpoofLoginStarted');
    });
  });
});
