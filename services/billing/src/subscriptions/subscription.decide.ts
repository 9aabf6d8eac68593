import { Plans, type PriceName, type SubscriptionState } from '@app/contracts';
import { ConflictError, DomainError, type Decider } from '@app/platform';
import { activeAt, ENDED_STATUSES, evolve, initialState, laterOf, statusOf, type SubscriptionAggregate, type SubscriptionEvent } from './subscription.js';

export const BillingMessages = {
  alreadyActive: 'You already have an active subscription. You can renew it once it has been cancelled or has expired.',
  notActive: 'This subscription is not active.',
  enterpriseManaged: 'An enterprise subscription is managed by its administrator. Please contact us to change it.',
  notCardSubscription: 'This subscription has no card on file.',
  alreadyMember: (email: string) => `${email} is already a member of this subscription.`,
  notEnterprise: 'Members can only be added to an enterprise subscription.',
  subscriptionNotFound: 'The subscription was not found.',
  memberNotFound: 'The member was not found.',
  unableToLoadPaymentMethod: 'Unable to load payment method',
  renewBeforeChangingPlan: 'This subscription was canceled. Renew it to change its plan.',
} as const;

const notFound = () => new DomainError(404, BillingMessages.subscriptionNotFound);

/** Card fields of a payment method, and the billing address as entered (personal data, sealed). */
export interface PaymentMethodDetails {
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  name: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
}

/** `now` and the grace come with each command: decisions stay pure. */
export interface Timed {
  now: Date;
  /** How long a card subscription stays active after its period end (not enterprise ones). */
  graceMs: number;
}

export type SubscriptionCommand =
  | ({
      type: 'RecordPurchase';
      subscriptionId: string;
      userId: string;
      /** The name given at purchase (sealed in the event with the user's key; identity puts it on the account). */
      firstName: string;
      lastName: string;
      priceName: PriceName;
      purchaseFingerprint: string;
      stripeCustomerId: string;
      stripeSubscriptionId: string;
      stripePriceId: string;
      stripePromotionCodeId: string | null;
      stripeStatus: string;
      periodEnd: string;
      amountPaid: number | null;
    } & Timed)
  | { type: 'RecordDecline'; subscriptionId: string; userId: string; message: string; code: string | null; stripeCustomerId: string | null }
  | ({
      type: 'RecordInvoicePaid';
      stripeEventId: string;
      stripeInvoiceId: string;
      stripeSubscriptionId: string;
      periodEnd: string | null;
      amountPaid: number;
      billingReason?: string | null;
    } & Timed)
  /** Stripe switched the subscription to `priceName` (prorated) and its new period ends at `periodEnd`. */
  | ({ type: 'ChangePlan'; userId: string; priceName: PriceName; stripePriceId: string; stripeSubscriptionId: string; periodEnd: string; stripeStatus: string } & Timed)
  | ({ type: 'RecordPaymentFailed'; stripeEventId: string; stripeInvoiceId: string; stripeSubscriptionId: string; message: string | null } & Timed)
  /** Status changes only: the paid period moves with paid invoices alone (a period can start unpaid). */
  | ({ type: 'RecordStripeSubscription'; stripeEventId: string | null; stripeSubscriptionId: string; status: string; cancelAtPeriodEnd: boolean } & Timed)
  | { type: 'RecordStripeSubscriptionDeleted'; stripeEventId: string; stripeSubscriptionId: string }
  | { type: 'Cancel'; userId: string }
  | ({ type: 'Expire' } & Timed)
  | ({ type: 'UpdatePaymentMethod'; userId: string } & PaymentMethodDetails)
  | ({
      type: 'Edit';
      displayName: string;
      stripeExpiration: string | null;
      stripeStatus: string | null;
      stripeSubscriptionId: string | null;
      stripeCustomerId: string | null;
      stripePriceId: string | null;
      stripePromotionCodeId: string | null;
      /** The plan of `stripePriceId` when it is one of the configured prices. */
      priceName: PriceName | null;
    } & Timed)
  | ({ type: 'CreateEnterprise'; subscriptionId: string; displayName: string; expiration: string; createdBy: string } & Timed)
  | { type: 'AddMember'; memberId: string; email: string }
  /** `otherActiveSubscription`: whether the member's user has an active subscription besides this one. */
  | { type: 'RemoveMember'; memberId: string; otherActiveSubscription: boolean }
  | { type: 'LinkMember'; memberId: string; userId: string };

const graceOf = (snapshot: SubscriptionState, graceMs: number) => (snapshot.isEnterprise ? 0 : graceMs);

function existing(state: SubscriptionAggregate): SubscriptionState {
  if (!state.snapshot) throw notFound();
  return state.snapshot;
}

/**
 * A card subscription that Stripe events may change: the one Stripe subscription it currently is,
 * while that has not ended (an older event delivered late cannot revive it).
 */
function matchesStripe(state: SubscriptionAggregate, stripeSubscriptionId: string): state is SubscriptionAggregate & { snapshot: SubscriptionState } {
  return !!state.snapshot && !state.snapshot.isEnterprise && !state.stripeEnded && state.stripeSubscriptionId === stripeSubscriptionId;
}

const unchanged = (a: SubscriptionState, b: SubscriptionState) => JSON.stringify(a) === JSON.stringify(b);

/** A subscription set to end at its period end keeps reading `canceled` whatever Stripe collects meanwhile. */
const unlessCanceled = (current: SubscriptionState, stripeStatus: string) => (current.stripeStatus === 'canceled' ? 'canceled' : stripeStatus);

/**
 * A new Stripe status, the paid period unchanged (only paid invoices move it): access lasts while
 * `entitled` and the period (plus the grace) runs.
 */
function withStripeStatus(current: SubscriptionState, stripeStatus: string, entitled: boolean, { now, graceMs }: Timed): SubscriptionState {
  return { ...current, stripeStatus, isActive: entitled && activeAt(current.stripeExpiration, now, graceMs) };
}

/** Whether cancelling changes anything (false: cancelled already); throws its refusals, so they come before Stripe is asked. */
export function cancelChangesSomething(state: SubscriptionAggregate): boolean {
  const current = existing(state);
  if (current.isEnterprise) throw new DomainError(400, BillingMessages.enterpriseManaged);
  if (current.stripeStatus === 'canceled') return false;
  if (!current.isActive) throw new DomainError(400, BillingMessages.notActive);
  return true;
}

/**
 * Whether switching to `priceName` changes anything (false: it is the plan already); throws the refusals
 * (enterprise, inactive, canceled, no Stripe subscription), so they come before Stripe is asked.
 */
export function planChangeChangesSomething(state: SubscriptionAggregate, priceName: PriceName): boolean {
  const current = existing(state);
  if (current.isEnterprise) throw new DomainError(400, BillingMessages.enterpriseManaged);
  if (!current.isActive || !state.stripeSubscriptionId || state.stripeEnded) throw new DomainError(400, BillingMessages.notActive);
  if (current.stripeStatus === 'canceled') throw new DomainError(400, BillingMessages.renewBeforeChangingPlan);
  return current.priceName !== priceName;
}

/** The Stripe customer whose card may be replaced; throws the refusals, so they come before Stripe is asked. */
export function paymentMethodCustomerOf(state: SubscriptionAggregate): string {
  if (existing(state).isEnterprise) throw new DomainError(400, BillingMessages.enterpriseManaged);
  if (!state.stripeCustomerId) throw new DomainError(400, BillingMessages.notCardSubscription);
  return state.stripeCustomerId;
}

type Command<T extends SubscriptionCommand['type']> = Extract<SubscriptionCommand, { type: T }>;

function recordPurchase(c: Command<'RecordPurchase'>, state: SubscriptionAggregate): SubscriptionEvent[] {
  // The same Stripe subscription recorded already: a retried or simultaneous identical purchase.
  if (state.purchases > 0 && state.stripeSubscriptionId === c.stripeSubscriptionId) return [];
  if (state.snapshot?.isEnterprise) throw notFound();
  if (state.snapshot?.isActive && state.snapshot.stripeStatus !== 'canceled') throw new DomainError(409, BillingMessages.alreadyActive);
  const plan = Plans.find((p) => p.priceName === c.priceName)!;
  const snapshot: SubscriptionState = {
    subscriptionId: c.subscriptionId,
    displayName: plan.displayName,
    priceName: c.priceName,
    isEnterprise: false,
    stripeStatus: c.stripeStatus,
    stripeExpiration: c.periodEnd,
    isActive: !ENDED_STATUSES.includes(c.stripeStatus) && activeAt(c.periodEnd, c.now, c.graceMs),
    userIds: [c.userId],
  };
  return [
    {
      type: 'SubscriptionPurchased',
      data: {
        ...snapshot,
        userId: c.userId,
        firstName: c.firstName,
        lastName: c.lastName,
        renewal: state.purchases > 0,
        stripeCustomerId: c.stripeCustomerId,
        stripeSubscriptionId: c.stripeSubscriptionId,
        stripePriceId: c.stripePriceId,
        stripePromotionCodeId: c.stripePromotionCodeId,
        amountPaid: c.amountPaid,
        purchaseFingerprint: c.purchaseFingerprint,
      },
    },
  ];
}

function recordInvoicePaid(command: Command<'RecordInvoicePaid'>, state: SubscriptionAggregate): SubscriptionEvent[] {
  if (!matchesStripe(state, command.stripeSubscriptionId)) return [];
  const current = state.snapshot;
  const stripeExpiration = laterOf(current.stripeExpiration, command.periodEnd);
  const snapshot: SubscriptionState = {
    ...current,
    stripeStatus: unlessCanceled(current, 'active'),
    stripeExpiration,
    isActive: activeAt(stripeExpiration, command.now, command.graceMs),
  };
  const { stripeEventId, stripeInvoiceId, amountPaid, billingReason } = command;
  return [{ type: 'InvoicePaid', data: { ...snapshot, stripeEventId, stripeInvoiceId, amountPaid, ...(billingReason !== undefined ? { billingReason } : {}) } }];
}

function changePlan(c: Command<'ChangePlan'>, state: SubscriptionAggregate): SubscriptionEvent[] {
  if (!planChangeChangesSomething(state, c.priceName) || !matchesStripe(state, c.stripeSubscriptionId)) return [];
  const plan = Plans.find((p) => p.priceName === c.priceName)!;
  const snapshot: SubscriptionState = {
    ...state.snapshot,
    displayName: plan.displayName,
    priceName: c.priceName,
    stripeStatus: c.stripeStatus,
    stripeExpiration: c.periodEnd,
    isActive: !ENDED_STATUSES.includes(c.stripeStatus) && activeAt(c.periodEnd, c.now, c.graceMs),
  };
  return [{ type: 'SubscriptionPlanChanged', data: { ...snapshot, userId: c.userId, stripePriceId: c.stripePriceId, previousPriceName: state.snapshot.priceName } }];
}

function edit(c: Command<'Edit'>, state: SubscriptionAggregate): SubscriptionEvent[] {
  const current = existing(state);
  const snapshot: SubscriptionState = {
    ...current,
    displayName: c.displayName,
    priceName: c.priceName ?? current.priceName,
    stripeStatus: c.stripeStatus,
    stripeExpiration: c.stripeExpiration,
    // The admin's expiration decides (stripeStatus is free text, spec 01 §4).
    isActive: activeAt(c.stripeExpiration, c.now, graceOf(current, c.graceMs)),
  };
  const { stripeSubscriptionId, stripeCustomerId, stripePriceId, stripePromotionCodeId } = c;
  return [{ type: 'SubscriptionEdited', data: { ...snapshot, stripeSubscriptionId, stripeCustomerId, stripePriceId, stripePromotionCodeId } }];
}

function createEnterprise(c: Command<'CreateEnterprise'>, state: SubscriptionAggregate): SubscriptionEvent[] {
  if (state.snapshot) throw new ConflictError();
  const snapshot: SubscriptionState = {
    subscriptionId: c.subscriptionId,
    displayName: c.displayName,
    priceName: null,
    isEnterprise: true,
    stripeStatus: null,
    stripeExpiration: c.expiration,
    isActive: activeAt(c.expiration, c.now, 0),
    userIds: [],
  };
  return [{ type: 'EnterpriseSubscriptionCreated', data: { ...snapshot, createdBy: c.createdBy } }];
}

function addMember(command: Command<'AddMember'>, state: SubscriptionAggregate): SubscriptionEvent[] {
  const current = existing(state);
  if (!current.isEnterprise) throw new DomainError(400, BillingMessages.notEnterprise);
  const email = command.email.toLowerCase();
  if (Object.values(state.members).some((m) => m.email?.toLowerCase() === email)) throw new DomainError(400, BillingMessages.alreadyMember(email));
  return [{ type: 'EnterpriseMemberAdded', data: { subscriptionId: current.subscriptionId, memberId: command.memberId, email } }];
}

function removeMember(command: Command<'RemoveMember'>, state: SubscriptionAggregate): SubscriptionEvent[] {
  const current = existing(state);
  const member = state.members[command.memberId];
  if (!member) throw new DomainError(404, BillingMessages.memberNotFound);
  // Another membership of the same person keeps their access.
  const stillMember = Object.values(state.members).some((m) => m.memberId !== member.memberId && m.userId !== null && m.userId === member.userId);
  const userIds = stillMember ? current.userIds : current.userIds.filter((id) => id !== member.userId);
  const { otherActiveSubscription } = command;
  return [{ type: 'EnterpriseMemberRemoved', data: { ...current, userIds, memberId: member.memberId, removedUserId: member.userId, otherActiveSubscription } }];
}

function linkMember(command: Command<'LinkMember'>, state: SubscriptionAggregate): SubscriptionEvent[] {
  const current = state.snapshot;
  const member = state.members[command.memberId];
  // Removed before identity answered, or linked already: nothing to record.
  if (!current || !member || member.userId === command.userId) return [];
  const userIds = current.userIds.includes(command.userId) ? current.userIds : [...current.userIds, command.userId];
  return [{ type: 'EnterpriseMemberLinked', data: { ...current, userIds, memberId: member.memberId, userId: command.userId } }];
}

export function decide(command: SubscriptionCommand, state: SubscriptionAggregate): SubscriptionEvent[] {
  switch (command.type) {
    case 'RecordPurchase':
      return recordPurchase(command, state);
    case 'RecordDecline': {
      const { subscriptionId, userId, message, code, stripeCustomerId } = command;
      return [{ type: 'PurchaseDeclined', data: { subscriptionId, userId, message, code, stripeCustomerId } }];
    }
    case 'RecordInvoicePaid':
      return recordInvoicePaid(command, state);
    case 'RecordPaymentFailed': {
      if (!matchesStripe(state, command.stripeSubscriptionId)) return [];
      const current = state.snapshot;
      const snapshot = withStripeStatus(current, unlessCanceled(current, 'past_due'), current.isActive, command);
      const { stripeEventId, stripeInvoiceId, message } = command;
      return [{ type: 'PaymentFailed', data: { ...snapshot, stripeEventId, stripeInvoiceId, message } }];
    }
    case 'RecordStripeSubscription': {
      if (!matchesStripe(state, command.stripeSubscriptionId)) return [];
      const current = state.snapshot;
      const snapshot = withStripeStatus(current, statusOf(command.status, command.cancelAtPeriodEnd), !ENDED_STATUSES.includes(command.status), command);
      if (unchanged(snapshot, current)) return [];
      return [{ type: 'SubscriptionUpdated', data: { ...snapshot, stripeEventId: command.stripeEventId, cancelAtPeriodEnd: command.cancelAtPeriodEnd } }];
    }
    case 'RecordStripeSubscriptionDeleted': {
      if (!matchesStripe(state, command.stripeSubscriptionId)) return [];
      const snapshot: SubscriptionState = { ...state.snapshot, stripeStatus: 'canceled', isActive: false };
      return [{ type: 'SubscriptionDeleted', data: { ...snapshot, stripeEventId: command.stripeEventId } }];
    }
    case 'ChangePlan':
      return changePlan(command, state);
    case 'Cancel': {
      if (!cancelChangesSomething(state)) return [];
      return [{ type: 'SubscriptionCanceled', data: { ...existing(state), stripeStatus: 'canceled', canceledBy: command.userId } }];
    }
    case 'Expire': {
      const current = state.snapshot;
      if (!current?.isActive || activeAt(current.stripeExpiration, command.now, graceOf(current, command.graceMs))) return [];
      return [{ type: 'SubscriptionExpired', data: { ...current, isActive: false } }];
    }
    case 'UpdatePaymentMethod': {
      paymentMethodCustomerOf(state);
      const { type: _type, userId, ...details } = command;
      return [{ type: 'PaymentMethodUpdated', data: { subscriptionId: existing(state).subscriptionId, userId, ...details } }];
    }
    case 'Edit':
      return edit(command, state);
    case 'CreateEnterprise':
      return createEnterprise(command, state);
    case 'AddMember':
      return addMember(command, state);
    case 'RemoveMember':
      return removeMember(command, state);
    case 'LinkMember':
      return linkMember(command, state);
  }
}

export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionEvent, SubscriptionAggregate> = { decide, evolve, initialState };
