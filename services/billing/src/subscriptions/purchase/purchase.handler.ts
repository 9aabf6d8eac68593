import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { Messages, type PurchaseRequest, type SubscriptionSummary } from '@app/contracts';
import { DomainError, type AppendContext, type Principal } from '@app/platform';
import { Clock } from '../../clock.js';
import { isRedeemable } from '../../promotion-codes/promotion-codes.js';
import { stripeAddressOf } from '../../stripe/stripe-address.js';
import { isCardError, isMissingResource, rethrowAsDomainError } from '../../stripe/stripe-errors.js';
import { StripeConnection } from '../../stripe/stripe-connection.js';
import { cardSubscriptionIdOf, type SubscriptionAggregate } from '../subscription.js';
import { SubscriptionCommands } from '../subscription.commands.js';
import { BillingMessages, type SubscriptionCommand } from '../subscription.decide.js';
import { SubscriptionQuery } from '../subscription.query.js';
import { assertMayBuy, summaryOf } from '../subscription-rules.js';
import { PurchaseAttempts, type PurchaseAttempt } from './purchase-attempts.js';

/** What a purchase's Stripe calls came to: the command recording it, and the error a declined card answers with. */
interface PurchaseOutcome {
  command: SubscriptionCommand | null;
  declined?: DomainError;
}

/** A card Stripe refused: the decline is recorded, and answered with Stripe's message. */
function declineOf(error: Stripe.errors.StripeCardError, subscriptionId: string, userId: string, stripeCustomerId: string | null): PurchaseOutcome {
  const decline: SubscriptionCommand = { type: 'RecordDecline', subscriptionId, userId, message: error.message, code: error.code ?? null, stripeCustomerId };
  return { command: decline, declined: new DomainError(400, error.message) };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * What makes two purchase requests "the same": the purchaser and every field they sent (card,
 * plan, promotion code, name, address). A client retrying after a timeout sends exactly that again.
 */
export function purchaseFingerprint(user: Principal, request: PurchaseRequest): string {
  const r = request;
  const fields = [
    user.id,
    user.userName,
    r.paymentMethodId,
    r.priceName,
    r.promotionCodeId || null,
    r.firstName,
    r.lastName,
    r.line1,
    r.line2 || null,
    r.city,
    r.state || null,
    r.postalCode,
    r.country || 'US',
  ];
  return sha256(JSON.stringify(fields));
}

/**
 * The idempotency keys of one purchase attempt: the fingerprint plus how many purchases the user
 * completed before it. A retry of the same request (or the SDK's own network retry) sends the same
 * keys, so Stripe answers the first result again instead of charging twice; a renewal after expiry,
 * even with the same card and plan, is a new attempt with new keys.
 */
export function purchaseKeys(fingerprint: string, purchasesBefore: number) {
  const attempt = sha256(`${fingerprint}:${purchasesBefore}`).slice(0, 40);
  return {
    createCustomer: `purchase-${attempt}-customer`,
    attachPaymentMethod: `purchase-${attempt}-attach`,
    updateCustomer: `purchase-${attempt}-customer-update`,
    createSubscription: `purchase-${attempt}-subscription`,
    resumeSubscription: `purchase-${attempt}-resume`,
  };
}

/**
 * A cancelled card subscription still in its paid period, renewed on the same plan without a
 * promotion code (a code or another plan starts a new subscription, charged now).
 */
function resumable(state: SubscriptionAggregate, priceName: PurchaseRequest['priceName'], promotionCodeId: string | null): boolean {
  const current = state.snapshot;
  return (
    !!current?.isActive &&
    current.stripeStatus === 'canceled' &&
    current.priceName === priceName &&
    !promotionCodeId &&
    !state.stripeEnded &&
    !!state.stripeSubscriptionId &&
    !!state.stripeCustomerId
  );
}

/**
 * POST /api/subscription/purchase: Stripe customer (made once per user, then reused), card attached
 * and made the default with the billing address, subscription on the plan's price with the
 * promotion code, first invoice paid at once (`payment_behavior: error_if_incomplete`: a declined
 * card fails the call and no subscription is left behind). The outcome is recorded on the user's
 * card subscription stream: SubscriptionPurchased (identity grants Subscriber on it) or
 * PurchaseDeclined. Renewing the same plan while a cancelled subscription's paid period still runs
 * resumes that subscription instead (see `resume`).
 *
 * No database connection or transaction is held while Stripe is called: the attempt is claimed in
 * its own committed row first (`PurchaseAttempts`), the reads are single queries, and the outcome is
 * recorded in a short transaction of its own at the end, which also ends the attempt.
 */
@Injectable()
export class PurchaseHandler {
  constructor(
    private readonly commands: SubscriptionCommands,
    private readonly connection: StripeConnection,
    private readonly clock: Clock,
    private readonly subscriptions: SubscriptionQuery,
    private readonly attempts: PurchaseAttempts,
  ) {}

  async purchase(user: Principal, request: PurchaseRequest, context: AppendContext): Promise<SubscriptionSummary> {
    assertMayBuy(user);
    const fingerprint = purchaseFingerprint(user, request);
    // One purchase per user at a time: the same request again waits here for the first to end,
    // then finds it recorded; another purchase of the user meanwhile is 409.
    const attempt = await this.attempts.start(user.id, fingerprint);
    try {
      const outcome = await this.attempt(attempt, user, request, fingerprint, context);
      // A decline is answered after its PurchaseDeclined is committed.
      if (outcome instanceof DomainError) throw outcome;
      return outcome;
    } finally {
      // Recorded outcomes ended it already; a failed attempt ends here (if this fails too, it expires).
      await this.attempts.finish(attempt).catch(() => undefined);
    }
  }

  /**
   * Stripe is asked once, from the loaded state; a concurrent write (a webhook, the expiry job)
   * decides that same outcome again on the fresh state.
   */
  private async attempt(
    attempt: PurchaseAttempt,
    user: Principal,
    request: PurchaseRequest,
    fingerprint: string,
    context: AppendContext,
  ): Promise<SubscriptionSummary | DomainError> {
    const subscriptionId = cardSubscriptionIdOf(user.id);
    let outcome: PurchaseOutcome | undefined;
    const { state } = await this.commands.handle(
      subscriptionId,
      async (current) => (outcome ??= await this.charge(attempt, current, user, request, fingerprint, subscriptionId)).command,
      { retries: 2, context, commitWith: (trx) => this.attempts.finish(attempt, trx) },
    );
    return outcome?.declined ?? summaryOf(state.snapshot!);
  }

  /** The Stripe calls of a purchase and the command recording their outcome (null: nothing to record). */
  private async charge(
    attempt: PurchaseAttempt,
    state: SubscriptionAggregate,
    user: Principal,
    request: PurchaseRequest,
    fingerprint: string,
    subscriptionId: string,
  ): Promise<PurchaseOutcome> {
    const current = state.snapshot;
    if (current?.isActive && current.stripeStatus !== 'canceled') {
      // The very purchase that made it active, sent again: the same answer, nothing charged.
      if (state.lastPurchaseFingerprint === fingerprint) return { command: null };
      throw new DomainError(409, BillingMessages.alreadyActive);
    }
    if (await this.subscriptions.otherActiveSubscription(user.id, subscriptionId)) throw new DomainError(409, BillingMessages.alreadyActive);

    const promotionCodeId = request.promotionCodeId || null;
    if (promotionCodeId) await this.checkPromotionCode(promotionCodeId);

    const keys = purchaseKeys(fingerprint, state.purchases);
    const { stripe } = this.connection;
    let customerId = state.stripeCustomerId;
    const billing = { name: `${request.firstName} ${request.lastName}`, address: stripeAddressOf(request) };
    if (resumable(state, request.priceName, promotionCodeId)) return { command: await this.resume(attempt, state, request.paymentMethodId, billing, keys) };
    let subscription: Stripe.Subscription;
    try {
      // A customer deleted at Stripe (or forgotten by a restarted simulator) is made anew.
      if (customerId && !(await this.customerExists(customerId))) customerId = null;
      customerId ??= await this.createCustomer(user, billing, keys);
      const paymentMethod = await this.attachAsDefault(customerId, request.paymentMethodId, billing, keys);
      this.attempts.assertTimeForStripeCall(attempt);
      subscription = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: this.connection.prices[request.priceName] }],
          ...(promotionCodeId ? { discounts: [{ promotion_code: promotionCodeId }] } : {}),
          default_payment_method: paymentMethod.id,
          payment_behavior: 'error_if_incomplete',
          expand: ['latest_invoice'],
          metadata: { userId: user.id, subscriptionId },
        },
        { idempotencyKey: keys.createSubscription },
      );
    } catch (error) {
      if (isCardError(error)) return declineOf(error, subscriptionId, user.id, customerId);
      rethrowAsDomainError(error);
    }

    const item = subscription.items.data[0];
    const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
    const command: SubscriptionCommand = {
      type: 'RecordPurchase',
      subscriptionId,
      userId: user.id,
      firstName: request.firstName,
      lastName: request.lastName,
      priceName: request.priceName,
      purchaseFingerprint: fingerprint,
      stripeCustomerId: customerId,
      stripeSubscriptionId: subscription.id,
      stripePriceId: item.price.id,
      stripePromotionCodeId: promotionCodeId,
      stripeStatus: subscription.status,
      periodEnd: new Date(item.current_period_end * 1000).toISOString(),
      amountPaid: invoice?.amount_paid ?? null,
      ...this.commands.timing(),
    };
    return { command };
  }

  /**
   * Renewing while a cancelled subscription's paid period still runs: Stripe's subscription is
   * resumed (no longer cancelled at period end) with the new card and address. Nothing is charged
   * now and the expiration stays; the next charge comes at the period end. A new subscription
   * would charge at once and drop the rest of the period already paid for.
   */
  private async resume(
    attempt: PurchaseAttempt,
    state: SubscriptionAggregate,
    paymentMethodId: string,
    billing: Stripe.CustomerUpdateParams,
    keys: ReturnType<typeof purchaseKeys>,
  ): Promise<SubscriptionCommand> {
    const { stripe } = this.connection;
    const customerId = state.stripeCustomerId!;
    const stripeSubscriptionId = state.stripeSubscriptionId!;
    let resumed: Stripe.Subscription;
    try {
      const paymentMethod = await this.attachAsDefault(customerId, paymentMethodId, billing, keys);
      this.attempts.assertTimeForStripeCall(attempt);
      resumed = await stripe.subscriptions.update(
        stripeSubscriptionId,
        { cancel_at_period_end: false, default_payment_method: paymentMethod.id },
        { idempotencyKey: keys.resumeSubscription },
      );
    } catch (error) {
      rethrowAsDomainError(error);
    }
    return {
      type: 'RecordStripeSubscription',
      stripeEventId: null,
      stripeSubscriptionId,
      status: resumed.status,
      cancelAtPeriodEnd: resumed.cancel_at_period_end,
      ...this.commands.timing(),
    };
  }

  /** The card attached to the customer and made their default, with the billing address. */
  private async attachAsDefault(
    customerId: string,
    paymentMethodId: string,
    billing: Stripe.CustomerUpdateParams,
    keys: ReturnType<typeof purchaseKeys>,
  ): Promise<Stripe.PaymentMethod> {
    const { stripe } = this.connection;
    const paymentMethod = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }, { idempotencyKey: keys.attachPaymentMethod });
    await stripe.customers.update(customerId, { ...billing, invoice_settings: { default_payment_method: paymentMethod.id } }, { idempotencyKey: keys.updateCustomer });
    return paymentMethod;
  }

  /** A new Stripe customer for the user, with the billing name and address (and their email when they sign in with one). */
  private async createCustomer(user: Principal, billing: Stripe.CustomerCreateParams, keys: ReturnType<typeof purchaseKeys>): Promise<string> {
    const customer = await this.connection.stripe.customers.create(
      { ...billing, ...(user.userName.includes('@') ? { email: user.userName } : {}), metadata: { userId: user.id } },
      { idempotencyKey: keys.createCustomer },
    );
    return customer.id;
  }

  private async customerExists(customerId: string): Promise<boolean> {
    try {
      const customer = await this.connection.stripe.customers.retrieve(customerId);
      return !customer.deleted;
    } catch (error) {
      if (isMissingResource(error)) return false;
      throw error;
    }
  }

  /** A promotion code id that cannot be redeemed: 400 with the spec's message (the code, if known). */
  private async checkPromotionCode(promotionCodeId: string): Promise<void> {
    let promotion: Stripe.PromotionCode;
    try {
      promotion = await this.connection.stripe.promotionCodes.retrieve(promotionCodeId, { expand: ['promotion.coupon'] });
    } catch (error) {
      if (isMissingResource(error)) throw new DomainError(400, Messages.invalidPromoCode(promotionCodeId));
      throw error;
    }
    if (!isRedeemable(promotion, this.clock.now())) throw new DomainError(400, Messages.invalidPromoCode(promotion.code));
  }
}
