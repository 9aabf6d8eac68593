import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { rowCount, waitFor, type TestEvent } from '@app/platform/testing';
import type { IdentityConfig } from '../../config.js';
import { deriveKey, encrypt } from '../../security/secrets.js';
import { identityUnderTest, resetRequestedData, strongPassword, uniqueEmail, type TestUser } from '../../testing/identity-test-kit.js';

const h = identityUnderTest('reset');

const invalidLink = { Details: 'The password reset link is invalid or has expired.', SubErrors: [] };
const events = (userId: string): Promise<TestEvent[]> => h.running.runtime.store.readStream(`user-${userId}`);
let nextAddress = 10;
/** A client address of its own (as the gateway appends it), so that each call starts rate-limit counters of its own. */
const fresh = () => ({ 'x-forwarded-for': `203.0.113.${nextAddress++}` });
const requestReset = (email: unknown, headers?: Record<string, string>) => h.api('POST', '/api/account/requestPasswordReset', { body: { email }, headers });
const reset = (body: unknown, headers?: Record<string, string>) => h.api('POST', '/api/account/resetPassword', { body, headers });
const resetRequests = async (userId: string) => (await events(userId)).filter((e) => e.type === 'PasswordResetRequested');
/** Requests a reset and waits for its link to be recorded (after the answer); the token as the mail sender reads it. */
async function requestToken(user: TestUser): Promise<string> {
  const before = (await resetRequests(user.id)).length;
  expect((await requestReset(user.email)).status).toBe(200);
  const requested = await waitFor(async () => {
    const all = await resetRequests(user.id);
    return all.length > before ? all[all.length - 1] : undefined;
  });
  return requested.data.token;
}
/** What a request wrote: a digest of every table a command writes to, and the number of rate-limit counters. */
async function databaseState() {
  const { db } = h.running.runtime;
  const tables = ['events', 'streams', 'users', 'personal_keys'];
  const digests = await Promise.all(
    tables.map(
      async (table) =>
        (await sql<{ digest: string | null }>`SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) AS digest FROM ${sql.table(table)} t`.execute(db)).rows[0].digest,
    ),
  );
  const { count } = await db
    .selectFrom('rate_limits')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return { tables: Object.fromEntries(tables.map((table, i) => [table, digests[i]])), rateLimitCounters: Number(count) };
}
const canLogIn = async (email: string, password: string) => (await h.api('POST', '/api/account/login', { body: { email, password } })).status === 200;

describe('POST /api/account/requestPasswordReset', () => {
  it('answers the same for a known and an unknown address, and records a token only for the known one', async () => {
    const user = await h.createUser();
    const known = await requestReset(user.email.toUpperCase());
    const unknown = await requestReset(uniqueEmail('nobody'));
    expect(known).toMatchObject({ status: 200, body: {} });
    expect(unknown).toMatchObject({ status: known.status, body: known.body });

    const requested = await waitFor(async () => (await resetRequests(user.id))[0]);
    expect(requested.data).toEqual(resetRequestedData(requested, user.id, user.email));
    expect((Date.parse(requested.data.expiresAt) - Date.parse(requested.metadata.occurredAt)) / 60_000).toBeCloseTo(60, 1);
    const raw = await h.running.runtime.db
      .selectFrom('events')
      .select('data')
      .where('stream_id', '=', `user-${user.id}`)
      .where('type', '=', 'PasswordResetRequested')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(raw.data)).not.toContain(requested.data.token);
    expect(JSON.stringify(raw.data)).not.toContain(user.email);
  });

  it('records every request alike before answering, and looks the address up after the answer', async () => {
    const user = await h.createUser();
    const pending = () => rowCount(h.running.runtime.db, 'password_reset_requests');
    // Hold the user's stream head locked: recording the link has to wait, the answers do not.
    await h.running.runtime.db.transaction().execute(async (trx) => {
      await sql`SELECT 1 FROM streams WHERE stream_id = ${`user-${user.id}`} FOR UPDATE`.execute(trx);
      const before = { ...(await databaseState()), pending: await pending() };
      const known = await requestReset(user.email, fresh());
      const afterKnown = { ...(await databaseState()), pending: await pending() };
      const unknown = await requestReset(uniqueEmail('nobody'), fresh());
      const afterUnknown = { ...(await databaseState()), pending: await pending() };
      expect(known).toMatchObject({ status: 200, body: {} });
      expect(unknown).toMatchObject({ status: 200, body: {} });
      // Each wrote its rate-limit counters and one pending request, and nothing else.
      expect(afterKnown.tables).toEqual(before.tables);
      expect(afterUnknown.tables).toEqual(before.tables);
      expect([afterKnown.pending - before.pending, afterUnknown.pending - afterKnown.pending]).toEqual([1, 1]);
      expect(afterKnown.rateLimitCounters - before.rateLimitCounters).toBe(afterUnknown.rateLimitCounters - afterKnown.rateLimitCounters);
    });
    await waitFor(async () => (await resetRequests(user.id)).length === 1 && (await pending()) === 0);
  });

  it('handles a request left pending, as after a crash, and keeps no address once it is handled', async () => {
    const user = await h.createUser();
    const key = deriveKey(h.running.runtime.config as IdentityConfig, 'password-reset-requests');
    await h.running.runtime.db
      .insertInto('password_reset_requests')
      .values({ id: randomUUID(), sealed_email: encrypt(key, Buffer.from(user.email)), context: JSON.stringify({ correlationId: 'left-behind' }) })
      .execute();
    const [requested] = await waitFor(async () => {
      const found = await resetRequests(user.id);
      return found.length > 0 ? found : undefined;
    }, 15_000);
    expect(requested.metadata).toMatchObject({ correlationId: 'left-behind' });
    expect(await h.running.runtime.db.selectFrom('password_reset_requests').selectAll().execute()).toEqual([]);
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
    const token = await requestToken(user);
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
    const first = await requestToken(user);
    const second = await requestToken(user);
    expect(await reset({ email: user.email, token: first, password: strongPassword() })).toMatchObject({ status: 400, body: invalidLink });
    expect((await reset({ email: user.email, token: second, password: strongPassword() })).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const user = await h.createUser();
    const token = randomBytes(32).toString('base64url');
    await h.running.runtime.store.append(
      `user-${user.id}`,
      [
        {
          type: 'PasswordResetRequested',
          data: { userId: user.id, email: user.email, token, tokenHash: createHash('sha256').update(token).digest('hex'), expiresAt: new Date(Date.now() - 1_000).toISOString() },
        },
      ],
      { expectedVersion: 'any' },
    );
    expect(await reset({ email: user.email, token, password: strongPassword() })).toMatchObject({ status: 400, body: invalidLink });
    expect(await canLogIn(user.email, user.password)).toBe(true);
  });

  it('refuses a token of another account, a made-up token and an unknown email alike', async () => {
    const alice = await h.createUser();
    const bob = await h.createUser();
    const alicesToken = await requestToken(alice);
    expect(await reset({ email: bob.email, token: alicesToken, password: strongPassword() })).toMatchObject({ status: 400, body: invalidLink });
    expect(await reset({ email: alice.email, token: 'made-up', password: strongPassword() })).toMatchObject({ status: 400, body: invalidLink });
    expect(await reset({ email: uniqueEmail('nobody'), token: alicesToken, password: strongPassword() })).toMatchObject({ status: 400, body: invalidLink });
    // Alice's token still works.
    expect((await reset({ email: alice.email, token: alicesToken, password: strongPassword() })).status).toBe(200);
  });

  it('does the same database work for a wrong link to an account as for an unknown address: none but the rate limits', async () => {
    const user = await h.createUser();
    const token = await requestToken(user);
    const before = await databaseState();
    const wrongLink = await reset({ email: user.email, token: 'made-up', password: strongPassword() }, fresh());
    const afterWrongLink = await databaseState();
    const unknown = await reset({ email: uniqueEmail('nobody'), token, password: strongPassword() }, fresh());
    const afterUnknown = await databaseState();
    expect(wrongLink).toMatchObject({ status: 400, body: invalidLink });
    expect(unknown).toMatchObject({ status: wrongLink.status, body: wrongLink.body });
    expect(afterWrongLink.tables).toEqual(before.tables);
    expect(afterUnknown.tables).toEqual(before.tables);
    expect(afterWrongLink.rateLimitCounters - before.rateLimitCounters).toBe(afterUnknown.rateLimitCounters - afterWrongLink.rateLimitCounters);
  });

  it('refuses a common password before looking at the token', async () => {
    const user = await h.createUser();
    const answer = await reset({ email: user.email, token: await requestToken(user), password: 'iloveyou' });
    expect(answer).toMatchObject({
      status: 400,
      body: { Details: 'The data you provided could not be validated.', SubErrors: [`password: This password is too common. Please choose another.`] },
    });
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
