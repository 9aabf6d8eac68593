import { startIdentity, strongPassword, uniqueEmail, type IdentityHarness } from '../testing/identity-test-kit.js';

let h: IdentityHarness;
// 3 attempts per account and 5 per client address, per endpoint, within a minute.
beforeAll(async () => (h = await startIdentity('ratelimit', { RATE_LIMIT_PER_ACCOUNT: '3', RATE_LIMIT_PER_ADDRESS: '5', RATE_LIMIT_WINDOW_SECONDS: '60' })));
afterAll(() => h.close());

const tooMany = { Details: 'Too many attempts. Please wait a few minutes and try again.', SubErrors: [] };
let nextAddress = 10;
const freshAddress = () => `198.51.100.${nextAddress++}`;
const from = (address: string) => ({ 'x-forwarded-for': address });
const login = (email: string, password: string, address: string) => h.api('POST', '/api/account/login', { body: { email, password }, headers: from(address) });

/** A user through register only (no login, so no attempts spent). */
async function register() {
  const email = uniqueEmail('rl');
  const password = strongPassword();
  const { body } = await h.api('POST', '/api/account/register', { body: { email, password } });
  return { id: body.id as string, email, password, token: body.jwtToken as string };
}

describe('rate limits', () => {
  it('limits login attempts per account, from any address, even with the right password', async () => {
    const user = await register();
    const address = freshAddress();
    for (let i = 0; i < 3; i++) expect((await login(user.email, 'Wrong-Password-1', address)).status).toBe(400);
    const limited = await login(user.email, user.password, address);
    expect(limited).toMatchObject({ status: 429, body: tooMany });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await login(user.email.toUpperCase(), user.password, freshAddress())).status).toBe(429);
    // Another account is not affected.
    const other = await register();
    expect((await login(other.email, other.password, freshAddress())).status).toBe(200);
  });

  it('limits attempts per client address across accounts, using the address the gateway appended', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await login(uniqueEmail('spray'), 'Wrong-Password-1', address)).status).toBe(400);
    expect(await login(uniqueEmail('spray'), 'Wrong-Password-1', address)).toMatchObject({ status: 429, body: tooMany });
    // A client-supplied x-forwarded-for entry in front of the gateway's does not help.
    const spoofed = await h.api('POST', '/api/account/login', { body: { email: uniqueEmail('spray'), password: 'x' }, headers: from(`10.9.8.7, ${address}`) });
    expect(spoofed.status).toBe(429);
    expect((await login(uniqueEmail('spray'), 'Wrong-Password-1', freshAddress())).status).toBe(400);
  });

  it('limits password reset requests and resets per account', async () => {
    const user = await register();
    for (let i = 0; i < 3; i++) {
      expect((await h.api('POST', '/api/account/requestPasswordReset', { body: { email: user.email }, headers: from(freshAddress()) })).status).toBe(200);
    }
    expect(await h.api('POST', '/api/account/requestPasswordReset', { body: { email: user.email }, headers: from(freshAddress()) })).toMatchObject({ status: 429, body: tooMany });
    const requests = (await h.running.runtime.store.readStream(`user-${user.id}`)).filter((e) => e.type === 'PasswordResetRequested');
    expect(requests).toHaveLength(3);

    const reset = () => h.api('POST', '/api/account/resetPassword', { body: { email: user.email, token: 'guess', password: strongPassword() }, headers: from(freshAddress()) });
    for (let i = 0; i < 3; i++) expect((await reset()).status).toBe(400);
    expect(await reset()).toMatchObject({ status: 429, body: tooMany });
  });

  it('limits verification code attempts per user', async () => {
    const user = await register();
    const enter = () => h.api('POST', '/api/account/verifyVerificationCode', { token: user.token, body: { verificationCode: '000000' }, headers: from(freshAddress()) });
    for (let i = 0; i < 3; i++) expect((await enter()).status).toBe(400);
    expect(await enter()).toMatchObject({ status: 429, body: tooMany });
    const send = await h.api('POST', '/api/account/verifyPhoneNumber', { token: user.token, body: { phoneNumber: '555-123-4567' }, headers: from(freshAddress()) });
    expect(send.status).toBe(429);
  });

  it('keeps counters in Postgres without email addresses in them', async () => {
    const user = await register();
    await login(user.email, 'Wrong-Password-1', freshAddress());
    const rows = await h.running.runtime.db.selectFrom('rate_limits').select(['key', 'points']).execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.key.startsWith('login:account:'))).toBe(true);
    expect(rows.some((r) => r.key === 'login:address:198.51.100.10')).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('@');
  });
});
