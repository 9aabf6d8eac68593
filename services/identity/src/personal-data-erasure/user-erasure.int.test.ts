import { Roles } from '@app/contracts';
import { identityUnderTest } from '../testing/identity-test-kit.js';
import { UserErasure } from './user-erasure.js';

const h = identityUnderTest('erasure');

describe('erasing a user', () => {
  it('deletes their key and nulls their personal columns in one step; events stay and still verify', async () => {
    const user = await h.createUser([Roles.Subscriber]);
    const { runtime } = h.running;
    await runtime.store.append(`user-${user.id}`, [{ type: 'UserProfileChanged', data: { userId: user.id, firstName: 'Grace', lastName: 'Hopper' } }], { expectedVersion: 'any' });
    await h.api('POST', '/api/account/verifyPhoneNumber', { token: user.token, body: { phoneNumber: '555-222-3333' } });
    const code = (await runtime.store.readStream(`user-${user.id}`)).pop()!.data.code;
    expect((await h.api('POST', '/api/account/verifyVerificationCode', { token: user.token, body: { verificationCode: code } })).status).toBe(200);

    await h.running.app.get(UserErasure).erase(user.id, { actorUserId: 'compliance-officer' });

    const row = await runtime.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: null, first_name: null, last_name: null, phone_number: null, erased: true, roles: [Roles.Subscriber] });
    expect(await runtime.db.selectFrom('personal_keys').selectAll().where('person_id', '=', user.id).execute()).toEqual([]);

    const events = await runtime.store.readStream(`user-${user.id}`);
    expect(events[0].data).toMatchObject({ userId: user.id, email: null, passwordHash: null });
    expect(events.find((e) => e.type === 'UserProfileChanged')!.data).toEqual({ userId: user.id, firstName: null, lastName: null });
    expect(events[events.length - 1]).toMatchObject({ type: 'PersonalDataErased', data: { userId: user.id }, metadata: { actorUserId: 'compliance-officer' } });
    expect(await runtime.store.verifyStream(`user-${user.id}`)).toEqual({ valid: true });

    expect((await h.api('POST', '/api/account/login', { body: { email: user.email, password: user.password } })).status).toBe(400);
    const admin = await h.login(h.admin.email, h.admin.password);
    expect(await h.api('GET', `/api/applicationUser/${user.id}`, { token: admin })).toMatchObject({
      status: 200,
      body: { email: null, userName: null, firstName: null, displayName: null },
    });

    // The address is free again, and erasing twice changes nothing.
    expect((await h.api('POST', '/api/account/register', { body: { email: user.email, password: user.password } })).status).toBe(200);
    await h.running.app.get(UserErasure).erase(user.id);
    expect(await runtime.store.readStream(`user-${user.id}`)).toHaveLength(events.length);
  });
});
