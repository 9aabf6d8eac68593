import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { decodeJwt } from 'jose';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { Roles, streamNameOf, subjectOf } from '@app/contracts';
import type { StoredEvent } from '@app/platform';
import { TEST_NATS_URL, waitFor, waitUntilConsumed } from '@app/platform/testing';
import { startIdentity, startTestBilling, strongPassword, subscriptionState, uniqueEmail, type IdentityHarness, type TestBilling } from '../testing/identity-test-kit.js';
import { userDecider } from '../users/user.decide.js';
import { BILLING_ROLES_HANDLER } from './billing-events.reaction.js';

let h: IdentityHarness;
let billing: TestBilling;
let prefix: string;

beforeAll(async () => {
  h = await startIdentity('billing_events');
  prefix = h.env.BUS_PREFIX!;
  billing = await startTestBilling(prefix);
});
afterAll(async () => {
  await billing?.close();
  await h?.close();
});

const db = () => h.running.runtime.db;
const userEvents = (userId: string) => h.running.runtime.store.readStream(`user-${userId}`);
const ofType = async (userId: string, type: string) => (await userEvents(userId)).filter((e) => e.type === type);
const refresh = (token: string) => h.api('POST', '/api/account/refresh', { token });
const login = (email: string, password: string) => h.api('POST', '/api/account/login', { body: { email, password } });
const consumed = (lastEvent: StoredEvent) => waitUntilConsumed(prefix, 'billing', BILLING_ROLES_HANDLER, lastEvent);
const countEvents = async (type: string) => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM events WHERE type = ${type}`.execute(db())).rows[0].n);

/** Waits for the `index`-th (0-based) event of `type` on the user's stream. */
async function waitForUserEvent(userId: string, type: string, index = 0): Promise<StoredEvent> {
  return waitFor(async () => (await ofType(userId, type))[index]);
}

function purchase(userId: string, subscriptionId = randomUUID(), renewal = false, name = { firstName: 'Imogen', lastName: 'Achterberg' }) {
  return billing.append(`subscription-${subscriptionId}`, 'SubscriptionPurchased', {
    ...subscriptionState(subscriptionId, { userIds: [userId] }),
    userId,
    ...name,
    renewal,
    stripeCustomerId: 'cus_test',
    stripeSubscriptionId: `sub_${subscriptionId.slice(0, 8)}`,
    stripePriceId: 'price_test',
    stripePromotionCodeId: null,
  });
}

function addMember(email: string, subscriptionId = randomUUID(), memberId = randomUUID()) {
  return billing.append(`subscription-${subscriptionId}`, 'EnterpriseMemberAdded', { subscriptionId, memberId, email });
}

/** A signed-up user that billing's event has made a member of a new enterprise subscription. */
async function enterpriseMember(label: string) {
  const user = await h.createUser([], label);
  const subscriptionId = randomUUID();
  const memberId = randomUUID();
  await addMember(user.email, subscriptionId, memberId);
  await waitForUserEvent(user.id, 'EnterpriseMembershipLinked');
  return { user, subscriptionId, memberId };
}

function removeMember(subscriptionId: string, memberId: string, removedUserId: string | null, userIdsAfter: string[] = [], otherActiveSubscription = false) {
  return billing.append(`subscription-${subscriptionId}`, 'EnterpriseMemberRemoved', {
    ...subscriptionState(subscriptionId, { isEnterprise: true, userIds: userIdsAfter }),
    memberId,
    removedUserId,
    otherActiveSubscription,
  });
}

describe("billing's SubscriptionPurchased", () => {
  it('makes the purchaser a Subscriber: a refreshed token carries the role', async () => {
    const user = await h.createUser();
    expect(decodeJwt(user.token).roles).toEqual([]);

    const cause = await purchase(user.id);
    const granted = await waitForUserEvent(user.id, 'RolesGranted');
    expect(granted.data).toEqual({ userId: user.id, roles: [Roles.Subscriber] });
    expect(granted.metadata).toMatchObject({ causationId: cause.metadata.eventId, correlationId: cause.metadata.correlationId });

    const refreshed = await refresh(user.token);
    expect(refreshed).toMatchObject({ status: 200, body: { id: user.id, roles: [Roles.Subscriber] } });
    expect(decodeJwt(refreshed.body.jwtToken).roles).toEqual([Roles.Subscriber]);
  });

  it('grants the role once: a renewal changes nothing', async () => {
    const user = await h.createUser();
    const subscriptionId = randomUUID();
    await purchase(user.id, subscriptionId);
    await waitForUserEvent(user.id, 'RolesGranted');

    const renewal = await purchase(user.id, subscriptionId, true);
    await consumed(renewal);
    expect(await ofType(user.id, 'RolesGranted')).toHaveLength(1);
    expect((await refresh(user.token)).body.roles).toEqual([Roles.Subscriber]);
  });

  it('puts the name given at purchase on an account that has none, once: the user shows by it', async () => {
    const user = await h.createUser();
    const subscriptionId = randomUUID();
    await purchase(user.id, subscriptionId);
    const named = await waitForUserEvent(user.id, 'UserProfileChanged');
    expect(named.data).toEqual({ userId: user.id, firstName: 'Imogen', lastName: 'Achterberg' });
    const record = await h.api('GET', `/api/applicationUser/${user.id}`, { token: user.token });
    expect(record.body).toMatchObject({ firstName: 'Imogen', lastName: 'Achterberg', displayName: 'Imogen Achterberg' });

    // A later purchase under another name leaves the account's name as it is.
    await consumed(await purchase(user.id, subscriptionId, true, { firstName: 'Someone', lastName: 'Else' }));
    expect(await ofType(user.id, 'UserProfileChanged')).toHaveLength(1);
  });
});

describe("billing's EnterpriseMemberAdded", () => {
  it('creates a passwordless Subscriber account for a new address and answers EnterpriseMembershipLinked', async () => {
    const email = uniqueEmail('member');
    const subscriptionId = randomUUID();
    const memberId = randomUUID();
    const cause = await addMember(email.toUpperCase(), subscriptionId, memberId);

    const row = await waitFor(() => db().selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst());
    expect(row.roles).toEqual([Roles.Subscriber]);
    const events = await userEvents(row.id);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['UserRegistered', { userId: row.id, email, passwordHash: null, roles: [Roles.Subscriber], source: 'enterprise' }],
      ['EnterpriseMembershipLinked', { userId: row.id, subscriptionId, memberId }],
    ]);
    for (const event of events) expect(event.metadata).toMatchObject({ causationId: cause.metadata.eventId, correlationId: cause.metadata.correlationId });

    // Billing reads the answer from identity's stream on the bus.
    const nc = await connect({ servers: TEST_NATS_URL });
    try {
      const jsm = await jetstreamManager(nc);
      const published = await waitFor(async () => {
        const message = await jsm.streams.getMessage(streamNameOf(prefix, 'identity'), {
          last_by_subj: subjectOf(prefix, 'identity', 'user', 'EnterpriseMembershipLinked'),
        });
        const body = message?.json<{ data: Record<string, unknown> }>();
        return body?.data.memberId === memberId ? body : undefined;
      });
      expect(published.data).toEqual({ userId: row.id, subscriptionId, memberId });
    } finally {
      await nc.close();
    }

    // No password yet: signing in fails like any wrong password.
    expect(await login(email, strongPassword())).toMatchObject({ status: 400, body: { Details: 'The email or password is incorrect.', SubErrors: [] } });

    // The get-started screen is a reset request: the member chooses a password through the mailed link.
    expect(await h.api('POST', '/api/account/requestPasswordReset', { body: { email } })).toMatchObject({ status: 200, body: {} });
    const requested = await waitFor(async () => (await ofType(row.id, 'PasswordResetRequested'))[0]);
    expect(requested.data).toMatchObject({ userId: row.id, email });
    const password = strongPassword();
    expect(await h.api('POST', '/api/account/resetPassword', { body: { email, token: requested.data.token, password } })).toMatchObject({ status: 200 });
    expect(await login(email, password)).toMatchObject({ status: 200, body: { id: row.id, roles: [Roles.Subscriber] } });
  });

  it('links an existing account with that address, making it a Subscriber, without a second account', async () => {
    const user = await h.createUser([], 'existing');
    const registrationsBefore = await countEvents('UserRegistered');

    const subscriptionId = randomUUID();
    const memberId = randomUUID();
    const cause = await addMember(`  ${user.email.toUpperCase()} `, subscriptionId, memberId);
    await waitForUserEvent(user.id, 'EnterpriseMembershipLinked');
    await consumed(cause);

    expect((await userEvents(user.id)).slice(1).map((e) => [e.type, e.data])).toEqual([
      ['RolesGranted', { userId: user.id, roles: [Roles.Subscriber] }],
      ['EnterpriseMembershipLinked', { userId: user.id, subscriptionId, memberId }],
    ]);
    expect(await countEvents('UserRegistered')).toBe(registrationsBefore);
    expect((await refresh(user.token)).body.roles).toEqual([Roles.Subscriber]);

    // Added to a second enterprise: linked again, the role is not granted twice.
    const second = await addMember(user.email, randomUUID(), randomUUID());
    await waitForUserEvent(user.id, 'EnterpriseMembershipLinked', 1);
    await consumed(second);
    expect(await ofType(user.id, 'RolesGranted')).toHaveLength(1);
    expect(await countEvents('UserRegistered')).toBe(registrationsBefore);
  });

  it('skips a member whose address billing erased before identity read it', async () => {
    const registrationsBefore = await countEvents('UserRegistered');
    const memberId = randomUUID();
    const subscriptionId = randomUUID();
    // The event commits with the address sealed under a key that is already gone.
    const cause = await billing.running.runtime.db.transaction().execute(async (trx) => {
      const event = await billing.append(`subscription-${subscriptionId}`, 'EnterpriseMemberAdded', { subscriptionId, memberId, email: uniqueEmail('gone') }, trx);
      await billing.running.runtime.vault.erase(memberId, trx);
      return event;
    });
    await consumed(cause);

    expect(await countEvents('UserRegistered')).toBe(registrationsBefore);
    const links = await sql<{ n: string }>`SELECT count(*) AS n FROM events WHERE type = 'EnterpriseMembershipLinked' AND data->>'memberId' = ${memberId}`.execute(db());
    expect(Number(links.rows[0].n)).toBe(0);
    expect(await db().selectFrom('dead_letters').selectAll().execute()).toEqual([]);
  });
});

describe("billing's EnterpriseMemberRemoved", () => {
  it('revokes Subscriber from the removed user, once, unless still a user of the subscription or of one of their own; it ends their sessions', async () => {
    const { user, subscriptionId, memberId } = await enterpriseMember('leaving');
    const member = await refresh(user.token);
    expect(member.body.roles).toEqual([Roles.Subscriber]);

    // Billing still counts the user among the subscription's users (another membership): access stays.
    const kept = await removeMember(subscriptionId, randomUUID(), user.id, [user.id]);
    await consumed(kept);
    // Removed, but paying for a subscription of their own: access stays too.
    const paying = await removeMember(subscriptionId, randomUUID(), user.id, [], true);
    await consumed(paying);
    expect(await ofType(user.id, 'RolesRevoked')).toEqual([]);

    const cause = await removeMember(subscriptionId, memberId, user.id);
    const revoked = await waitForUserEvent(user.id, 'RolesRevoked');
    expect(revoked.data).toEqual({ userId: user.id, roles: [Roles.Subscriber], securityStamp: 1 });
    expect(revoked.metadata.causationId).toBe(cause.metadata.eventId);
    // The revocation ends the member's sessions; signing in again shows the roles left.
    expect((await refresh(member.body.jwtToken)).status).toBe(401);
    expect(await login(user.email, user.password)).toMatchObject({ status: 200, body: { id: user.id, roles: [] } });

    // Removed again (another event), and a removal of a member never linked: nothing more.
    await removeMember(subscriptionId, memberId, user.id);
    const unlinked = await removeMember(subscriptionId, randomUUID(), null);
    await consumed(unlinked);
    expect(await ofType(user.id, 'RolesRevoked')).toHaveLength(1);
    expect((await login(user.email, user.password)).body.roles).toEqual([]);
    expect(await db().selectFrom('dead_letters').selectAll().execute()).toEqual([]);
  });

  it('applies a removal and a new addition in the order billing recorded them', async () => {
    const { user, subscriptionId, memberId } = await enterpriseMember('rejoining');

    await removeMember(subscriptionId, memberId, user.id);
    const rejoined = await addMember(user.email, subscriptionId, randomUUID());
    await consumed(rejoined);

    expect((await userEvents(user.id)).slice(1).map((e) => e.type)).toEqual([
      'RolesGranted',
      'EnterpriseMembershipLinked',
      'RolesRevoked',
      'RolesGranted',
      'EnterpriseMembershipLinked',
    ]);
    expect((await login(user.email, user.password)).body.roles).toEqual([Roles.Subscriber]);
  });
});

describe('a billing event delivered twice', () => {
  // Its own identity and billing: the copy put on billing's JetStream stream here is not billing's
  // own message, so billing's relay (which checks the stream's last message) appends nothing after it.
  let own: IdentityHarness;
  let ownBilling: TestBilling;
  beforeAll(async () => {
    own = await startIdentity('billing_twice');
    ownBilling = await startTestBilling(own.env.BUS_PREFIX!);
  });
  afterAll(async () => {
    await ownBilling?.close();
    await own?.close();
  });

  it('is handled once: the role revoked meanwhile is not granted again', async () => {
    const ownPrefix = own.env.BUS_PREFIX!;
    const user = await own.createUser();
    const subscriptionId = randomUUID();
    const event = await ownBilling.append(`subscription-${subscriptionId}`, 'SubscriptionPurchased', {
      ...subscriptionState(subscriptionId, { userIds: [user.id] }),
      userId: user.id,
      renewal: false,
      stripeCustomerId: 'cus_test',
      stripeSubscriptionId: 'sub_test',
      stripePriceId: 'price_test',
      stripePromotionCodeId: null,
    });
    const stream = `user-${user.id}`;
    await waitFor(async () => (await own.running.runtime.store.readStream(stream)).some((e) => e.type === 'RolesGranted'));
    await own.running.runtime.commands.handle(stream, { type: 'RevokeRoles', roles: [Roles.Subscriber] }, userDecider);

    // The same bus message once more (as after a redelivery or a relay restart beyond the duplicate window).
    const nc = await connect({ servers: TEST_NATS_URL });
    try {
      const subject = subjectOf(ownPrefix, 'billing', 'subscription', 'SubscriptionPurchased');
      const original = (await (await jetstreamManager(nc)).streams.getMessage(streamNameOf(ownPrefix, 'billing'), { last_by_subj: subject }))!;
      expect(original.json<{ metadata: { eventId: string } }>().metadata.eventId).toBe(event.metadata.eventId);
      await jetstream(nc).publish(subject, original.data, { msgID: `copy-${randomUUID()}` });
    } finally {
      await nc.close();
    }
    await waitUntilConsumed(ownPrefix, 'billing', BILLING_ROLES_HANDLER, event);

    expect((await own.running.runtime.store.readStream(stream)).slice(1).map((e) => e.type)).toEqual(['RolesGranted', 'RolesRevoked']);
    expect((await own.api('POST', '/api/account/login', { body: { email: user.email, password: user.password } })).body.roles).toEqual([]);
  });
});
