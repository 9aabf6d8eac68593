import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Roles } from '@app/contracts';
import { rowCount, waitFor, type TestEvent } from '@app/platform/testing';
import { deleteClient, identityWithClientsUnderTest, inviteClient, resetRequestedData, strongPassword } from '../../testing/identity-test-kit.js';

const h = identityWithClientsUnderTest('client_reset');

const requestReset = (applicationUserId: unknown, token?: string) => h.api('POST', '/api/account/requestClientPasswordReset', { body: { applicationUserId }, token });
const resetRequests = async (userId: string): Promise<TestEvent[]> =>
  (await h.running.runtime.store.readStream(`user-${userId}`)).filter((e) => e.type === 'PasswordResetRequested');
const pendingRequests = () => rowCount(h.running.runtime.db, 'password_reset_requests');
const login = (email: string, password: string) => h.api('POST', '/api/account/login', { body: { email, password } });
const reset = (email: string, token: string, password: string) => h.api('POST', '/api/account/resetPassword', { body: { email, token, password } });

/** Waits for the reset request recorded (after the answer) for the account. */
async function requested(userId: string, count = 1): Promise<TestEvent> {
  return waitFor(async () => {
    const all = await resetRequests(userId);
    return all.length >= count ? all[count - 1] : undefined;
  });
}

describe('POST /api/account/requestClientPasswordReset', () => {
  it("sends a client with an email the reset mail's link, which sets a new password", async () => {
    const client = await inviteClient(h);
    await h.api('POST', '/api/client/acceptInvite', { body: { shortCode: client.shortCode, password: strongPassword() } });
    expect(await requestReset(client.userId)).toMatchObject({ status: 200, body: {} });

    const event = await requested(client.userId);
    expect(event.data).toEqual(resetRequestedData(event, client.userId, client.email));
    expect(event.metadata.actorUserId).toBeNull();
    const password = strongPassword();
    expect(await reset(client.email!, event.data.token, password)).toMatchObject({ status: 200, body: {} });
    expect(await login(client.email!, password)).toMatchObject({ status: 200, body: { id: client.userId, roles: [Roles.Client] } });
  });

  it('sends a client invited by text message alone the link by text message, sealed; the phone number opens it', async () => {
    const client = await inviteClient(h, { email: null, useEmail: false });
    expect(await requestReset(client.userId)).toMatchObject({ status: 200, body: {} });

    const event = await requested(client.userId);
    expect(event.data).toEqual({
      userId: client.userId,
      email: null,
      phoneNumber: client.phoneNumber,
      token: expect.any(String),
      tokenHash: createHash('sha256').update(event.data.token).digest('hex'),
      expiresAt: expect.any(String),
    });
    const raw = await sql<{ data: string }>`SELECT data::text AS data FROM events WHERE stream_id = ${`user-${client.userId}`} AND type = 'PasswordResetRequested'`.execute(
      h.running.runtime.db,
    );
    expect(raw.rows[0].data).not.toContain(client.phoneNumber);
    expect(raw.rows[0].data).not.toContain(event.data.token);

    // The texted link carries the phone number where a mailed one carries the address (the reset form's `email`).
    const password = strongPassword();
    expect(await reset(client.phoneNumber!.replace(/-/g, ''), event.data.token, password)).toMatchObject({ status: 200 });
    expect(await login(client.phoneNumber!, password)).toMatchObject({ status: 200, body: { id: client.userId } });
  });

  it("may be asked by the client's subscriber, who is recorded as the actor", async () => {
    const subscriber = await h.createUser([Roles.Subscriber], 'attorney');
    const client = await inviteClient(h, { subscriberId: subscriber.id });
    expect(await requestReset(client.userId, subscriber.token)).toMatchObject({ status: 200, body: {} });
    expect((await requested(client.userId)).metadata.actorUserId).toBe(subscriber.id);
  });

  it("answers the same for an unknown id, another kind of account and a deleted client's, and sends nothing for them", async () => {
    const subscriber = await h.createUser([Roles.Subscriber], 'notaclient');
    const deleted = await inviteClient(h);
    await deleteClient(h, deleted);
    await waitFor(async () => (await h.running.runtime.store.readStream(`user-${deleted.userId}`)).some((e) => e.type === 'PersonalDataErased'));
    const client = await inviteClient(h);

    const admin = await h.running.runtime.db.selectFrom('users').select('id').where('email', '=', h.admin.email).executeTakeFirstOrThrow();
    const unknown = randomUUID();

    for (const id of [unknown, subscriber.id, admin.id, deleted.userId, client.userId]) expect(await requestReset(id)).toMatchObject({ status: 200, body: {} });
    await requested(client.userId);
    await waitFor(async () => (await pendingRequests()) === 0);
    for (const id of [unknown, subscriber.id, admin.id, deleted.userId]) expect(await resetRequests(id)).toEqual([]);
  });

  it("records a request alike for a client's account and an unknown id before answering, and looks it up after", async () => {
    const client = await inviteClient(h);
    const eventCount = () => rowCount(h.running.runtime.db, 'events');
    // Hold the client's stream head locked: recording the link has to wait, the answers do not.
    await h.running.runtime.db.transaction().execute(async (trx) => {
      await sql`SELECT 1 FROM streams WHERE stream_id = ${`user-${client.userId}`} FOR UPDATE`.execute(trx);
      const before = { events: await eventCount(), pending: await pendingRequests() };
      expect(await requestReset(client.userId)).toMatchObject({ status: 200, body: {} });
      const afterClient = { events: await eventCount(), pending: await pendingRequests() };
      expect(await requestReset(randomUUID())).toMatchObject({ status: 200, body: {} });
      const afterUnknown = { events: await eventCount(), pending: await pendingRequests() };
      expect([afterClient.events, afterUnknown.events]).toEqual([before.events, before.events]);
      expect([afterClient.pending - before.pending, afterUnknown.pending - afterClient.pending]).toEqual([1, 1]);
    });
    await requested(client.userId);
  });

  it('voids the link with the invitation accepted after it', async () => {
    const client = await inviteClient(h);
    await requestReset(client.userId);
    const { data } = await requested(client.userId);
    expect((await h.api('POST', '/api/client/acceptInvite', { body: { shortCode: client.shortCode, password: strongPassword() } })).status).toBe(200);
    expect(await reset(client.email!, data.token, strongPassword())).toMatchObject({ status: 400, body: { Details: 'The password reset link is invalid or has expired.' } });
  });

  it.each([
    ['a missing id', {}, ['applicationUserId: Must be an id']],
    ['an id that is not one', { applicationUserId: 'someone@example.com' }, ['applicationUserId: Must be an id']],
  ])('answers 400 for %s', async (_case, body, subErrors) => {
    const answer = await h.api('POST', '/api/account/requestClientPasswordReset', { body });
    expect(answer).toMatchObject({ status: 400, body: { Details: 'The data you provided could not be validated.', SubErrors: subErrors } });
  });
});
