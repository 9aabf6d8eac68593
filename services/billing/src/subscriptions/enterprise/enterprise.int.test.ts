import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { EnterpriseMember, Roles, streamNameOf, subjectOf } from '@app/contracts';
import { TEST_NATS_URL, waitFor } from '@app/platform/testing';
import { PERSONAL_DATA_ERASURE_HANDLER } from '../../reactions/erase-personal-data.reaction.js';
import { billingForTests, type TestUser } from '../../testing/billing-test-kit.js';
import { MEMBERSHIP_LINKED_HANDLER } from '../../reactions/membership-linked.reaction.js';

const h = billingForTests('enterprise', { withIdentity: true });
let admin: TestUser;
beforeAll(async () => {
  admin = await h.admin();
});

const create = (displayName = 'Hale & Partners', expiration = '2099-12-31') =>
  h.api('POST', '/api/subscription/enterprise', { token: admin.token, body: { displayName, expiration } });
const addMember = (subscriptionId: string, email: string, token = admin.token) => h.api('POST', `/api/subscription/${subscriptionId}/members`, { token, body: { email } });
const members = (subscriptionId: string, token = admin.token) => h.api('GET', `/api/subscription/${subscriptionId}/members`, { token });
const removeMember = (subscriptionId: string, memberId: string, token = admin.token) => h.api('DELETE', `/api/subscription/${subscriptionId}/members/${memberId}`, { token });
const email = () => `member-${randomUUID().slice(0, 8)}@firm.example`;

/** What identity does on EnterpriseMemberAdded: an account for the address, then its answer. */
async function identityLinks(subscriptionId: string, memberId: string, userId: string = randomUUID()): Promise<TestUser> {
  const linked = await h.appendIdentityEvent('EnterpriseMembershipLinked', { userId, subscriptionId, memberId });
  await h.waitUntilConsumed(MEMBERSHIP_LINKED_HANDLER, linked);
  return { id: userId, email: 'member', roles: [Roles.Subscriber], token: await h.token({ id: userId, email: 'member@firm.example', roles: [Roles.Subscriber] }) };
}

describe('enterprise subscriptions', () => {
  it('a site admin creates one, active through its last day, with no users yet', async () => {
    const { status, body } = await create('Hale & Partners', '2099-12-31');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      displayName: 'Hale & Partners',
      isEnterprise: true,
      isActive: true,
      priceName: null,
      stripeStatus: null,
      stripeExpiration: '2099-12-31T23:59:59.999Z',
      stripeCustomerId: null,
      concurrencyCheck: 1,
    });
    expect(await h.events(body.id)).toEqual([
      expect.objectContaining({ type: 'EnterpriseSubscriptionCreated', data: expect.objectContaining({ createdBy: admin.id, userIds: [] }) }),
    ]);
  });

  it('adds a member: EnterpriseMemberAdded with the address sealed, on the stream and on the bus', async () => {
    const { body: subscription } = await create();
    const address = email();
    const { status, body: member } = await addMember(subscription.id, address.toUpperCase());
    expect(status).toBe(200);
    expect(EnterpriseMember.parse(member)).toEqual(member);
    expect(member).toEqual({ id: expect.any(String), subscriptionId: subscription.id, email: address, applicationUserId: null, added: expect.any(String) });
    expect((await members(subscription.id)).body).toEqual([member]);

    const [, added] = await h.events(subscription.id);
    expect(added).toMatchObject({ type: 'EnterpriseMemberAdded', data: { subscriptionId: subscription.id, memberId: member.id, email: address } });
    const raw = await h.running.runtime.db
      .selectFrom('events')
      .select('data')
      .where('stream_id', '=', `subscription-${subscription.id}`)
      .where('type', '=', 'EnterpriseMemberAdded')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(raw.data)).not.toContain(address);

    const nc = await connect({ servers: TEST_NATS_URL });
    try {
      const jsm = await jetstreamManager(nc);
      const message = await waitFor(async () => {
        const last = await jsm.streams.getMessage(streamNameOf(h.bus.prefix, 'billing'), {
          last_by_subj: subjectOf(h.bus.prefix, 'billing', 'subscription', 'EnterpriseMemberAdded'),
        });
        return last?.json<{ data: { memberId: string } }>().data.memberId === member.id ? last : undefined;
      });
      expect(message.json<{ data: Record<string, unknown> }>().data.email).toEqual({ $sealed: expect.objectContaining({ s: 'billing', p: member.id }) });
      expect(message.string()).not.toContain(address);
    } finally {
      await nc.close();
    }
  });

  it('gives the member access once identity links their account, and takes it away when they are removed', async () => {
    const { body: subscription } = await create('Lane LLP');
    const { body: member } = await addMember(subscription.id, email());
    const person = await identityLinks(subscription.id, member.id);

    const rows = await h.mySubscription(person);
    expect(rows).toEqual([
      {
        id: expect.any(String),
        applicationUserId: person.id,
        subscriptionId: subscription.id,
        subscription: {
          id: subscription.id,
          displayName: 'Lane LLP',
          priceName: null,
          isActive: true,
          stripeStatus: null,
          stripeExpiration: '2099-12-31T23:59:59.999Z',
          isEnterprise: true,
        },
      },
    ]);
    expect((await members(subscription.id)).body).toEqual([{ ...member, applicationUserId: person.id }]);
    // A member with access needs no card subscription of their own.
    expect(await h.purchase(person)).toMatchObject({
      status: 409,
      body: { Details: 'You already have an active subscription. You can renew it once it has been cancelled or has expired.' },
    });
    const linked = (await h.events(subscription.id))[2];
    expect(linked).toMatchObject({ type: 'EnterpriseMemberLinked', data: { memberId: member.id, userId: person.id, userIds: [person.id] } });

    // Enterprise subscriptions have no card here.
    expect(await h.api('GET', `/api/subscription/${subscription.id}/stripeDetails`, { token: person.token })).toMatchObject({
      status: 404,
      body: { Details: 'Unable to load payment method' },
    });
    expect((await h.api('POST', '/api/subscription/cancel', { token: person.token, body: { subscriptionId: subscription.id } })).status).toBe(400);

    expect(await removeMember(subscription.id, member.id)).toMatchObject({ status: 200, body: {} });
    expect(await h.mySubscription(person)).toEqual([]);
    expect((await members(subscription.id)).body).toEqual([]);
    const removed = (await h.events(subscription.id))[3];
    expect(removed).toMatchObject({ type: 'EnterpriseMemberRemoved', data: { memberId: member.id, removedUserId: person.id, userIds: [], otherActiveSubscription: false } });
    expect((await h.api('GET', `/api/subscription/${subscription.id}/stripeDetails`, { token: person.token })).status).toBe(403);
  });

  it('tells identity when a removed member pays for a card subscription of their own (they stay a subscriber)', async () => {
    const buyer = await h.subscriber();
    const { body: subscription } = await create('Card & Firm LLP');
    const { body: member } = await addMember(subscription.id, email());
    await identityLinks(subscription.id, member.id, buyer.id);
    expect(await removeMember(subscription.id, member.id)).toMatchObject({ status: 200 });
    const removed = (await h.events(subscription.id)).at(-1);
    expect(removed).toMatchObject({ type: 'EnterpriseMemberRemoved', data: { removedUserId: buyer.id, otherActiveSubscription: true } });
    expect((await h.mySubscription(buyer)).map((row) => row.subscription)).toEqual([expect.objectContaining({ isActive: true, isEnterprise: false })]);
  });

  it('links once however often identity answers, and not at all for a member removed meanwhile', async () => {
    const { body: subscription } = await create();
    const { body: kept } = await addMember(subscription.id, email());
    const { body: gone } = await addMember(subscription.id, email());
    const person = await identityLinks(subscription.id, kept.id);
    await identityLinks(subscription.id, kept.id, person.id);
    expect(await removeMember(subscription.id, gone.id)).toMatchObject({ status: 200 });
    const late = await identityLinks(subscription.id, gone.id);
    expect((await h.eventTypes(subscription.id)).filter((t) => t === 'EnterpriseMemberLinked')).toHaveLength(1);
    expect(await h.mySubscription(late)).toEqual([]);
    expect((await h.mySubscription(person)).map((row) => row.subscriptionId)).toEqual([subscription.id]);
  });

  it('refuses a member twice, a member of a card subscription, and unknown ids', async () => {
    const { body: subscription } = await create();
    const address = email();
    expect((await addMember(subscription.id, address)).status).toBe(200);
    expect(await addMember(subscription.id, address)).toMatchObject({ status: 400, body: { Details: `${address} is already a member of this subscription.` } });
    const buyer = await h.subscriber();
    expect(await addMember(buyer.subscriptionId, email())).toMatchObject({ status: 400, body: { Details: 'Members can only be added to an enterprise subscription.' } });
    expect((await addMember('3f2504e0-4f89-41d3-9a0c-0305e82c3301', email())).status).toBe(404);
    expect(await removeMember(subscription.id, randomUUID())).toMatchObject({ status: 404, body: { Details: 'The member was not found.' } });
    expect(await addMember(subscription.id, 'not-an-email')).toMatchObject({ status: 400, body: { SubErrors: ['email: Please provide a valid email address.'] } });
  });

  it('validates the creation request', async () => {
    const answer = await h.api('POST', '/api/subscription/enterprise', { token: admin.token, body: { displayName: '', expiration: '2024-02-30' } });
    expect(answer.status).toBe(400);
    expect(answer.body.SubErrors).toEqual(expect.arrayContaining(['displayName: This field is required', 'expiration: Please enter a valid date']));
  });

  it('is managed and read by site admins only (a compliance reviewer reads no members)', async () => {
    const { body: subscription } = await create();
    const reviewer = await h.user([Roles.ComplianceReviewer]);
    const subscriber = await h.user([Roles.Subscriber]);
    expect((await members(subscription.id, admin.token)).status).toBe(200);
    expect((await members(subscription.id, reviewer.token)).status).toBe(403);
    expect((await members(subscription.id, subscriber.token)).status).toBe(403);
    expect((await addMember(subscription.id, email(), reviewer.token)).status).toBe(403);
    expect((await h.api('POST', '/api/subscription/enterprise', { token: subscriber.token, body: { displayName: 'X', expiration: '2099-01-01' } })).status).toBe(403);
  });

  it("forgets a member's address when identity erases the person", async () => {
    const { body: subscription } = await create();
    const address = email();
    const { body: member } = await addMember(subscription.id, address);
    const person = await identityLinks(subscription.id, member.id);
    const erased = await h.appendIdentityEvent('PersonalDataErased', { userId: person.id });
    await h.waitUntilConsumed(PERSONAL_DATA_ERASURE_HANDLER, erased);
    expect((await members(subscription.id)).body).toEqual([{ ...member, email: null, applicationUserId: person.id }]);
    const added = (await h.events(subscription.id)).find((e) => e.type === 'EnterpriseMemberAdded')!;
    expect(added.data.email).toBeNull();
    expect((await h.running.runtime.store.verifyStream(`subscription-${subscription.id}`)).valid).toBe(true);
  });
});
