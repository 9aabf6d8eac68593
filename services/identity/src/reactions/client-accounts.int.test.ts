import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { Roles, streamNameOf, subjectOf } from '@app/contracts';
import { TEST_NATS_URL, waitUntilConsumed } from '@app/platform/testing';
import {
  clientInvitation,
  deleteClient,
  identityWithClientsUnderTest,
  inviteClient,
  startIdentityWithClients,
  strongPassword,
  type IdentityWithClients,
} from '../testing/identity-test-kit.js';
import { IdentitySettings } from '../config.js';
import { InvitationCodes } from '../security/invitation-codes.js';
import { CLIENT_ACCOUNTS_HANDLER } from './client-accounts.reaction.js';

const h = identityWithClientsUnderTest('client_accounts');

const db = () => h.running.runtime.db;
const userEvents = (userId: string) => h.running.runtime.store.readStream(`user-${userId}`);
const userRow = (userId: string) => db().selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
const codeRows = (userId: string) => db().selectFrom('client_invitations').selectAll().where('user_id', '=', userId).execute();
const consumed = (cause: Parameters<typeof waitUntilConsumed>[3]) => waitUntilConsumed(h.env.BUS_PREFIX!, 'clients', CLIENT_ACCOUNTS_HANDLER, cause);
const acceptInvite = (shortCode: string, password = strongPassword()) => h.api('POST', '/api/client/acceptInvite', { body: { shortCode, password } });
const login = (email: string, password: string) => h.api('POST', '/api/account/login', { body: { email, password } });
const keyedHash = (code: string) => new InvitationCodes(h.running.app.get(IdentitySettings).config).hash(code);
const sha256 = (code: string) => createHash('sha256').update(code).digest('hex');

describe("clients' ClientInvited", () => {
  it("makes the client's account: role Client, no password, the invitation's names, email and phone, and its code's keyed hash", async () => {
    const client = await inviteClient(h);
    const events = await userEvents(client.userId);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      [
        'UserRegistered',
        {
          userId: client.userId,
          email: client.email,
          passwordHash: null,
          roles: [Roles.Client],
          source: 'invite',
          clientId: client.clientId,
          subscriberId: client.subscriberId,
          phoneNumber: client.phoneNumber,
        },
      ],
      ['UserProfileChanged', { userId: client.userId, firstName: 'Casey', lastName: 'Client' }],
    ]);
    for (const event of events) expect(event.metadata).toMatchObject({ causationId: client.event.metadata.eventId, correlationId: client.event.metadata.correlationId });

    expect(await userRow(client.userId)).toMatchObject({
      email: client.email,
      first_name: 'Casey',
      last_name: 'Client',
      phone_number: client.phoneNumber,
      roles: [Roles.Client],
      client_id: client.clientId,
      subscriber_id: client.subscriberId,
      erased: false,
    });
    expect(await codeRows(client.userId)).toEqual([{ short_code_hash: keyedHash(client.shortCode), user_id: client.userId, client_id: client.clientId }]);
    expect(keyedHash(client.shortCode)).not.toBe(sha256(client.shortCode));

    // The personal fields are sealed under identity's key of the account; the code is nowhere in plain text.
    const raw = await sql<{ text: string }>`SELECT string_agg(data::text, ' ') AS text FROM events WHERE stream_id = ${`user-${client.userId}`}`.execute(db());
    for (const secret of [client.email!, client.phoneNumber!, 'Casey']) expect(raw.rows[0].text).not.toContain(secret);
    const everything = await sql<{
      text: string;
    }>`SELECT (SELECT string_agg(t::text, ' ') FROM events t) || (SELECT string_agg(t::text, ' ') FROM client_invitations t) AS text`.execute(db());
    expect(everything.rows[0].text).not.toContain(client.shortCode);

    // No password yet: signing in fails like any wrong password.
    expect(await login(client.email!, strongPassword())).toMatchObject({ status: 400, body: { Details: 'The email or password is incorrect.' } });
  });

  it('makes an account for a client invited by text message alone, without an email', async () => {
    const client = await inviteClient(h, { email: null, useEmail: false });
    expect((await userEvents(client.userId))[0].data).toMatchObject({ email: null, phoneNumber: client.phoneNumber });
    expect(await userRow(client.userId)).toMatchObject({ email: null, phone_number: client.phoneNumber, client_id: client.clientId });
  });

  it('makes one account per invitation, also for an address another account (a client of another attorney, a subscriber) has', async () => {
    const subscriber = await h.createUser([Roles.Subscriber], 'attorney');
    const first = await inviteClient(h, { email: subscriber.email });
    const second = await inviteClient(h, { email: subscriber.email, phoneNumber: first.phoneNumber });
    const rows = await db().selectFrom('users').select(['id', 'client_id']).where('email', '=', subscriber.email).orderBy('created').execute();
    expect(rows).toEqual([
      { id: subscriber.id, client_id: null },
      { id: first.userId, client_id: first.clientId },
      { id: second.userId, client_id: second.clientId },
    ]);
    // A second account of the subscriber's kind is still refused.
    expect(await h.api('POST', '/api/account/register', { body: { email: subscriber.email, password: strongPassword() } })).toMatchObject({
      status: 400,
      body: { Details: 'An account with this email address already exists.' },
    });
    expect(await db().selectFrom('dead_letters').selectAll().execute()).toEqual([]);
  });

  it('leaves an account made already as it is', async () => {
    const client = await inviteClient(h);
    const again = await h.clients.append(`client-${client.clientId}`, 'ClientInvited', {
      ...clientInvitation(),
      clientId: client.clientId,
      applicationUserId: client.userId,
      firstName: 'Other',
    });
    await consumed(again);
    expect((await userEvents(client.userId)).map((e) => e.type)).toEqual(['UserRegistered', 'UserProfileChanged']);
    expect(await codeRows(client.userId)).toHaveLength(1);
    expect((await userRow(client.userId)).first_name).toBe('Casey');
  });

  it('makes no account for a client erased before identity read the invitation', async () => {
    const invitation = clientInvitation();
    const cause = await h.clients.running.runtime.db.transaction().execute(async (trx) => {
      const event = await h.clients.append(`client-${invitation.clientId}`, 'ClientInvited', invitation, trx);
      await h.clients.running.runtime.vault.erase(invitation.clientId, trx);
      return event;
    });
    await consumed(cause);
    expect(await userEvents(invitation.applicationUserId)).toEqual([]);
    expect(await codeRows(invitation.applicationUserId)).toEqual([]);
    expect(await db().selectFrom('dead_letters').selectAll().execute()).toEqual([]);
  });
});

describe("clients' ClientLinkRenewed", () => {
  it('moves the invitation to the new code: the old one is an invalid link, the new one sets the password', async () => {
    const client = await inviteClient(h);
    const shortCode = clientInvitation().shortCode;
    const renewed = await h.clients.append(`client-${client.clientId}`, 'ClientLinkRenewed', {
      clientId: client.clientId,
      shortCode,
      shortCodeUrl: `http://localhost:8080/c/${shortCode}`,
      shortCodeHash: 'not-read-by-identity',
    });
    await consumed(renewed);
    expect(await codeRows(client.userId)).toEqual([{ short_code_hash: keyedHash(shortCode), user_id: client.userId, client_id: client.clientId }]);
    expect(await acceptInvite(client.shortCode)).toMatchObject({ status: 400, body: { Details: 'The link you followed is invalid.', SubErrors: [] } });
    expect(await acceptInvite(shortCode)).toMatchObject({ status: 200, body: { id: client.userId } });
  });
});

describe('an invitation identity took before its codes were keyed', () => {
  it('is still found by the plain SHA-256 it was kept under, until its code is renewed', async () => {
    const client = await inviteClient(h);
    await db()
      .updateTable('client_invitations')
      .set({ short_code_hash: sha256(client.shortCode) })
      .where('client_id', '=', client.clientId)
      .execute();
    expect(await acceptInvite(client.shortCode)).toMatchObject({ status: 200, body: { id: client.userId } });
  });
});

describe("clients' ClientDeleted", () => {
  it("erases the client's account: key deleted, PersonalDataErased, personal columns nulled, code removed, no more sign-in", async () => {
    const client = await inviteClient(h);
    const password = strongPassword();
    expect((await acceptInvite(client.shortCode, password)).status).toBe(200);
    const { body: session } = await login(client.email!, password);

    const cause = await deleteClient(h, client);
    await consumed(cause);

    const events = await userEvents(client.userId);
    expect(events[events.length - 1]).toMatchObject({
      type: 'PersonalDataErased',
      data: { userId: client.userId },
      metadata: { causationId: cause.metadata.eventId, actorUserId: cause.metadata.actorUserId },
    });
    expect(events[0].data).toMatchObject({ email: null, phoneNumber: null });
    expect(await h.running.runtime.store.verifyStream(`user-${client.userId}`)).toEqual({ valid: true });
    expect(await db().selectFrom('personal_keys').selectAll().where('person_id', '=', client.userId).execute()).toEqual([]);
    expect(await userRow(client.userId)).toMatchObject({ email: null, first_name: null, last_name: null, phone_number: null, erased: true });
    expect(await codeRows(client.userId)).toEqual([]);

    expect(await login(client.email!, password)).toMatchObject({ status: 400, body: { Details: 'The email or password is incorrect.' } });
    expect(await login(client.phoneNumber!, password)).toMatchObject({ status: 400, body: { Details: 'The email or password is incorrect.' } });
    expect((await h.api('POST', '/api/account/refresh', { token: session.jwtToken })).status).toBe(401);
    expect(await acceptInvite(client.shortCode)).toMatchObject({ status: 400, body: { Details: 'The link you followed is invalid.', SubErrors: [] } });
  });

  it('erases only the account made for that client, once; a client whose account was never made is skipped', async () => {
    const subscriber = await h.createUser([Roles.Subscriber], 'attorney');
    const client = await inviteClient(h);
    // A deletion naming another account than the client's changes nothing.
    await deleteClient(h, { clientId: client.clientId, userId: subscriber.id, subscriberId: subscriber.id });
    const never = { clientId: randomUUID(), userId: randomUUID(), subscriberId: subscriber.id };
    await deleteClient(h, never);
    await deleteClient(h, client);
    const last = await deleteClient(h, client);
    await consumed(last);

    expect((await userEvents(subscriber.id)).map((e) => e.type)).not.toContain('PersonalDataErased');
    expect((await userEvents(client.userId)).filter((e) => e.type === 'PersonalDataErased')).toHaveLength(1);
    expect(await userEvents(never.userId)).toEqual([]);
    expect(await db().selectFrom('dead_letters').selectAll().execute()).toEqual([]);
  });
});

describe('a ClientInvited delivered twice', () => {
  // Its own identity and clients: the copy put on clients' JetStream stream here is not clients' own
  // message, so the stand-in's relay (which checks the stream's last message) appends nothing after it.
  let own: IdentityWithClients;
  beforeAll(async () => {
    own = await startIdentityWithClients('client_accounts_twice');
  });
  afterAll(() => own?.close());

  it('makes the account once', async () => {
    const prefix = own.env.BUS_PREFIX!;
    const client = await inviteClient(own);
    const nc = await connect({ servers: TEST_NATS_URL });
    try {
      const subject = subjectOf(prefix, 'clients', 'client', 'ClientInvited');
      const original = (await (await jetstreamManager(nc)).streams.getMessage(streamNameOf(prefix, 'clients'), { last_by_subj: subject }))!;
      expect(original.json<{ metadata: { eventId: string } }>().metadata.eventId).toBe(client.event.metadata.eventId);
      await jetstream(nc).publish(subject, original.data, { msgID: `copy-${randomUUID()}` });
    } finally {
      await nc.close();
    }
    await waitUntilConsumed(prefix, 'clients', CLIENT_ACCOUNTS_HANDLER);

    expect((await own.running.runtime.store.readStream(`user-${client.userId}`)).map((e) => e.type)).toEqual(['UserRegistered', 'UserProfileChanged']);
    expect(await own.running.runtime.db.selectFrom('client_invitations').selectAll().where('user_id', '=', client.userId).execute()).toHaveLength(1);
    expect(await own.running.runtime.db.selectFrom('dead_letters').selectAll().execute()).toEqual([]);
  });
});

describe("clients' ClientContactChanged (issue 36)", () => {
  it("moves the client's login names and names to the attorney's corrections: the old email no longer signs in", async () => {
    const client = await inviteClient(h);
    const password = strongPassword();
    expect((await acceptInvite(client.shortCode, password)).status).toBe(200);
    const email = `corrected-${client.clientId.slice(0, 8)}@example.test`;
    const changed = await h.clients.append(`client-${client.clientId}`, 'ClientContactChanged', {
      clientId: client.clientId,
      applicationUserId: client.userId,
      firstName: 'Corey',
      lastName: 'Client',
      email: email.toUpperCase(),
      phoneNumber: '555-010-0177',
      useEmail: true,
      useSms: true,
    });
    await consumed(changed);

    expect(await userRow(client.userId)).toMatchObject({ email, phone_number: '555-010-0177', first_name: 'Corey' });
    expect((await userEvents(client.userId)).slice(-2).map((e) => e.type)).toEqual(['UserContactChanged', 'UserProfileChanged']);
    expect((await login(email, password)).status).toBe(200);
    expect((await login('555-010-0177', password)).status).toBe(200);
    expect(await login(client.email!, password)).toMatchObject({ status: 400, body: { Details: 'The email or password is incorrect.' } });
  });
});
