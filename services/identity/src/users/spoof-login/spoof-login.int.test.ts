import { decodeJwt } from 'jose';
import { Roles } from '@app/contracts';
import { identityUnderTest } from '../../testing/identity-test-kit.js';
import { userDecider } from '../user.decide.js';

const h = identityUnderTest('spoof');
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  adminToken = await h.login(h.admin.email, h.admin.password);
  adminId = decodeJwt(adminToken).sub!;
});

const spoof = (token: string | null, body: unknown) => h.api('POST', '/api/account/spoofLogin', { token, body });

describe('POST /api/account/spoofLogin', () => {
  it("answers the user's session, naming the admin in the token and in the event", async () => {
    const target = await h.createUser([Roles.Subscriber]);
    const { status, body } = await spoof(adminToken, { userId: target.id });
    expect(status).toBe(200);
    expect(body).toEqual({ jwtToken: expect.any(String), userName: target.email, id: target.id, roles: [Roles.Subscriber], requiresVerificationCode: false });
    expect(decodeJwt(body.jwtToken)).toMatchObject({ sub: target.id, name: target.email, roles: [Roles.Subscriber], use: 'access', spoofedBy: adminId });

    const events = await h.running.runtime.store.readStream(`user-${target.id}`);
    expect(events[events.length - 1]).toMatchObject({ type: 'SpoofLoginStarted', data: { userId: target.id, adminUserId: adminId }, metadata: { actorUserId: adminId } });

    // The spoofed session acts as the user and stays spoofed across a refresh.
    const own = await h.api('GET', `/api/applicationUser/${target.id}`, { token: body.jwtToken });
    expect(own).toMatchObject({ status: 200, body: { id: target.id } });
    const refreshed = await h.api('POST', '/api/account/refresh', { token: body.jwtToken });
    expect(decodeJwt(refreshed.body.jwtToken)).toMatchObject({ sub: target.id, spoofedBy: adminId });
  });

  it("does not let a spoofed session change the user's password or two-factor settings", async () => {
    const target = await h.createUser([Roles.Subscriber]);
    const { body } = await spoof(adminToken, { userId: target.id });
    expect((await h.api('POST', '/api/account/changePassword', { token: body.jwtToken, body: { oldPassword: target.password, newPassword: 'Tall-Ladder-99' } })).status).toBe(403);
    expect((await h.api('POST', '/api/account/verifyPhoneNumber', { token: body.jwtToken, body: { phoneNumber: '555-123-4567' } })).status).toBe(403);
  });

  it('allows spoofing another admin (recorded), but not spoofing again from a spoofed session', async () => {
    const otherAdmin = await h.createUser([Roles.SiteAdmin]);
    const spoofed = await spoof(adminToken, { userId: otherAdmin.id });
    expect(spoofed).toMatchObject({ status: 200, body: { roles: [Roles.SiteAdmin] } });
    const events = await h.running.runtime.store.readStream(`user-${otherAdmin.id}`);
    expect(events.map((e) => e.type)).toContain('SpoofLoginStarted');

    const third = await h.createUser([Roles.Subscriber]);
    expect(await spoof(spoofed.body.jwtToken, { userId: third.id })).toMatchObject({ status: 403, body: { Details: 'You are not logged in or do not have access.' } });
    const thirdEvents = await h.running.runtime.store.readStream(`user-${third.id}`);
    expect(thirdEvents.map((e) => e.type)).not.toContain('SpoofLoginStarted');
  });

  it('ends a spoofed session at refresh when its admin is no longer one', async () => {
    const admin = await h.createUser([Roles.SiteAdmin]);
    const target = await h.createUser([Roles.Subscriber]);
    const { body } = await spoof(admin.token, { userId: target.id });
    await h.running.runtime.commands.handle(`user-${admin.id}`, { type: 'RevokeRoles', roles: [Roles.SiteAdmin] }, userDecider);
    expect((await h.api('POST', '/api/account/refresh', { token: body.jwtToken })).status).toBe(401);
  });

  it('answers 403 to non-admins and 401 to anonymous callers', async () => {
    const target = await h.createUser([Roles.Subscriber]);
    for (const roles of [[Roles.Subscriber], [Roles.Client], [Roles.ComplianceReviewer], []]) {
      const caller = await h.createUser(roles);
      expect((await spoof(caller.token, { userId: target.id })).status).toBe(403);
    }
    expect((await spoof(null, { userId: target.id })).status).toBe(401);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect(await spoof(adminToken, { userId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' })).toMatchObject({ status: 404, body: { Details: 'The user was not found.', SubErrors: [] } });
    const invalid = { Details: 'The data you provided could not be validated.' };
    expect(await spoof(adminToken, { userId: 'abc' })).toMatchObject({ status: 400, body: { ...invalid, SubErrors: ['userId: Must be an id'] } });
    expect(await spoof(adminToken, {})).toMatchObject({ status: 400, body: { ...invalid, SubErrors: ['userId: This field is required'] } });
    expect(await spoof(adminToken, { userId: 7 })).toMatchObject({ status: 400, body: { ...invalid, SubErrors: ['userId: Must be text'] } });
  });
});
