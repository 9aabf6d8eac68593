import { decodeJwt } from 'jose';
import { Roles } from '@app/contracts';
import { rowCount, waitUntilConsumed } from '@app/platform/testing';
import { deleteClient, identityWithClientsUnderTest, inviteClient, strongPassword } from '../../testing/identity-test-kit.js';
import { CLIENT_ACCOUNTS_HANDLER } from '../../reactions/client-accounts.reaction.js';

const h = identityWithClientsUnderTest('accept_invite');

const invalidLink = { Details: 'The link you followed is invalid.', SubErrors: [] };
const acceptInvite = (body: unknown) => h.api('POST', '/api/client/acceptInvite', { body });
const login = (email: string, password: string) => h.api('POST', '/api/account/login', { body: { email, password } });
const userEvents = (userId: string) => h.running.runtime.store.readStream(`user-${userId}`);

describe('POST /api/client/acceptInvite', () => {
  it("sets the client's password and signs the client in", async () => {
    const client = await inviteClient(h);
    const password = strongPassword();
    const { status, body, headers } = await acceptInvite({ shortCode: client.shortCode, password });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ jwtToken: expect.any(String), userName: client.email, id: client.userId, roles: [Roles.Client], requiresVerificationCode: false });
    expect(decodeJwt(body.jwtToken)).toMatchObject({ sub: client.userId, name: client.email, roles: [Roles.Client], use: 'access', securityStamp: 0 });

    const accepted = (await userEvents(client.userId)).pop()!;
    expect(accepted).toMatchObject({
      type: 'InvitationAccepted',
      data: { userId: client.userId, clientId: client.clientId, passwordHash: expect.stringMatching(/^\$argon2id\$/) },
      metadata: { actorUserId: client.userId },
    });
    const raw = await h.running.runtime.db
      .selectFrom('events')
      .select('data')
      .where('stream_id', '=', `user-${client.userId}`)
      .where('type', '=', 'InvitationAccepted')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(raw.data)).not.toContain('argon2');

    // The session works: a guarded call, and a refresh.
    expect(await h.api('GET', `/api/applicationUser/${client.userId}`, { token: body.jwtToken })).toMatchObject({
      status: 200,
      body: { id: client.userId, roles: [Roles.Client] },
    });
    expect(await h.api('POST', '/api/account/refresh', { token: body.jwtToken })).toMatchObject({
      status: 200,
      body: { id: client.userId, userName: client.email, roles: [Roles.Client] },
    });
  });

  it('answers 409 for an invitation already accepted, telling the client to log in, and keeps the password', async () => {
    const client = await inviteClient(h);
    const password = strongPassword();
    expect((await acceptInvite({ shortCode: client.shortCode, password })).status).toBe(200);
    expect(await acceptInvite({ shortCode: client.shortCode, password: strongPassword() })).toMatchObject({
      status: 409,
      body: { Details: 'You have already created your password for this invitation. Please log in with your email address (or phone number) and password.', SubErrors: [] },
    });
    expect((await login(client.email!, password)).status).toBe(200);
    expect((await userEvents(client.userId)).filter((e) => e.type === 'InvitationAccepted')).toHaveLength(1);
  });

  it("answers a wrong code and a deleted client's code alike, writing nothing", async () => {
    const deleted = await inviteClient(h);
    const deletion = await deleteClient(h, deleted);
    await waitUntilConsumed(h.env.BUS_PREFIX!, 'clients', CLIENT_ACCOUNTS_HANDLER, deletion);
    const live = await inviteClient(h);
    const eventCount = () => rowCount(h.running.runtime.db, 'events');
    const before = await eventCount();

    const oneCharacterOff = `${live.shortCode.slice(0, -1)}${live.shortCode.endsWith('x') ? 'y' : 'x'}`;
    for (const shortCode of [oneCharacterOff, deleted.shortCode, 'nothing-like-a-code']) {
      expect(await acceptInvite({ shortCode, password: strongPassword() })).toMatchObject({ status: 400, body: invalidLink });
    }
    expect(await eventCount()).toBe(before);
    expect((await acceptInvite({ shortCode: live.shortCode, password: strongPassword() })).status).toBe(200);
  });

  it.each([
    ['missing fields', {}, ['shortCode: This field is required', 'password: This field is required']],
    ['a short password', { shortCode: 'abc', password: 'Ab-1xyz' }, ['password: Please provide a value at least 8 characters long']],
    ['a too long password', { shortCode: 'abc', password: 'x'.repeat(129) }, ['password: Please provide a value less than 128 characters long']],
    ['a common password', { shortCode: 'abc', password: 'password123' }, [`password: This password is too common. Please choose another.`]],
    ['a too long code', { shortCode: 'c'.repeat(65), password: 'Tall-Ladder-77' }, ['shortCode: Please provide a value less than 64 characters long']],
    // contracts' password() also adds its length message to a non-text password, as at sign-up.
    ['wrong types', { shortCode: 42, password: ['Tall-Ladder-77'] }, expect.arrayContaining(['shortCode: Must be text', 'password: Must be text'])],
  ])('answers 400 for %s', async (_case, body, subErrors) => {
    expect(await acceptInvite(body)).toMatchObject({ status: 400, body: { Details: 'The data you provided could not be validated.', SubErrors: subErrors } });
  });

  it('refuses a common password before looking at the code, with the same rules as sign-up', async () => {
    const client = await inviteClient(h);
    expect(await acceptInvite({ shortCode: client.shortCode, password: 'BaseBall1' })).toMatchObject({
      status: 400,
      body: { Details: 'The data you provided could not be validated.', SubErrors: [`password: This password is too common. Please choose another.`] },
    });
    expect((await acceptInvite({ shortCode: client.shortCode, password: strongPassword() })).status).toBe(200);
  });
});

describe("a client's login", () => {
  it('signs an accepted client in with the email of the invitation', async () => {
    const client = await inviteClient(h);
    const password = strongPassword();
    await acceptInvite({ shortCode: client.shortCode, password });
    expect(await login(client.email!.toUpperCase(), password)).toMatchObject({ status: 200, body: { id: client.userId, userName: client.email, roles: [Roles.Client] } });
  });

  it('signs a client invited by text message alone in with the phone number, however it is written', async () => {
    const client = await inviteClient(h, { email: null, useEmail: false });
    const password = strongPassword();
    const accepted = await acceptInvite({ shortCode: client.shortCode, password });
    expect(accepted).toMatchObject({ status: 200, body: { id: client.userId, userName: client.phoneNumber } });
    const digits = client.phoneNumber!.replace(/-/g, '');
    for (const written of [client.phoneNumber!, digits, `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`, `+1 ${digits}`]) {
      expect(await login(written, password)).toMatchObject({ status: 200, body: { id: client.userId, userName: client.phoneNumber, roles: [Roles.Client] } });
    }
    const refreshed = await h.api('POST', '/api/account/refresh', { token: accepted.body.jwtToken });
    expect(refreshed.body.userName).toBe(client.phoneNumber);
    expect(await login(client.phoneNumber!, strongPassword())).toMatchObject({ status: 400, body: { Details: 'The email or password is incorrect.' } });
  });

  it('does not sign a subscriber in by the phone number of their two-factor authentication', async () => {
    const subscriber = await h.createUser([Roles.Subscriber], 'twofactor');
    await h.api('POST', '/api/account/verifyPhoneNumber', { token: subscriber.token, body: { phoneNumber: '555-987-6543' } });
    const code = (await userEvents(subscriber.id)).pop()!.data.code;
    expect((await h.api('POST', '/api/account/verifyVerificationCode', { token: subscriber.token, body: { verificationCode: code } })).status).toBe(200);
    expect(await login('555-987-6543', subscriber.password)).toMatchObject({ status: 400, body: { Details: 'The email or password is incorrect.' } });
  });

  it('signs into the account of an address or phone that several accounts share whose password is given', async () => {
    const subscriber = await h.createUser([Roles.Subscriber], 'shared');
    const first = await inviteClient(h, { email: subscriber.email });
    const second = await inviteClient(h, { email: subscriber.email, phoneNumber: first.phoneNumber });
    const firstPassword = strongPassword();
    const secondPassword = strongPassword();
    await acceptInvite({ shortCode: first.shortCode, password: firstPassword });
    await acceptInvite({ shortCode: second.shortCode, password: secondPassword });

    expect((await login(subscriber.email, subscriber.password)).body).toMatchObject({ id: subscriber.id, roles: [Roles.Subscriber] });
    expect((await login(subscriber.email, firstPassword)).body).toMatchObject({ id: first.userId, roles: [Roles.Client] });
    expect((await login(subscriber.email, secondPassword)).body).toMatchObject({ id: second.userId, roles: [Roles.Client] });
    expect((await login(first.phoneNumber!, firstPassword)).body).toMatchObject({ id: first.userId });
    expect((await login(first.phoneNumber!, secondPassword)).body).toMatchObject({ id: second.userId });
    expect(await login(subscriber.email, strongPassword())).toMatchObject({ status: 400, body: { Details: 'The email or password is incorrect.' } });
  });

  it.each([
    ['neither an email nor a phone number', 'not-a-login'],
    ['too few digits', '555-1234'],
    ['too many digits', '555-123-45678'],
  ])('answers 400 for %s', async (_case, email) => {
    expect(await login(email, 'whatever1')).toMatchObject({
      status: 400,
      body: { Details: 'The data you provided could not be validated.', SubErrors: ['email: Please provide a valid email address.'] },
    });
  });

  it('answers an unknown phone number like a wrong password', async () => {
    expect(await login('555-000-0000', strongPassword())).toMatchObject({
      status: 400,
      body: { Details: 'The email or password is incorrect.' },
    });
  });
});
