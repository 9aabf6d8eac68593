import { decodeJwt } from 'jose';
import { Roles } from '@app/contracts';
import { waitFor } from '@app/platform/testing';
import { identityUnderTest, uniqueEmail } from '../../testing/identity-test-kit.js';

const h = identityUnderTest('account_admin');
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  adminToken = await h.login(h.admin.email, h.admin.password);
  adminId = decodeJwt(adminToken).sub!;
});

const events = async (userId: string) => (await h.running.runtime.store.readStream(`user-${userId}`)).map((e) => e.type);
const ownRecord = (userId: string, token: string) => h.api('GET', `/api/applicationUser/${userId}`, { token });
const loginAs = (email: string, password: string) => h.api('POST', '/api/account/login', { body: { email, password } });

describe('PUT /api/applicationUser/{id}: a site admin corrects a name and an email', () => {
  it('saves them (the email becomes the login name) and answers the user', async () => {
    const user = await h.createUser([Roles.Subscriber]);
    const email = uniqueEmail('corrected');
    const { status, body } = await h.api('PUT', `/api/applicationUser/${user.id}`, {
      token: adminToken,
      body: { email: email.toUpperCase(), firstName: ' Ada ', lastName: 'Lovelace' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: user.id, email, userName: email, firstName: 'Ada', lastName: 'Lovelace', displayName: 'Ada Lovelace' });
    expect(await events(user.id)).toEqual(expect.arrayContaining(['UserContactChanged', 'UserProfileChanged']));
    // The sealed address is not in the stored event.
    const raw = await h.running.runtime.db
      .selectFrom('events')
      .select('data')
      .where('stream_id', '=', `user-${user.id}`)
      .where('type', '=', 'UserContactChanged')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(raw.data)).not.toContain(email);

    expect((await loginAs(email, user.password)).status).toBe(200);
    expect(await loginAs(user.email, user.password)).toMatchObject({ status: 400, body: { Details: 'The email or password is incorrect.' } });
  });

  it("refuses another account's address and a missing or malformed one", async () => {
    const user = await h.createUser([Roles.Subscriber]);
    const other = await h.createUser([Roles.Subscriber]);
    expect(await h.api('PUT', `/api/applicationUser/${user.id}`, { token: adminToken, body: { email: other.email } })).toMatchObject({
      status: 400,
      body: { Details: 'An account with this email address already exists.' },
    });
    expect((await h.api('PUT', `/api/applicationUser/${user.id}`, { token: adminToken, body: { email: '' } })).body.SubErrors).toEqual(['email: This field is required']);
    expect((await h.api('PUT', `/api/applicationUser/${user.id}`, { token: adminToken, body: { email: 'nope' } })).body.SubErrors).toEqual([
      'email: Please provide a valid email address.',
    ]);
  });

  it('answers 403 to anyone but a site admin and 404 for an unknown user', async () => {
    const user = await h.createUser([Roles.Subscriber]);
    expect((await h.api('PUT', `/api/applicationUser/${user.id}`, { token: user.token, body: { email: uniqueEmail() } })).status).toBe(403);
    expect((await h.api('PUT', '/api/applicationUser/00000000-0000-4000-8000-000000000000', { token: adminToken, body: { email: uniqueEmail() } })).status).toBe(404);
  });
});

describe('disabling and enabling an account', () => {
  it("ends the account's sessions at once, refuses its login with the reason, and lets it in again once enabled", async () => {
    const user = await h.createUser([Roles.Subscriber]);
    expect((await ownRecord(user.id, user.token)).status).toBe(200);

    expect(await h.api('POST', `/api/applicationUser/${user.id}/disable`, { token: adminToken })).toMatchObject({ status: 200, body: {} });
    const stored = await h.running.runtime.store.readStream(`user-${user.id}`);
    expect(stored[stored.length - 1]).toMatchObject({
      type: 'AccountDisabled',
      data: { userId: user.id, adminUserId: adminId, securityStamp: 1 },
      metadata: { actorUserId: adminId },
    });

    // The live token is refused (401) as soon as the ending reaches the service, and refresh refuses it.
    expect(await waitFor(async () => (await ownRecord(user.id, user.token)).status === 401, 5_000)).toBe(true);
    expect((await h.api('POST', '/api/account/refresh', { token: user.token })).status).toBe(401);
    expect(await loginAs(user.email, user.password)).toMatchObject({ status: 400, body: { Details: 'This account has been disabled. Please contact the site administrator.' } });
    // A wrong password still says only that the credentials are wrong.
    expect(await loginAs(user.email, 'Wrong-Password-1')).toMatchObject({ status: 400, body: { Details: 'The email or password is incorrect.' } });
    expect((await h.api('GET', `/api/applicationUser/${user.id}`, { token: adminToken })).body).toMatchObject({ disabled: true });
    expect((await h.api('POST', '/api/account/spoofLogin', { token: adminToken, body: { userId: user.id } })).status).toBe(400);

    expect(await h.api('POST', `/api/applicationUser/${user.id}/enable`, { token: adminToken })).toMatchObject({ status: 200, body: {} });
    expect((await loginAs(user.email, user.password)).status).toBe(200);
    expect((await h.api('GET', `/api/applicationUser/${user.id}`, { token: adminToken })).body).toMatchObject({ disabled: false });
  });

  it("refuses the admin's own account and anyone but a site admin", async () => {
    expect(await h.api('POST', `/api/applicationUser/${adminId}/disable`, { token: adminToken })).toMatchObject({
      status: 400,
      body: { Details: 'You cannot disable your own account.' },
    });
    const user = await h.createUser([Roles.Subscriber]);
    const other = await h.createUser([Roles.Subscriber]);
    expect((await h.api('POST', `/api/applicationUser/${other.id}/disable`, { token: user.token })).status).toBe(403);
    expect((await h.api('POST', `/api/applicationUser/${other.id}/enable`, { token: user.token })).status).toBe(403);
    expect((await h.api('POST', `/api/applicationUser/${other.id}/disable`, { token: null })).status).toBe(401);
  });
});

describe('POST /api/applicationUser/{id}/sendPasswordReset', () => {
  it("sends a reset link to the account's address, naming the admin", async () => {
    const user = await h.createUser([Roles.Subscriber]);
    expect(await h.api('POST', `/api/applicationUser/${user.id}/sendPasswordReset`, { token: adminToken })).toMatchObject({ status: 200, body: {} });
    const stored = await h.running.runtime.store.readStream(`user-${user.id}`);
    expect(stored[stored.length - 1]).toMatchObject({ type: 'PasswordResetRequested', data: { userId: user.id, email: user.email }, metadata: { actorUserId: adminId } });
    expect((await h.api('POST', `/api/applicationUser/${user.id}/sendPasswordReset`, { token: user.token })).status).toBe(403);
  });
});

describe('POST /api/account/disableTwoFactor', () => {
  const lastCode = async (userId: string) => {
    const sent = (await h.running.runtime.store.readStream(`user-${userId}`)).filter((e) => e.type === 'VerificationCodeSent');
    return sent[sent.length - 1].data.code as string;
  };
  const enable = async (token: string, userId: string, phoneNumber: string) => {
    expect((await h.api('POST', '/api/account/verifyPhoneNumber', { token, body: { phoneNumber } })).status).toBe(200);
    expect((await h.api('POST', '/api/account/verifyVerificationCode', { token, body: { verificationCode: await lastCode(userId) } })).status).toBe(200);
  };

  it('turns two-factor off with the password: logins ask no code, and a wrong password changes nothing', async () => {
    const user = await h.createUser([Roles.Subscriber]);
    await enable(user.token, user.id, '555-123-4567');
    expect((await loginAs(user.email, user.password)).body.requiresVerificationCode).toBe(true);

    expect(await h.api('POST', '/api/account/disableTwoFactor', { token: user.token, body: { password: 'Wrong-Password-1' } })).toMatchObject({
      status: 400,
      body: { Details: 'The current password is incorrect.' },
    });
    expect((await ownRecord(user.id, user.token)).body).toMatchObject({ twoFactorEnabled: true });

    expect(await h.api('POST', '/api/account/disableTwoFactor', { token: user.token, body: { password: user.password } })).toMatchObject({ status: 200, body: {} });
    expect((await ownRecord(user.id, user.token)).body).toMatchObject({ twoFactorEnabled: false, phoneNumber: null });
    expect((await loginAs(user.email, user.password)).body).toMatchObject({ requiresVerificationCode: false, jwtToken: expect.any(String) });
  });

  it('changes the phone with a code sent to the new number; the login codes go there', async () => {
    const user = await h.createUser([Roles.Subscriber]);
    await enable(user.token, user.id, '555-123-4567');
    await enable(user.token, user.id, '555-987-6543');
    expect((await ownRecord(user.id, user.token)).body).toMatchObject({ twoFactorEnabled: true, phoneNumber: '555-987-6543' });
    await loginAs(user.email, user.password);
    const sent = (await h.running.runtime.store.readStream(`user-${user.id}`)).filter((e) => e.type === 'VerificationCodeSent');
    expect(sent[sent.length - 1].data).toMatchObject({ purpose: 'login', phoneNumber: '555-987-6543' });
  });

  it('is for the owner: not a client, not a spoofed session', async () => {
    const user = await h.createUser([Roles.Subscriber]);
    const spoofed = await h.api('POST', '/api/account/spoofLogin', { token: adminToken, body: { userId: user.id } });
    expect((await h.api('POST', '/api/account/disableTwoFactor', { token: spoofed.body.jwtToken, body: { password: user.password } })).status).toBe(403);
    expect((await h.api('POST', '/api/account/disableTwoFactor', { token: null, body: { password: user.password } })).status).toBe(401);
  });
});
