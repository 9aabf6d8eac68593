import { Roles } from '@app/contracts';
import { waitFor } from '@app/platform/testing';
import { identityUnderTest } from '../../testing/identity-test-kit.js';

const h = identityUnderTest('close_account');

const close = (token: string | null, password: string) => h.api('POST', '/api/account/close', { token, body: { password } });
const streamTypes = async (userId: string) => (await h.running.runtime.store.readStream(`user-${userId}`)).map((e) => e.type);

describe('POST /api/account/close', () => {
  it('closes the account with the password: erased, its sessions ended, its login refused', async () => {
    const user = await h.createUser([Roles.Subscriber]);
    expect(await close(user.token, 'Wrong-Password-1')).toMatchObject({ status: 400, body: { Details: 'The current password is incorrect.' } });
    expect(await streamTypes(user.id)).not.toContain('AccountClosed');

    expect(await close(user.token, user.password)).toMatchObject({ status: 200, body: {} });
    expect((await streamTypes(user.id)).slice(-2)).toEqual(['AccountClosed', 'PersonalDataErased']);
    const row = await h.running.runtime.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ erased: true, email: null, first_name: null });

    expect(await waitFor(async () => (await h.api('GET', `/api/applicationUser/${user.id}`, { token: user.token })).status === 401, 5_000)).toBe(true);
    expect((await h.api('POST', '/api/account/login', { body: { email: user.email, password: user.password } })).status).toBe(400);
  });

  it("is the subscriber's own: not a site admin's, a client's or a spoofed session", async () => {
    const adminToken = await h.login(h.admin.email, h.admin.password);
    expect((await close(adminToken, h.admin.password)).status).toBe(403);
    const user = await h.createUser([Roles.Subscriber]);
    const spoofed = await h.api('POST', '/api/account/spoofLogin', { token: adminToken, body: { userId: user.id } });
    expect((await close(spoofed.body.jwtToken, user.password)).status).toBe(403);
    const unpaid = await h.createUser([]);
    expect((await close(unpaid.token, unpaid.password)).status).toBe(403);
    expect((await close(null, user.password)).status).toBe(401);
  });
});
