import { decodeJwt } from 'jose';
import { Roles } from '@app/contracts';
import { identityUnderTest, strongPassword, uniqueEmail } from '../../testing/identity-test-kit.js';

const h = identityUnderTest('login');

const login = (body: unknown, headers?: Record<string, string>) => h.api('POST', '/api/account/login', { body, headers });

describe('POST /api/account/login', () => {
  it('signs in with the right email and password, carrying the current roles', async () => {
    const user = await h.createUser([Roles.Subscriber]);
    const { status, body } = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(status).toBe(200);
    expect(body).toEqual({ jwtToken: expect.any(String), userName: user.email, id: user.id, roles: [Roles.Subscriber], requiresVerificationCode: false });
    expect(decodeJwt(body.jwtToken)).toMatchObject({ sub: user.id, name: user.email, roles: [Roles.Subscriber], use: 'access' });
    expect(decodeJwt(body.jwtToken).spoofedBy).toBeUndefined();

    const events = await h.running.runtime.store.readStream(`user-${user.id}`);
    const last = events[events.length - 1];
    expect(last).toMatchObject({ type: 'UserLoggedIn', data: { userId: user.id, method: 'password' }, metadata: { actorUserId: user.id } });
  });

  it('accepts an empty verification code as none', async () => {
    const user = await h.createUser();
    const { status, body } = await login({ email: user.email, password: user.password, verificationCode: '' });
    expect(status).toBe(200);
    expect(body.jwtToken).toEqual(expect.any(String));
  });

  it('keeps spaces at the ends of a password', async () => {
    const email = uniqueEmail();
    const password = `  ${strongPassword()}  `;
    expect((await h.api('POST', '/api/account/register', { body: { email, password } })).status).toBe(200);
    expect((await login({ email, password })).status).toBe(200);
    expect((await login({ email, password: password.trim() })).status).toBe(400);
  });

  it('answers a wrong password and an unknown email with the same message', async () => {
    const user = await h.createUser();
    const wrongPassword = await login({ email: user.email, password: `${user.password}x` });
    const unknownEmail = await login({ email: uniqueEmail('nobody'), password: user.password });
    for (const answer of [wrongPassword, unknownEmail]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ Details: 'The email or password is incorrect.', SubErrors: [] });
    }
    const events = await h.running.runtime.store.readStream(`user-${user.id}`);
    expect(events.map((e) => e.type)).not.toContain('UserLoggedIn');
  });

  it('refuses an erased account', async () => {
    const user = await h.createUser();
    await h.running.app.get((await import('../../personal-data-erasure/user-erasure.js')).UserErasure).erase(user.id);
    expect(await login({ email: user.email, password: user.password })).toMatchObject({ status: 400, body: { Details: 'The email or password is incorrect.' } });
  });

  it.each([
    ['missing fields', {}, ['email: This field is required', 'password: This field is required']],
    ['a malformed email', { email: 'someone@', password: 'whatever1' }, ['email: Please provide a valid email address.']],
    ['a too long password', { email: 'a@example.com', password: 'p'.repeat(129) }, ['password: Please provide a value less than 128 characters long']],
    ['a code that is not a number', { email: 'a@example.com', password: 'whatever1', verificationCode: '12ab56' }, ['verificationCode: The code is a number']],
    [
      'a too long code',
      { email: 'a@example.com', password: 'whatever1', verificationCode: '1'.repeat(13) },
      ['verificationCode: Please provide a value less than 12 characters long'],
    ],
    ['wrong types', { email: ['a@example.com'], password: 12345678 }, ['email: Must be text', 'password: Must be text']],
  ])('answers 400 for %s', async (_case, body, subErrors) => {
    const { status, body: answer } = await login(body);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ Details: 'The data you provided could not be validated.', SubErrors: subErrors });
  });
});
