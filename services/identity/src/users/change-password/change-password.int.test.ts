import { decodeJwt } from 'jose';
import { Roles } from '@app/contracts';
import { identityUnderTest, strongPassword } from '../../testing/identity-test-kit.js';

const h = identityUnderTest('changepw');

const change = (token: string | null, body: unknown) => h.api('POST', '/api/account/changePassword', { token, body });
const canLogIn = async (email: string, password: string) => (await h.api('POST', '/api/account/login', { body: { email, password } })).status === 200;

describe('POST /api/account/changePassword', () => {
  it('changes the password when the old one is right, and answers a new session for the caller', async () => {
    const user = await h.createUser([Roles.Subscriber]);
    const newPassword = strongPassword();
    const answer = await change(user.token, { oldPassword: user.password, newPassword });
    expect(answer).toMatchObject({
      status: 200,
      body: { jwtToken: expect.any(String), userName: user.email, id: user.id, roles: [Roles.Subscriber], requiresVerificationCode: false },
    });
    expect(decodeJwt(answer.body.jwtToken)).toMatchObject({ sub: user.id, securityStamp: (decodeJwt(user.token).securityStamp as number) + 1 });
    expect(await canLogIn(user.email, newPassword)).toBe(true);
    expect(await canLogIn(user.email, user.password)).toBe(false);
    const events = await h.running.runtime.store.readStream(`user-${user.id}`);
    expect(events.find((e) => e.type === 'PasswordChanged')).toMatchObject({ data: { reason: 'change' }, metadata: { actorUserId: user.id } });
  });

  it('answers 400 for a wrong old password and keeps the password', async () => {
    const user = await h.createUser([Roles.Subscriber]);
    const answer = await change(user.token, { oldPassword: `${user.password}!`, newPassword: strongPassword() });
    expect(answer).toMatchObject({ status: 400, body: { Details: 'The current password is incorrect.', SubErrors: [] } });
    expect(await canLogIn(user.email, user.password)).toBe(true);
  });

  it('is open to a user without roles yet, closed to clients (403) and anonymous callers (401)', async () => {
    const fresh = await h.createUser();
    expect((await change(fresh.token, { oldPassword: fresh.password, newPassword: strongPassword() })).status).toBe(200);
    const client = await h.createUser([Roles.Client]);
    expect(await change(client.token, { oldPassword: client.password, newPassword: strongPassword() })).toMatchObject({
      status: 403,
      body: { Details: 'You are not logged in or do not have access.' },
    });
    expect(await change(client.token, {})).toMatchObject({ status: 403 });
    expect((await change(null, { oldPassword: 'x', newPassword: strongPassword() })).status).toBe(401);
  });

  it.each([
    ['missing fields', {}, ['oldPassword: This field is required', 'newPassword: This field is required']],
    ['a short new password', { oldPassword: 'whatever', newPassword: 'Ab-1' }, ['newPassword: Please provide a value at least 8 characters long']],
    ['a too long new password', { oldPassword: 'whatever', newPassword: 'N'.repeat(129) }, ['newPassword: Please provide a value less than 128 characters long']],
    ['a too long old password', { oldPassword: 'o'.repeat(129), newPassword: 'Tall-Ladder-77' }, ['oldPassword: Please provide a value less than 128 characters long']],
    ['wrong types', { oldPassword: true, newPassword: 'Tall-Ladder-77' }, ['oldPassword: Must be text']],
    ['a common new password', { oldPassword: 'whatever', newPassword: 'sunshine1' }, [`newPassword: This password is too common. Please choose another.`]],
  ])('answers 400 for %s', async (_case, body, subErrors) => {
    const user = await h.createUser([Roles.Subscriber]);
    expect(await change(user.token, body)).toMatchObject({ status: 400, body: { Details: 'The data you provided could not be validated.', SubErrors: subErrors } });
  });
});
