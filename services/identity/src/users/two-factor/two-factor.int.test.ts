import { Roles } from '@app/contracts';
import type { TestEvent } from '@app/platform/testing';
import { verificationCodeHash } from '../../security/secrets.js';
import { identityUnderTest, TEST_CODE_SECRET, type TestUser } from '../../testing/identity-test-kit.js';

const h = identityUnderTest('twofactor');

const invalidCode = { Details: 'The verification code is invalid or has expired.', SubErrors: [] };
const events = (userId: string): Promise<TestEvent[]> => h.running.runtime.store.readStream(`user-${userId}`);
/** The code as the SMS sender would read it: the store opens the sealed field for its owning service. */
async function lastCode(userId: string, purpose: 'enable-two-factor' | 'login'): Promise<string> {
  const sent = (await events(userId)).filter((e) => e.type === 'VerificationCodeSent' && e.data.purpose === purpose);
  return sent[sent.length - 1].data.code;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const sendCode = (user: TestUser, body: unknown = { phoneNumber: '555-123-4567' }) => h.api('POST', '/api/account/verifyPhoneNumber', { token: user.token, body });
const enterCode = (user: TestUser, verificationCode: unknown) => h.api('POST', '/api/account/verifyVerificationCode', { token: user.token, body: { verificationCode } });
const login = (user: TestUser, verificationCode?: string, password = user.password) =>
  h.api('POST', '/api/account/login', { body: { email: user.email, password, ...(verificationCode === undefined ? {} : { verificationCode }) } });

/** A code as if sent to `phoneNumber` for `purpose`, valid until `expiresAt`, appended to the user's stream directly. */
async function codeSent(user: TestUser, purpose: 'enable-two-factor' | 'login', code: string, phoneNumber: string, expiresAt: string): Promise<void> {
  const codeHash = verificationCodeHash(Buffer.from(TEST_CODE_SECRET), user.id, purpose, code);
  const data = { userId: user.id, phoneNumber, purpose, code, codeHash, expiresAt };
  await h.running.runtime.store.append(`user-${user.id}`, [{ type: 'VerificationCodeSent', data }], { expectedVersion: 'any' });
}

async function withTwoFactor(): Promise<TestUser> {
  const user = await h.createUser([Roles.Subscriber]);
  expect((await sendCode(user)).status).toBe(200);
  expect((await enterCode(user, await lastCode(user.id, 'enable-two-factor'))).status).toBe(200);
  return user;
}

describe('enabling two-factor authentication', () => {
  it('sends a 6-digit code to the phone (sealed at rest) and enables two-factor with it', async () => {
    const user = await h.createUser([Roles.Subscriber]);
    expect(await sendCode(user)).toMatchObject({ status: 200, body: {} });

    const sent = (await events(user.id)).find((e) => e.type === 'VerificationCodeSent')!;
    expect(sent.data).toEqual({
      userId: user.id,
      phoneNumber: '555-123-4567',
      purpose: 'enable-two-factor',
      code: expect.stringMatching(/^\d{6}$/),
      codeHash: verificationCodeHash(Buffer.from(TEST_CODE_SECRET), user.id, 'enable-two-factor', sent.data.code),
      expiresAt: expect.any(String),
    });
    const minutes = (Date.parse(sent.data.expiresAt) - Date.parse(sent.metadata.occurredAt)) / 60_000;
    expect(minutes).toBeCloseTo(10, 1);
    const raw = await h.running.runtime.db
      .selectFrom('events')
      .select('data')
      .where('stream_id', '=', `user-${user.id}`)
      .where('type', '=', 'VerificationCodeSent')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(raw.data)).not.toContain('555-123-4567');
    expect(JSON.stringify(raw.data)).not.toContain(`"${sent.data.code}"`);

    expect(await enterCode(user, wrong(sent.data.code))).toMatchObject({ status: 400, body: invalidCode });
    expect(await enterCode(user, sent.data.code)).toMatchObject({ status: 200, body: {} });
    expect((await events(user.id)).map((e) => e.type)).toEqual([
      'UserRegistered',
      'RolesGranted',
      'UserLoggedIn',
      'VerificationCodeSent',
      'VerificationCodeFailed',
      'TwoFactorEnabled',
    ]);
    const row = await h.running.runtime.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ two_factor_enabled: true, phone_number: '555-123-4567' });
    // The code is used up.
    expect(await enterCode(user, sent.data.code)).toMatchObject({ status: 400, body: invalidCode });
  });

  it('voids the code after five wrong entries', async () => {
    const user = await h.createUser([Roles.Subscriber]);
    await sendCode(user);
    const code = await lastCode(user.id, 'enable-two-factor');
    for (let i = 0; i < 5; i++) expect((await enterCode(user, wrong(code))).status).toBe(400);
    expect(await enterCode(user, code)).toMatchObject({ status: 400, body: invalidCode });
    // A new code works again.
    await sendCode(user, { phoneNumber: '+15551234567' });
    expect((await enterCode(user, await lastCode(user.id, 'enable-two-factor'))).status).toBe(200);
  });

  it('refuses to enable without a code sent', async () => {
    const user = await h.createUser([Roles.Subscriber]);
    expect(await enterCode(user, '123456')).toMatchObject({ status: 400, body: invalidCode });
  });

  it.each([
    ['a missing number', {}, ['phoneNumber: This field is required']],
    ['a malformed number', { phoneNumber: '555 123 4567' }, ['phoneNumber: Please format the phone number as XXX-XXX-XXXX']],
    ['a too long number', { phoneNumber: '+155512345678901234567' }, expect.arrayContaining(['phoneNumber: Please provide a value less than 20 characters long'])],
    ['a number of the wrong type', { phoneNumber: 5551234567 }, ['phoneNumber: Must be text']],
  ])('verifyPhoneNumber answers 400 for %s', async (_case, body, subErrors) => {
    const user = await h.createUser([Roles.Subscriber]);
    expect(await sendCode(user, body)).toMatchObject({ status: 400, body: { Details: 'The data you provided could not be validated.', SubErrors: subErrors } });
  });

  it.each([
    ['a missing code', undefined, ['verificationCode: This field is required']],
    ['letters', 'abcdef', ['verificationCode: The code is a number']],
    ['a too long code', '1234567890123', ['verificationCode: Please provide a value less than 12 characters long']],
    ['a number instead of text', 123456, ['verificationCode: Must be text']],
  ])('verifyVerificationCode answers 400 for %s', async (_case, code, subErrors) => {
    const user = await h.createUser([Roles.Subscriber]);
    expect(await enterCode(user, code)).toMatchObject({ status: 400, body: { Details: 'The data you provided could not be validated.', SubErrors: subErrors } });
  });
});

describe('logging in with two-factor on', () => {
  it('asks for a code, then signs in with it once', async () => {
    const user = await withTwoFactor();
    const first = await login(user);
    expect(first).toMatchObject({ status: 200, body: { jwtToken: null, userName: null, id: null, roles: [], requiresVerificationCode: true } });
    const sent = (await events(user.id)).filter((e) => e.type === 'VerificationCodeSent').pop()!;
    expect(sent.data).toMatchObject({ purpose: 'login', phoneNumber: '555-123-4567', code: expect.stringMatching(/^\d{6}$/) });

    expect(await login(user, wrong(sent.data.code))).toMatchObject({ status: 400, body: invalidCode });
    expect(await login(user, sent.data.code, 'Not-The-Password-1')).toMatchObject({ status: 400, body: { Details: 'The email or password is incorrect.' } });

    const second = await login(user, sent.data.code);
    expect(second).toMatchObject({
      status: 200,
      body: { jwtToken: expect.any(String), id: user.id, userName: user.email, roles: [Roles.Subscriber], requiresVerificationCode: false },
    });
    const last = (await events(user.id)).pop()!;
    expect(last).toMatchObject({ type: 'UserLoggedIn', data: { method: 'two-factor' } });

    expect(await login(user, sent.data.code)).toMatchObject({ status: 400, body: invalidCode });
  });

  it('voids a login code after five wrong entries', async () => {
    const user = await withTwoFactor();
    await login(user);
    const code = await lastCode(user.id, 'login');
    for (let i = 0; i < 5; i++) expect(await login(user, wrong(code))).toMatchObject({ status: 400, body: invalidCode });
    expect(await login(user, code)).toMatchObject({ status: 400, body: invalidCode });
    expect((await events(user.id)).filter((e) => e.type === 'VerificationCodeFailed')).toHaveLength(5);
  });

  it('refuses an expired code', async () => {
    const user = await withTwoFactor();
    const code = '246810';
    const expiredAt = new Date(Date.now() - 1_000).toISOString();
    await codeSent(user, 'login', code, '555-123-4567', expiredAt);
    expect(await login(user, code)).toMatchObject({ status: 400, body: invalidCode });
  });

  it('does not accept a code sent for another purpose', async () => {
    const user = await withTwoFactor();
    await login(user);
    const loginCode = await lastCode(user.id, 'login');
    const phoneCode = loginCode === '111111' ? '222222' : '111111';
    await codeSent(user, 'enable-two-factor', phoneCode, '555-000-1111', new Date(Date.now() + 600_000).toISOString());
    expect(await login(user, phoneCode)).toMatchObject({ status: 400, body: invalidCode });
    expect((await login(user, loginCode)).status).toBe(200);
  });
});
