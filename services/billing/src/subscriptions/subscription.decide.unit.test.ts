import { deciderSpec } from '@app/platform/testing';
import type { SubscriptionState } from '@app/contracts';
import { BillingMessages, decide, type SubscriptionCommand } from './subscription.decide.js';
import { cardSubscriptionIdOf, evolve, initialState, type SubscriptionEvent } from './subscription.js';

const given = deciderSpec({ decide, evolve, initialState });

const userId = '9b2f8a52-2b52-4a5e-9d1e-5c1a4c0b7e11';
const adminId = '0d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
const memberUserId = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const subscriptionId = cardSubscriptionIdOf(userId);
const enterpriseId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const memberId = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const now = new Date('2025-03-01T12:00:00.000Z');
const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
const graceMs = 24 * 3_600_000;
const timed = (days = 0) => ({ now: new Date(now.getTime() + days * 86_400_000), graceMs });

const state = (overrides: Partial<SubscriptionState> = {}): SubscriptionState => ({
  subscriptionId,
  displayName: 'Standard Monthly',
  priceName: 'StandardMonthly',
  isEnterprise: false,
  stripeStatus: 'active',
  stripeExpiration: at(31),
  isActive: true,
  userIds: [userId],
  ...overrides,
});

const purchase = (over: Partial<Extract<SubscriptionCommand, { type: 'RecordPurchase' }>> = {}): SubscriptionCommand => ({
  type: 'RecordPurchase',
  subscriptionId,
  userId,
  firstName: 'Pat',
  lastName: 'Lee',
  priceName: 'StandardMonthly',
  purchaseFingerprint: 'fp-1',
  stripeCustomerId: 'cus_1',
  stripeSubscriptionId: 'sub_1',
  stripePriceId: 'price_m',
  stripePromotionCodeId: null,
  stripeStatus: 'active',
  periodEnd: at(31),
  amountPaid: 3980,
  ...timed(),
  ...over,
});

const purchased = (over: Partial<SubscriptionState> = {}, renewal = false, stripeSubscriptionId = 'sub_1'): SubscriptionEvent => ({
  type: 'SubscriptionPurchased',
  data: {
    ...state(over),
    userId,
    firstName: 'Pat',
    lastName: 'Lee',
    renewal,
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId,
    stripePriceId: 'price_m',
    stripePromotionCodeId: null,
    amountPaid: 3980,
    purchaseFingerprint: 'fp-1',
  },
});
const canceled: SubscriptionEvent = { type: 'SubscriptionCanceled', data: { ...state({ stripeStatus: 'canceled' }), canceledBy: userId } };
const expired: SubscriptionEvent = { type: 'SubscriptionExpired', data: state({ isActive: false }) };
const enterprise = (over: Partial<SubscriptionState> = {}): SubscriptionState =>
  state({
    subscriptionId: enterpriseId,
    displayName: 'Firm LLP',
    priceName: null,
    isEnterprise: true,
    stripeStatus: null,
    stripeExpiration: '2025-12-31T23:59:59.999Z',
    userIds: [],
    ...over,
  });
const enterpriseCreated: SubscriptionEvent = { type: 'EnterpriseSubscriptionCreated', data: { ...enterprise(), createdBy: adminId } };
const memberAdded: SubscriptionEvent = { type: 'EnterpriseMemberAdded', data: { subscriptionId: enterpriseId, memberId, email: 'pat@firm.example' } };
const memberLinked: SubscriptionEvent = { type: 'EnterpriseMemberLinked', data: { ...enterprise({ userIds: [memberUserId] }), memberId, userId: memberUserId } };

describe('RecordPurchase', () => {
  it('records a first purchase with the state after it', () => {
    given().when(purchase()).then([purchased()]);
  });

  it('records nothing for the same Stripe subscription again (a retried or simultaneous identical purchase)', () => {
    given(purchased()).when(purchase()).then([]);
  });

  it('refuses a new purchase while active and not cancelled', () => {
    given(purchased())
      .when(purchase({ stripeSubscriptionId: 'sub_2' }))
      .thenError(409, BillingMessages.alreadyActive);
  });

  it('renews after expiry and after cancellation, in place', () => {
    const renewed = (prior: SubscriptionEvent[]) =>
      given(...prior)
        .when(purchase({ stripeSubscriptionId: 'sub_2', periodEnd: at(62) }))
        .then([purchased({ stripeExpiration: at(62) }, true, 'sub_2')]);
    renewed([purchased(), expired]);
    renewed([purchased(), canceled]);
  });

  it('counts a purchase that is past its period (and grace) already as inactive', () => {
    given()
      .when(purchase({ periodEnd: at(-2) }))
      .then([purchased({ stripeExpiration: at(-2), isActive: false })]);
  });
});

describe('RecordDecline', () => {
  it('records the decline and remembers the Stripe customer for the next attempt', () => {
    const declined: SubscriptionEvent = {
      type: 'PurchaseDeclined',
      data: { subscriptionId, userId, message: 'Your card was declined.', code: 'card_declined', stripeCustomerId: 'cus_9' },
    };
    given().when({ type: 'RecordDecline', subscriptionId, userId, message: 'Your card was declined.', code: 'card_declined', stripeCustomerId: 'cus_9' }).then([declined]);
    const after = given(declined);
    expect(after.state).toMatchObject({ snapshot: null, stripeCustomerId: 'cus_9', purchases: 0 });
  });
});

describe('Stripe events', () => {
  const paid = (over: Partial<Extract<SubscriptionCommand, { type: 'RecordInvoicePaid' }>> = {}): SubscriptionCommand => ({
    type: 'RecordInvoicePaid',
    stripeEventId: 'evt_1',
    stripeInvoiceId: 'in_2',
    stripeSubscriptionId: 'sub_1',
    periodEnd: at(59),
    amountPaid: 3980,
    ...timed(31),
    ...over,
  });

  it('invoice.paid moves the expiration forward to the period paid for', () => {
    given(purchased())
      .when(paid())
      .then([{ type: 'InvoicePaid', data: { ...state({ stripeExpiration: at(59) }), stripeEventId: 'evt_1', stripeInvoiceId: 'in_2', amountPaid: 3980 } }]);
  });

  it('invoice.paid never moves the expiration back, and reactivates an expired subscription', () => {
    given(purchased(), expired)
      .when(paid({ periodEnd: at(10), ...timed(1) }))
      .then([{ type: 'InvoicePaid', data: { ...state(), stripeEventId: 'evt_1', stripeInvoiceId: 'in_2', amountPaid: 3980 } }]);
  });

  it('invoice.payment_failed marks it past due and keeps access until the period (and grace) ends', () => {
    const failed = (days: number, isActive: boolean) =>
      given(purchased())
        .when({ type: 'RecordPaymentFailed', stripeEventId: 'evt_2', stripeInvoiceId: 'in_2', stripeSubscriptionId: 'sub_1', message: null, ...timed(days) })
        .then([{ type: 'PaymentFailed', data: { ...state({ stripeStatus: 'past_due', isActive }), stripeEventId: 'evt_2', stripeInvoiceId: 'in_2', message: null } }]);
    failed(31, true);
    failed(32.5, false);
  });

  it('customer.subscription.updated: set to end at period end reads canceled and stays active; unchanged records nothing', () => {
    const updated = (status: string, cancelAtPeriodEnd: boolean): SubscriptionCommand => ({
      type: 'RecordStripeSubscription',
      stripeEventId: 'evt_3',
      stripeSubscriptionId: 'sub_1',
      status,
      cancelAtPeriodEnd,
      ...timed(1),
    });
    given(purchased())
      .when(updated('active', true))
      .then([{ type: 'SubscriptionUpdated', data: { ...state({ stripeStatus: 'canceled' }), stripeEventId: 'evt_3', cancelAtPeriodEnd: true } }]);
    given(purchased()).when(updated('active', false)).then([]);
    given(purchased())
      .when(updated('unpaid', false))
      .then([{ type: 'SubscriptionUpdated', data: { ...state({ stripeStatus: 'unpaid', isActive: false }), stripeEventId: 'evt_3', cancelAtPeriodEnd: false } }]);
  });

  it('customer.subscription.deleted ends access', () => {
    given(purchased(), canceled)
      .when({ type: 'RecordStripeSubscriptionDeleted', stripeEventId: 'evt_4', stripeSubscriptionId: 'sub_1' })
      .then([{ type: 'SubscriptionDeleted', data: { ...state({ stripeStatus: 'canceled', isActive: false }), stripeEventId: 'evt_4' } }]);
  });

  it('ignores events of another Stripe subscription (one replaced by a renewal) and of unknown ones', () => {
    given(purchased({}, false, 'sub_2'))
      .when(paid())
      .then([]);
    given().when(paid()).then([]);
    given(enterpriseCreated).when({ type: 'RecordStripeSubscriptionDeleted', stripeEventId: 'evt_4', stripeSubscriptionId: 'sub_1' }).then([]);
  });

  it('lets nothing revive a Stripe subscription that ended (an older event delivered late), until a renewal', () => {
    const deleted: SubscriptionEvent = { type: 'SubscriptionDeleted', data: { ...state({ stripeStatus: 'canceled', isActive: false }), stripeEventId: 'evt_4' } };
    given(purchased(), deleted).when(paid()).then([]);
    given(purchased(), deleted)
      .when({ type: 'RecordStripeSubscription', stripeEventId: 'evt_5', stripeSubscriptionId: 'sub_1', status: 'active', cancelAtPeriodEnd: false, ...timed(1) })
      .then([]);
    given(purchased(), deleted).when({ type: 'RecordStripeSubscriptionDeleted', stripeEventId: 'evt_6', stripeSubscriptionId: 'sub_1' }).then([]);
    given(purchased(), deleted, purchased({}, true, 'sub_2'))
      .when(paid({ stripeSubscriptionId: 'sub_2' }))
      .then([{ type: 'InvoicePaid', data: { ...state({ stripeExpiration: at(59) }), stripeEventId: 'evt_1', stripeInvoiceId: 'in_2', amountPaid: 3980 } }]);
  });
});

describe('Cancel', () => {
  it('cancels at period end: still active, reads canceled', () => {
    given(purchased()).when({ type: 'Cancel', userId }).then([canceled]);
  });

  it('changes nothing when cancelled already', () => {
    given(purchased(), canceled).when({ type: 'Cancel', userId }).then([]);
  });

  it('refuses an expired subscription, an enterprise one and an unknown one', () => {
    given(purchased(), expired).when({ type: 'Cancel', userId }).thenError(400, BillingMessages.notActive);
    given(enterpriseCreated).when({ type: 'Cancel', userId }).thenError(400, BillingMessages.enterpriseManaged);
    given().when({ type: 'Cancel', userId }).thenError(404, BillingMessages.subscriptionNotFound);
  });
});

describe('Expire', () => {
  it('expires a card subscription once its period and the grace ended', () => {
    given(purchased())
      .when({ type: 'Expire', ...timed(31.5) })
      .then([]);
    given(purchased())
      .when({ type: 'Expire', ...timed(32.1) })
      .then([expired]);
    given(purchased(), expired)
      .when({ type: 'Expire', ...timed(40) })
      .then([]);
  });

  it('expires an enterprise subscription right after its last day', () => {
    given(enterpriseCreated)
      .when({ type: 'Expire', now: new Date('2025-12-31T23:00:00Z'), graceMs })
      .then([]);
    given(enterpriseCreated)
      .when({ type: 'Expire', now: new Date('2026-01-01T00:00:01Z'), graceMs })
      .then([{ type: 'SubscriptionExpired', data: enterprise({ isActive: false }) }]);
  });
});

describe('UpdatePaymentMethod', () => {
  const details = { last4: '4444', expMonth: 12, expYear: 2030, name: 'Ada L', line1: '1 Main', line2: null, city: 'Town', state: 'IL', postalCode: '60601' };

  it('records the new card and address', () => {
    given(purchased())
      .when({ type: 'UpdatePaymentMethod', userId, ...details })
      .then([{ type: 'PaymentMethodUpdated', data: { subscriptionId, userId, ...details } }]);
  });

  it('is refused for an enterprise subscription', () => {
    given(enterpriseCreated)
      .when({ type: 'UpdatePaymentMethod', userId, ...details })
      .thenError(400, BillingMessages.enterpriseManaged);
  });
});

describe('Edit', () => {
  const edit = (over: Partial<Extract<SubscriptionCommand, { type: 'Edit' }>> = {}): SubscriptionCommand => ({
    type: 'Edit',
    displayName: 'Renamed',
    stripeExpiration: at(90),
    stripeStatus: 'active',
    stripeSubscriptionId: 'sub_9',
    stripeCustomerId: 'cus_9',
    stripePriceId: 'price_y',
    stripePromotionCodeId: null,
    priceName: 'StandardYearly',
    ...timed(),
    ...over,
  });

  it("replaces the editor's fields; the expiration decides whether it is active", () => {
    const edited = (stripeExpiration: string, isActive: boolean): SubscriptionEvent => ({
      type: 'SubscriptionEdited',
      data: {
        ...state({ displayName: 'Renamed', priceName: 'StandardYearly', stripeExpiration, isActive }),
        stripeSubscriptionId: 'sub_9',
        stripeCustomerId: 'cus_9',
        stripePriceId: 'price_y',
        stripePromotionCodeId: null,
      },
    });
    given(purchased())
      .when(edit())
      .then([edited(at(90), true)]);
    given(purchased())
      .when(edit({ stripeExpiration: at(-3) }))
      .then([edited(at(-3), false)]);
  });

  it('keeps the plan when the price is not one of ours, and refuses an unknown subscription', () => {
    const events = given(purchased()).state;
    const [event] = decide(edit({ priceName: null }), events);
    expect(event.data).toMatchObject({ priceName: 'StandardMonthly' });
    given().when(edit()).thenError(404, BillingMessages.subscriptionNotFound);
  });
});

describe('enterprise subscriptions', () => {
  it('creates one, active through its last day, with no users yet', () => {
    given()
      .when({ type: 'CreateEnterprise', subscriptionId: enterpriseId, displayName: 'Firm LLP', expiration: '2025-12-31T23:59:59.999Z', createdBy: adminId, ...timed() })
      .then([enterpriseCreated]);
  });

  it('refuses to create over an existing stream', () => {
    given(enterpriseCreated)
      .when({ type: 'CreateEnterprise', subscriptionId: enterpriseId, displayName: 'Firm LLP', expiration: '2025-12-31T23:59:59.999Z', createdBy: adminId, ...timed() })
      .thenError(409, 'The item has been edited since you loaded the page. Reload this page to get the latest changes.');
  });

  it('adds a member by email (lower case), once', () => {
    given(enterpriseCreated).when({ type: 'AddMember', memberId, email: 'Pat@Firm.example' }).then([memberAdded]);
    given(enterpriseCreated, memberAdded)
      .when({ type: 'AddMember', memberId: adminId, email: 'PAT@firm.example' })
      .thenError(400, BillingMessages.alreadyMember('pat@firm.example'));
    given(purchased()).when({ type: 'AddMember', memberId, email: 'pat@firm.example' }).thenError(400, BillingMessages.notEnterprise);
  });

  it("links the member's account once identity answers; a removed or linked member changes nothing", () => {
    given(enterpriseCreated, memberAdded).when({ type: 'LinkMember', memberId, userId: memberUserId }).then([memberLinked]);
    given(enterpriseCreated, memberAdded, memberLinked).when({ type: 'LinkMember', memberId, userId: memberUserId }).then([]);
    const removed: SubscriptionEvent = { type: 'EnterpriseMemberRemoved', data: { ...enterprise(), memberId, removedUserId: null, otherActiveSubscription: false } };
    given(enterpriseCreated, memberAdded, removed).when({ type: 'LinkMember', memberId, userId: memberUserId }).then([]);
  });

  it('removes a member: their access ends with them', () => {
    given(enterpriseCreated, memberAdded, memberLinked)
      .when({ type: 'RemoveMember', memberId, otherActiveSubscription: true })
      .then([{ type: 'EnterpriseMemberRemoved', data: { ...enterprise({ userIds: [] }), memberId, removedUserId: memberUserId, otherActiveSubscription: true } }]);
    given(enterpriseCreated).when({ type: 'RemoveMember', memberId, otherActiveSubscription: false }).thenError(404, BillingMessages.memberNotFound);
  });
});

describe('ChangePlan', () => {
  const changePlan = (over: Partial<Extract<SubscriptionCommand, { type: 'ChangePlan' }>> = {}): SubscriptionCommand => ({
    type: 'ChangePlan',
    userId,
    priceName: 'StandardYearly',
    stripePriceId: 'price_y',
    stripeSubscriptionId: 'sub_1',
    periodEnd: at(365),
    stripeStatus: 'active',
    ...timed(),
    ...over,
  });

  it('records the new plan and its period, which starts now (a year, or a month: it may end sooner than the old one)', () => {
    given(purchased())
      .when(changePlan())
      .then([
        {
          type: 'SubscriptionPlanChanged',
          data: {
            ...state({ priceName: 'StandardYearly', displayName: 'Standard Yearly', stripeExpiration: at(365) }),
            userId,
            stripePriceId: 'price_y',
            previousPriceName: 'StandardMonthly',
          },
        },
      ]);
    given(purchased({ priceName: 'StandardYearly', displayName: 'Standard Yearly', stripeExpiration: at(300) }))
      .when(changePlan({ priceName: 'StandardMonthly', stripePriceId: 'price_m', periodEnd: at(30) }))
      .then([{ type: 'SubscriptionPlanChanged', data: { ...state({ stripeExpiration: at(30) }), userId, stripePriceId: 'price_m', previousPriceName: 'StandardYearly' } }]);
  });

  it('changes nothing on the plan it is on; refuses a canceled, an inactive or an enterprise subscription', () => {
    given(purchased())
      .when(changePlan({ priceName: 'StandardMonthly' }))
      .then([]);
    given(purchased(), canceled).when(changePlan()).thenError(400, BillingMessages.renewBeforeChangingPlan);
    given(purchased(), expired).when(changePlan()).thenError(400, BillingMessages.notActive);
  });
});
