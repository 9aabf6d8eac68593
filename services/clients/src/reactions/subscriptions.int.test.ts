import { randomUUID } from 'node:crypto';
import type { BusMessage } from '@app/platform';
import { startClients, subscriptionState, type ClientsHarness } from '../testing/clients-test-kit.js';
import { SubscriberQuery } from '../subscribers/subscriber.query.js';
import { subscriptionsReaction } from './subscriptions.reaction.js';

let h: ClientsHarness;
let subscribers: SubscriberQuery;

beforeAll(async () => {
  h = await startClients('subscriptions');
  subscribers = h.running.app.get(SubscriberQuery);
});
afterAll(() => h?.close());

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const state = subscriptionState;

describe("billing's subscription events: who may invite", () => {
  it('a purchase makes its user active; the expiry ends it', async () => {
    const subscriptionId = randomUUID();
    const userId = randomUUID();
    expect(await subscribers.hasActiveSubscription(userId)).toBe(false);
    await h.billingEvent('EnterpriseSubscriptionCreated', { ...state(subscriptionId, { isEnterprise: true, userIds: [userId] }), createdBy: randomUUID() });
    expect(await subscribers.hasActiveSubscription(userId)).toBe(true);
    await h.billingEvent('SubscriptionExpired', state(subscriptionId, { isEnterprise: true, userIds: [userId], isActive: false }));
    expect(await subscribers.hasActiveSubscription(userId)).toBe(false);
  });

  it('a user sharing several is active while any of them is', async () => {
    const userId = randomUUID();
    const [lapsed, current] = [randomUUID(), randomUUID()];
    await h.billingEvent('SubscriptionExpired', state(lapsed, { userIds: [userId], isActive: false }));
    await h.billingEvent('EnterpriseMemberLinked', { ...state(current, { isEnterprise: true, userIds: [randomUUID(), userId] }), memberId: randomUUID(), userId });
    expect(await subscribers.hasActiveSubscription(userId)).toBe(true);
  });

  it("a member removed from the state's users is no longer active through it", async () => {
    const [stays, leaves] = [randomUUID(), randomUUID()];
    const subscriptionId = randomUUID();
    await h.billingEvent('EnterpriseSubscriptionCreated', { ...state(subscriptionId, { isEnterprise: true, userIds: [stays, leaves] }), createdBy: randomUUID() });
    await h.billingEvent('EnterpriseMemberRemoved', {
      ...state(subscriptionId, { isEnterprise: true, userIds: [stays] }),
      memberId: randomUUID(),
      removedUserId: leaves,
      otherActiveSubscription: false,
    });
    expect([await subscribers.hasActiveSubscription(stays), await subscribers.hasActiveSubscription(leaves)]).toEqual([true, false]);
  });

  it('an active subscription whose period ended: a card one keeps the renewal grace, an enterprise one ends at its expiration', async () => {
    const [card, enterprise, overdue] = [randomUUID(), randomUUID(), randomUUID()];
    await h.billingEvent('SubscriptionUpdated', {
      ...state(randomUUID(), { userIds: [card], stripeExpiration: daysFromNow(-0.5) }),
      stripeEventId: null,
      cancelAtPeriodEnd: false,
    });
    await h.billingEvent('SubscriptionEdited', {
      ...state(randomUUID(), { isEnterprise: true, userIds: [enterprise], stripeExpiration: daysFromNow(-0.5) }),
      stripeSubscriptionId: null,
      stripeCustomerId: null,
      stripePriceId: null,
      stripePromotionCodeId: null,
    });
    await h.billingEvent('PaymentFailed', {
      ...state(randomUUID(), { userIds: [overdue], stripeExpiration: daysFromNow(-2) }),
      stripeEventId: 'evt_2',
      stripeInvoiceId: 'in_2',
      message: null,
    });
    expect(await subscribers.hasActiveSubscription(card)).toBe(true);
    expect(await subscribers.hasActiveSubscription(enterprise)).toBe(false);
    expect(await subscribers.hasActiveSubscription(overdue)).toBe(false);
  });

  it('an event older than the one applied changes nothing (a redelivery out of order)', async () => {
    const userId = randomUUID();
    const subscriptionId = randomUUID();
    await h.billingEvent('SubscriptionCanceled', { ...state(subscriptionId, { userIds: [userId] }), canceledBy: userId });
    const late: BusMessage = {
      service: 'billing',
      position: '1',
      streamId: `subscription-${subscriptionId}`,
      version: 0,
      type: 'SubscriptionExpired',
      data: state(subscriptionId, { userIds: [userId], isActive: false }),
      metadata: { eventId: randomUUID(), correlationId: randomUUID(), causationId: null, actorUserId: null, occurredAt: new Date().toISOString() },
    };
    await h.running.runtime.db.transaction().execute((trx) => subscriptionsReaction.handle!(late, trx));
    expect(await subscribers.hasActiveSubscription(userId)).toBe(true);
  });
});
