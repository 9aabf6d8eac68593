import { randomUUID } from 'node:crypto';
import { waitFor } from '@app/platform/testing';
import { identityUnderTest, strongPassword, uniqueEmail } from '../testing/identity-test-kit.js';
import { userDecider } from '../users/user.decide.js';
import { userStreamId } from '../users/user.js';
import { PasswordHasher } from './passwords.js';

// Per endpoint, within a minute: 3 attempts per account and client address, 6 per account, 8 per address.
const h = identityUnderTest('ratelimit', {
  RATE_LIMIT_PER_ACCOUNT_AND_ADDRESS: '3',
  RATE_LIMIT_PER_ACCOUNT: '6',
  RATE_LIMIT_PER_ADDRESS: '8',
  RATE_LIMIT_WINDOW_SECONDS: '60',
});

const tooMany = { Details: 'Too many attempts. Please wait a few minutes and try again.', SubErrors: [] };
let nextAddress = 10;
const freshAddress = () => `198.51.100.${nextAddress++}`;
const from = (address: string) => ({ 'x-forwarded-for': address });
const login = (email: string, password: string, address: string) => h.api('POST', '/api/account/login', { body: { email, password }, headers: from(address) });

/** A user through register only (no login, so no login attempts spent), from an address of its own. */
async function register() {
  const email = uniqueEmail('rl');
  const password = strongPassword();
  const { body } = await h.api('POST', '/api/account/register', { body: { email, password }, headers: from(freshAddress()) });
  return { id: body.id as string, email, password, token: body.jwtToken as string };
}

describe('login attempt limits', () => {
  it('stop a stranger after 3 attempts from one address, even with the right password, without locking the owner out', async () => {
    const owner = await register();
    const stranger = freshAddress();
    for (let i = 0; i < 3; i++) expect((await login(owner.email, 'Wrong-Password-1', stranger)).status).toBe(400);
    const limited = await login(owner.email, owner.password, stranger);
    expect(limited).toMatchObject({ status: 429, body: tooMany });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await login(owner.email.toUpperCase(), 'Wrong-Password-1', stranger)).status).toBe(429);

    expect((await login(owner.email, owner.password, freshAddress())).status).toBe(200);
  });

  it('stop guessing spread over addresses at the per-account ceiling', async () => {
    const owner = await register();
    for (const address of [freshAddress(), freshAddress()]) {
      for (let i = 0; i < 3; i++) expect((await login(owner.email, 'Wrong-Password-1', address)).status).toBe(400);
    }
    expect(await login(owner.email, owner.password, freshAddress())).toMatchObject({ status: 429, body: tooMany });
    // Another account is not affected.
    const other = await register();
    expect((await login(other.email, other.password, freshAddress())).status).toBe(200);
  });

  it('stop one address trying many accounts, using the address the gateway appended', async () => {
    const address = freshAddress();
    for (let i = 0; i < 8; i++) expect((await login(uniqueEmail('spray'), 'Wrong-Password-1', address)).status).toBe(400);
    expect(await login(uniqueEmail('spray'), 'Wrong-Password-1', address)).toMatchObject({ status: 429, body: tooMany });
    // A client-supplied x-forwarded-for entry in front of the gateway's does not help.
    const spoofed = await h.api('POST', '/api/account/login', { body: { email: uniqueEmail('spray'), password: 'x' }, headers: from(`10.9.8.7, ${address}`) });
    expect(spoofed.status).toBe(429);
    expect((await login(uniqueEmail('spray'), 'Wrong-Password-1', freshAddress())).status).toBe(400);
  });
});

/** Accounts with one password (hashed once), written straight to their streams: no sign-up attempts spent. */
async function accountsWithOnePassword(count: number) {
  const password = strongPassword();
  const passwordHash = await new PasswordHasher().hash(password);
  const emails = Array.from({ length: count }, () => uniqueEmail('office'));
  for (const email of emails) {
    const userId = randomUUID();
    await h.running.runtime.commands.handle(userStreamId(userId), { type: 'RegisterUser', userId, email, passwordHash, roles: [], source: 'admin' }, userDecider);
  }
  return { emails, password };
}

describe('only failed attempts count', () => {
  it('lets an owner log in 15 times in a row from one address', async () => {
    const owner = await register();
    const address = freshAddress();
    for (let i = 0; i < 15; i++) expect((await login(owner.email, owner.password, address)).status).toBe(200);
  });

  it('lets an office of 30 behind one address each log in twice', async () => {
    const office = freshAddress();
    const { emails, password } = await accountsWithOnePassword(30);
    for (const round of [1, 2]) {
      for (const email of emails) expect({ round, email, status: (await login(email, password, office)).status }).toEqual({ round, email, status: 200 });
    }
  });

  it("clears an account's failures from an address when it logs in there, and still locks it after 3 failures in a row", async () => {
    const owner = await register();
    const address = freshAddress();
    for (let i = 0; i < 2; i++) expect((await login(owner.email, 'Wrong-Password-1', address)).status).toBe(400);
    expect((await login(owner.email, owner.password, address)).status).toBe(200);
    // The account's own ceiling (6) still counts those 2: failures from elsewhere are not the owner's to clear.
    for (let i = 0; i < 3; i++) expect((await login(owner.email, 'Wrong-Password-1', address)).status).toBe(400);
    expect(await login(owner.email, owner.password, address)).toMatchObject({ status: 429, body: tooMany });
  });

  it('refuses the 9th wrong invitation code from one address, without hashing any password for them', async () => {
    const hasher = h.running.app.get(PasswordHasher);
    const address = freshAddress();
    const accept = (at: string) =>
      h.api('POST', '/api/client/acceptInvite', { body: { shortCode: `wrong-${randomUUID().slice(0, 8)}`, password: strongPassword() }, headers: from(at) });
    const before = hasher.computations;
    for (let i = 0; i < 8; i++) expect((await accept(address)).status).toBe(400);
    expect(await accept(address)).toMatchObject({ status: 429, body: tooMany });
    expect(hasher.computations).toBe(before);
    expect((await accept(freshAddress())).status).toBe(400);
  });
});

describe('other attempt limits', () => {
  it('limit password reset requests and resets per account and address', async () => {
    const user = await register();
    const address = freshAddress();
    const requestReset = (at: string) => h.api('POST', '/api/account/requestPasswordReset', { body: { email: user.email }, headers: from(at) });
    for (let i = 0; i < 3; i++) expect((await requestReset(address)).status).toBe(200);
    expect(await requestReset(address)).toMatchObject({ status: 429, body: tooMany });
    expect((await requestReset(freshAddress())).status).toBe(200);
    const requests = () => h.running.runtime.store.readStream(`user-${user.id}`).then((events) => events.filter((e) => e.type === 'PasswordResetRequested'));
    await waitFor(async () => (await requests()).length === 4);

    const reset = (at: string) => h.api('POST', '/api/account/resetPassword', { body: { email: user.email, token: 'guess', password: strongPassword() }, headers: from(at) });
    for (let i = 0; i < 3; i++) expect((await reset(address)).status).toBe(400);
    expect(await reset(address)).toMatchObject({ status: 429, body: tooMany });
    expect((await reset(freshAddress())).status).toBe(400);
  });

  it('limit verification code attempts per user', async () => {
    const user = await register();
    const address = freshAddress();
    const enter = () => h.api('POST', '/api/account/verifyVerificationCode', { token: user.token, body: { verificationCode: '000000' }, headers: from(address) });
    for (let i = 0; i < 3; i++) expect((await enter()).status).toBe(400);
    expect(await enter()).toMatchObject({ status: 429, body: tooMany });
    const send = await h.api('POST', '/api/account/verifyPhoneNumber', { token: user.token, body: { phoneNumber: '555-123-4567' }, headers: from(address) });
    expect(send.status).toBe(429);
  });

  it('limit password changes, so the current password cannot be guessed with a stolen session', async () => {
    const user = await register();
    const address = freshAddress();
    const change = (oldPassword: string) =>
      h.api('POST', '/api/account/changePassword', { token: user.token, body: { oldPassword, newPassword: strongPassword() }, headers: from(address) });
    for (let i = 0; i < 3; i++) expect((await change(`Wrong-Password-${i}`)).status).toBe(400);
    expect(await change(user.password)).toMatchObject({ status: 429, body: tooMany });
    expect((await login(user.email, user.password, freshAddress())).status).toBe(200);
  });

  it('limit sign-ups per address and per address tried', async () => {
    const taken = await register();
    const address = freshAddress();
    const signUp = (email: string) => h.api('POST', '/api/account/register', { body: { email, password: strongPassword() }, headers: from(address) });
    for (let i = 0; i < 3; i++) expect((await signUp(taken.email)).status).toBe(400);
    expect(await signUp(taken.email)).toMatchObject({ status: 429, body: tooMany });
    for (let i = 0; i < 4; i++) expect((await signUp(uniqueEmail('many'))).status).toBe(200);
    expect(await signUp(uniqueEmail('many'))).toMatchObject({ status: 429, body: tooMany });
  });

  it('limit invitation codes tried per code and address, and per address', async () => {
    const address = freshAddress();
    const accept = (shortCode: string, at = address) => h.api('POST', '/api/client/acceptInvite', { body: { shortCode, password: strongPassword() }, headers: from(at) });
    for (let i = 0; i < 3; i++) expect((await accept('same-code')).status).toBe(400);
    expect(await accept('same-code')).toMatchObject({ status: 429, body: tooMany });
    for (let i = 0; i < 4; i++) expect((await accept(`code-${i}`)).status).toBe(400);
    expect(await accept('yet-another-code')).toMatchObject({ status: 429, body: tooMany });
    expect((await accept('yet-another-code', freshAddress())).status).toBe(400);
  });

  it('limit client password reset requests per account and address, per account and per address', async () => {
    const requestReset = (applicationUserId: string, at: string) => h.api('POST', '/api/account/requestClientPasswordReset', { body: { applicationUserId }, headers: from(at) });
    const id = randomUUID();
    const address = freshAddress();
    for (let i = 0; i < 3; i++) expect((await requestReset(id, address)).status).toBe(200);
    expect(await requestReset(id, address)).toMatchObject({ status: 429, body: tooMany });
    // The refused attempt counted too: two more from elsewhere reach the account's ceiling of 6.
    for (let i = 0; i < 2; i++) expect((await requestReset(id, freshAddress())).status).toBe(200);
    expect(await requestReset(id, freshAddress())).toMatchObject({ status: 429, body: tooMany });

    const busy = freshAddress();
    for (let i = 0; i < 8; i++) expect((await requestReset(randomUUID(), busy)).status).toBe(200);
    expect(await requestReset(randomUUID(), busy)).toMatchObject({ status: 429, body: tooMany });
  });

  it('keep counters in Postgres without email addresses in them', async () => {
    const user = await register();
    const address = freshAddress();
    await login(user.email, 'Wrong-Password-1', address);
    const rows = await h.running.runtime.db.selectFrom('rate_limits').select(['key', 'points']).execute();
    expect(rows.some((r) => r.key.startsWith('login:account:'))).toBe(true);
    expect(rows.some((r) => r.key.startsWith('login:pair:') && r.key.endsWith(`:${address}`))).toBe(true);
    expect(rows.some((r) => r.key === `login:address:${address}`)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('@');
  });
});
