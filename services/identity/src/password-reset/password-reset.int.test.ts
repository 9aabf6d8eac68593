import { createHash, randomBytes } from 'node:crypto';
import { AccountMessages } from '@app/contracts';
import { startIdentity, strongPassword, uniqueEmail, type IdentityHarness, type TestUser } from '../testing/identity-test-kit.js';

let h: IdentityHarness;
beforeAll(async () => (h = await startIdentity('reset')));
afterAll(() => h.close());

const invalidLink = { Details: AccountMessages.invalidResetLink, SubErrors: [] };
const events = (userId: string) => h.running.runtime.store.readStream(`user-${userId}`);
const requestReset = (email: unknown) => h.api('POST', '/api/account/requestPasswordReset', { body: { email } });
const reset = (body: unknown) => h.api('POST', '/api/account/resetPassword', { body });
/** The token as the mail sender reads it (sealed at rest, opened by the owning service's store). */
async function lastToken(user: TestUser): Promise<string> {
  const requested = (await events(user.id)).filter((e) => e.type === 'PasswordResetRequested');
  return requested[requested.length - 1].data.token;
}
const canLogIn = async (email: string, password: string) => (await h.api('POST', '/api/account/login', { body: { email, password } })).status === 200;

describe('POST /api/account/requestPasswordReset', () => {
  it('answers the same for a known and an unknown address, and records a token only for the known one', async () => {
    const user = await h.createUser();
    const known = await requestReset(user.email.toUpperCase());
    const unknown = await requestReset(uniqueEmail('nobody'));
    expect(known).toMatchObject({ status: 200, body: {} });
    expect(unknown).toMatchObject({ status: known.status, body: known.body });

    const requested = (await events(user.id)).find((e) => e.type === 'PasswordResetRequested')!;
    expect(requested.data).toEqual({
      userId: user.id,
      email: user.email,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      tokenHash: createHash('sha256').update(requested.data.token).digest('hex'),
      expiresAt: expect.any(String),
    });
    expect((Date.parse(requested.data.expiresAt) - Date.parse(requested.metadata.occurredAt)) / 60_000).toBeCloseTo(60, 1);
    const raw = await h.running.runtime.db.selectFrom('events').select('data').where('stream_id', '=', `user-${user.id}`).where('type', '=', 'PasswordResetRequested').executeTakeFirstOrThrow();
    expect(JSON.stringify(raw.data)).not.toContain(requested.data.token);
    expect(JSON.stringify(raw.data)).not.toContain(user.email);
  });

  it.each([
    ['a missing email', undefined, ['email: This field is required']],
    ['a malformed email', 'user@@example.com', ['email: Please provide a valid email address.']],
    ['a too long email', `${'e'.repeat(260)}@example.com`, ['email: Please provide a value less than 254 characters long']],
    ['an email of the wrong type', { address: 'a@example.com' }, ['email: Must be text']],
  ])('answers 400 for %s', async (_case, email, subErrors) => {
    expect(await requestReset(email)).toMatchObject({ status: 400, body: { Details: 'The data you provided could not be validated.', SubErrors: subErrors } });
  });
});

describe('POST /api/account/resetPassword', () => {
  it('sets a new password with the emailed token, once', async () => {
    const user = await h.createUser();
    await requestReset(user.email);
    const token = await lastToken(user);
    const password = strongPassword();
    expect(await reset({ email: user.email, token, password })).toMatchObject({ status: 200, body: {} });
    expect(await canLogIn(user.email, password)).toBe(true);
    expect(await canLogIn(user.email, user.password)).toBe(false);
    expect((await events(user.id)).find((e) => e.type === 'PasswordChanged')).toMatchObject({ data: { reason: 'reset' }, metadata: { actorUserId: user.id } });

    expect(await reset({ email: user.email, token, password: strongPassword() })).toMatchObject({ status: 400, body: invalidLink });
    expect(await canLogIn(user.email, password)).toBe(true);
  });

  it('refuses a superseded token and accepts the newest', async () => {
    const user = await h.createUser();
    await requestReset(user.email);
    const first = await lastToken(user);
    await requestReset(user.email);
    const second = await lastToken(user);
    expect(await reset({ email: user.email, token: first, password: strongPassword() })).toMatchObject({ status: 400, body: invalidLink });
    expect((await reset({ email: user.email, token: second, password: strongPassword() })).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const user = await h.createUser();
    const token = randomBytes(32).toString('base64url');
    await h.running.runtime.store.append(
      `user-${user.id}`,
      [{ type: 'PasswordResetRequested', data: { userId: user.id, email: user.email, token, tokenHash: createHash('sha256').update(token).digest('hex'), expiresAt: new Date(Date.now() - 1_000).toISOString() } }],
      { expectedVersion: 'any' },
    );
    expect(await reset({ email: user.email, token, password: strongPassword() })).toMatchObject({ status: 400, body: invalidLink });
    expect(await canLogIn(user.email, user.password)).toBe(true);
  });

  it('refuses a token of another account, a made-up token and an unknown email alike', async () => {
    const alice = await h.createUser();
    const bob = await h.createUser();
    await requestReset(alice.email);
    const alicesToken = await lastToken(alice);
    expect(await reset({ email: bob.email, token: alicesToken, password: strongPassword() })).toMatchObject({ status: 400, body: invalidLink });
    expect(await reset({ email: alice.email, token: 'made-up', password: strongPassword() })).toMatchObject({ status: 400, body: invalidLink });
    expect(await reset({ email: uniqueEmail('nobody'), token: alicesToken, password: strongPassword() })).toMatchObject({ status: 400, body: invalidLink });
    expect((await events(bob.id)).map((e) => e.type)).toContain('PasswordResetTokenFailed');
    // Alice's token still works.
    expect((await reset({ email: alice.email, token: alicesToken, password: strongPassword() })).status).toBe(200);
  });

  it('refuses a common password before looking at the token', async () => {
    const user = await h.createUser();
    await requestReset(user.email);
    const answer = await reset({ email: user.email, token: await lastToken(user), password: 'iloveyou' });
    expect(answer).toMatchObject({ status: 400, body: { Details: 'The data you provided could not be validated.', SubErrors: [`password: ${AccountMessages.commonPassword}`] } });
  });

  it.each([
    ['missing fields', {}, ['email: This field is required', 'token: This field is required', 'password: This field is required']],
    ['a short password', { email: 'a@example.com', token: 't', password: 'Ab-1' }, ['password: Please provide a value at least 8 characters long']],
    ['a too long token', { email: 'a@example.com', token: 't'.repeat(513), password: 'Tall-Ladder-77' }, ['token: Please provide a value less than 512 characters long']],
    ['wrong types', { email: 'a@example.com', token: 42, password: 'Tall-Ladder-77' }, ['token: Must be text']],
  ])('answers 400 for %s', async (_case, body, subErrors) => {
    expect(await reset(body)).toMatchObject({ status: 400, body: { Details: 'The data you provided could not be validated.', SubErrors: subErrors } });
  });
});
