import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../clock.js';
import { cardError, invalid, missing } from './api-errors.js';
import { addInterval } from './billing-cycle.js';
import { formBoolean, formObject, formString, formStrings, type FormValue } from './form-body.js';
import type { PromotionCodeSeed } from './promotion-code-seeds.js';
import { ALPHABET, clone, emptyAddress, newId, type Params, type StripeObject } from './stripe-object.js';
import { TEST_CARDS, type TestCard } from './test-cards.js';
import type { Webhooks } from './webhooks.js';

export interface SimulatorPrice {
  id: string;
  /** Cents. */
  amount: number;
  interval: 'month' | 'year';
  nickname: string;
}

/** An invoice's price less `credit`, and what the discounts take off it (nothing on an invoice that credits a plan left). */
function invoiceTotals(unitAmount: number, discounts: StripeObject[], credit: { amount: number } | undefined) {
  const subtotal = unitAmount - (credit?.amount ?? 0);
  const discountAmounts = discounts.map((d) => {
    const coupon = d.source.coupon;
    const amount = coupon.amount_off !== null ? Math.min(coupon.amount_off, subtotal) : Math.round((subtotal * coupon.percent_off) / 100);
    return { amount, discount: d.id };
  });
  const total = credit ? subtotal : Math.max(0, subtotal - discountAmounts.reduce((sum, d) => sum + d.amount, 0));
  return { subtotal, discountAmounts, total };
}

/** An invoice's lines: the plan left, credited, if any; then the price for the period, less the discounts. */
function invoiceLines(
  invoiceId: string,
  sub: StripeObject,
  period: { start: number; end: number },
  discounts: StripeObject[],
  discountAmounts: { amount: number; discount: string }[],
  credit: { amount: number; start: number; end: number; description: string } | undefined,
) {
  const price = sub.items.data[0].price;
  const creditLines = credit
    ? [
        invoiceLine(invoiceId, sub, -credit.amount, true, {
          description: credit.description,
          discount_amounts: [],
          discountable: false,
          discounts: [],
          period: { start: credit.start, end: credit.end },
          pricing: null,
        }),
      ]
    : [];
  return [
    ...creditLines,
    invoiceLine(invoiceId, sub, price.unit_amount, false, {
      description: `1 × ${price.nickname ?? price.id} (at $${(price.unit_amount / 100).toFixed(2)} / ${price.recurring.interval})`,
      discount_amounts: discountAmounts,
      discountable: true,
      discounts: discounts.map((d) => d.id),
      period,
      pricing: { type: 'price_details', price_details: { price: price.id, product: price.product }, unit_amount_decimal: String(price.unit_amount) },
    }),
  ];
}

/** One line of an invoice, as Stripe's API writes a subscription item's line. */
function invoiceLine(
  invoiceId: string,
  sub: StripeObject,
  amount: number,
  proration: boolean,
  fields: { description: string; discount_amounts: unknown[]; discountable: boolean; discounts: string[]; period: { start: number; end: number }; pricing: unknown },
) {
  return {
    id: newId('il'),
    object: 'line_item',
    amount,
    currency: 'usd',
    ...fields,
    invoice: invoiceId,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: { invoice_item: null, proration, proration_details: { credited_items: null }, subscription: sub.id, subscription_item: sub.items.data[0].id },
    },
    quantity: 1,
    subscription: sub.id,
    subtotal: amount,
    taxes: [],
  };
}

/**
 * The simulator's Stripe objects and what the API does to them: customers, payment methods (Stripe's
 * `pm_card_*` test ids, see test-cards.ts), prices (from configuration), coupons and promotion codes
 * (seeded), subscriptions with their items, invoices and discounts. Changes post the events Stripe
 * would (through `webhooks`). Methods throw `ApiError` as Stripe answers.
 */
export class StripeResources {
  private readonly objects = new Map<string, StripeObject>();
  private readonly cards = new Map<string, TestCard>();
  /** Where the simulator answers (set once it listens): invoices' PDF and hosted pages are under it. */
  baseUrl = 'http://127.0.0.1';

  constructor(
    private readonly clock: Clock,
    private readonly prices: readonly SimulatorPrice[],
    private readonly promotionCodes: readonly PromotionCodeSeed[],
    private readonly webhooks: Webhooks,
  ) {
    this.seed();
  }

  /** A stored object (customer, payment method, subscription, invoice, promotion code, coupon, price). */
  retrieve(id: string): StripeObject | undefined {
    const found = this.objects.get(id);
    return found ? clone(found) : undefined;
  }

  list(object: string): StripeObject[] {
    return [...this.objects.values()].filter((o) => o.object === object).map(clone);
  }

  invoicesOf(subscriptionId: string): StripeObject[] {
    return this.list('invoice').filter((i) => i.parent?.subscription_details?.subscription === subscriptionId);
  }

  /** A customer as `GET /v1/customers/:id` answers it: a deleted one is a `deleted: true` stub. */
  retrieveCustomer(id: string, p: Params): StripeObject {
    const found = this.objects.get(id);
    if (found?.object === 'customer' && found.deleted) return clone(found);
    return this.expand(this.get('customer', id, 'id'), p);
  }

  /** Ends the subscription at `at` (`customer.subscription.deleted`, delivered with the API call's events if `fromApi`). */
  endSubscription(subscriptionId: string, at: number, fromApi = false): StripeObject {
    const sub = this.get('subscription', subscriptionId, 'subscription');
    if (sub.status === 'canceled') throw invalid(`Subscription ${subscriptionId} has ended already.`);
    sub.status = 'canceled';
    sub.ended_at = at;
    sub.canceled_at = sub.canceled_at ?? at;
    return this.webhooks.emit('customer.subscription.deleted', sub, undefined, fromApi);
  }

  private seed(): void {
    const now = this.clock.unix();
    for (const price of this.prices) {
      const product = `prod_${createHash('sha256').update(price.id).digest('hex').slice(0, 14)}`;
      this.objects.set(price.id, {
        id: price.id,
        object: 'price',
        active: true,
        billing_scheme: 'per_unit',
        created: now,
        currency: 'usd',
        livemode: false,
        lookup_key: null,
        metadata: {},
        nickname: price.nickname,
        product,
        recurring: { interval: price.interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
        tax_behavior: 'unspecified',
        type: 'recurring',
        unit_amount: price.amount,
        unit_amount_decimal: String(price.amount),
      });
    }
    for (const seed of this.promotionCodes) {
      const expired = seed.state === 'expired';
      const coupon = {
        id: [...randomBytes(8)].map((b) => ALPHABET[b % 36]).join(''),
        object: 'coupon',
        amount_off: seed.amountOff,
        created: now,
        currency: seed.amountOff === null ? null : 'usd',
        duration: 'once',
        duration_in_months: null,
        livemode: false,
        max_redemptions: null,
        metadata: {},
        name: seed.amountOff === null ? `${seed.percentOff}% off` : `$${(seed.amountOff / 100).toFixed(2)} off`,
        percent_off: seed.percentOff,
        redeem_by: expired ? now - 86_400 : null,
        times_redeemed: 0,
        valid: !expired,
      };
      this.objects.set(coupon.id, coupon);
      const promotion = {
        id: newId('promo'),
        object: 'promotion_code',
        active: seed.state !== 'inactive',
        code: seed.code,
        created: now,
        customer: null,
        customer_account: null,
        expires_at: expired ? now - 86_400 : null,
        livemode: false,
        max_redemptions: null,
        metadata: {},
        promotion: { coupon: coupon.id, type: 'coupon' },
        restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
        times_redeemed: 0,
      };
      this.objects.set(promotion.id, promotion);
    }
  }

  get(object: string, id: string, param: string): StripeObject {
    const found = this.objects.get(id);
    if (!found || found.object !== object || found.deleted) throw missing(object.replace(/_/g, ' ').replace('payment method', 'PaymentMethod'), id, param);
    return found;
  }

  /** Replaces ids by their objects along each `expand[]` path (`data.` prefixed for lists). */
  expand(object: StripeObject, p: Params): StripeObject {
    const result = clone(object);
    for (const path of formStrings(p.expand)) {
      const segments = path.split('.');
      if (segments.length > 4) throw invalid(`You cannot expand more than 4 levels of a property. Property: ${path}`, 'expand');
      this.expandAt(result, segments, path);
    }
    return result;
  }

  private expandAt(node: StripeObject, [head, ...rest]: string[], path: string): void {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((item) => this.expandAt(item, [head, ...rest], path));
      return;
    }
    if (!(head in node)) throw invalid(`This property cannot be expanded (${path}).`, 'expand');
    let value = node[head];
    if (typeof value === 'string' && this.objects.has(value)) value = node[head] = clone(this.objects.get(value)!);
    else if (Array.isArray(value)) value = node[head] = value.map((v) => (typeof v === 'string' && this.objects.has(v) ? clone(this.objects.get(v)!) : v));
    if (rest.length) this.expandAt(value, rest, path);
  }

  private addressOf(value: FormValue | undefined): StripeObject | null {
    if (value === undefined) return null;
    const a = formObject(value);
    const text = (v: FormValue | undefined) => formString(v) || null;
    return { city: text(a.city), country: text(a.country), line1: text(a.line1), line2: text(a.line2), postal_code: text(a.postal_code), state: text(a.state) };
  }

  createCustomer(p: Params): StripeObject {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      address: this.addressOf(p.address),
      balance: 0,
      created: this.clock.unix(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: formString(p.description) ?? null,
      email: formString(p.email) ?? null,
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null as string | null, footer: null, rendering_options: null },
      livemode: false,
      metadata: { ...formObject(p.metadata) },
      name: formString(p.name) ?? null,
      phone: formString(p.phone) ?? null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    this.objects.set(customer.id, customer);
    const defaultPm = formString(formObject(p.invoice_settings).default_payment_method);
    if (defaultPm) customer.invoice_settings.default_payment_method = this.attachedPaymentMethod(customer.id, defaultPm, 'invoice_settings[default_payment_method]').id;
    return customer;
  }

  updateCustomer(id: string, p: Params): StripeObject {
    const customer = this.get('customer', id, 'customer');
    if (p.name !== undefined) customer.name = formString(p.name) || null;
    if (p.email !== undefined) customer.email = formString(p.email) || null;
    if (p.phone !== undefined) customer.phone = formString(p.phone) || null;
    if (p.address !== undefined) customer.address = formString(p.address) === '' ? null : this.addressOf(p.address);
    if (p.metadata !== undefined) customer.metadata = { ...customer.metadata, ...formObject(p.metadata) };
    const defaultPm = formObject(p.invoice_settings).default_payment_method;
    if (defaultPm !== undefined) {
      const pmId = formString(defaultPm);
      customer.invoice_settings.default_payment_method = pmId ? this.attachedPaymentMethod(id, pmId, 'invoice_settings[default_payment_method]').id : null;
    }
    return customer;
  }

  /** As at Stripe: the customer's subscriptions end at once; retrieving it answers `deleted: true`. */
  deleteCustomer(id: string): StripeObject {
    this.get('customer', id, 'id');
    for (const sub of [...this.objects.values()].filter((o) => o.object === 'subscription' && o.customer === id && o.status !== 'canceled')) {
      this.endSubscription(sub.id, this.clock.unix(), true);
    }
    const stub = { id, object: 'customer', deleted: true };
    this.objects.set(id, stub);
    return clone(stub);
  }

  private attachedPaymentMethod(customerId: string, pmId: string, param: string): StripeObject {
    const pm = this.objects.get(pmId);
    if (!pm || pm.object !== 'payment_method') throw missing('PaymentMethod', pmId, param);
    if (pm.customer !== customerId) {
      throw invalid(`The customer does not have a payment method with the ID ${pmId}. The payment method must be attached to the customer.`, param);
    }
    return pm;
  }

  attach(pmId: string, p: Params): StripeObject {
    const customerId = formString(p.customer);
    if (!customerId) throw invalid('Missing required param: customer.', 'customer', 'parameter_missing');
    this.get('customer', customerId, 'customer');
    const card = TEST_CARDS[pmId];
    if (card) {
      if (card.decline?.at === 'attach') throw cardError(card.decline);
      const year = this.clock.now().getUTCFullYear();
      const pm = {
        id: newId('pm'),
        object: 'payment_method',
        allow_redisplay: 'unspecified',
        billing_details: { address: emptyAddress(), email: null, name: null, phone: null, tax_id: null },
        card: {
          brand: card.brand,
          checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
          country: 'US',
          display_brand: card.brand,
          exp_month: 12,
          exp_year: year + 3,
          fingerprint: createHash('sha256').update(pmId).digest('hex').slice(0, 16),
          funding: card.funding,
          generated_from: null,
          last4: card.last4,
          networks: { available: [card.brand], preferred: null },
          regulated_status: 'unregulated',
          three_d_secure_usage: { supported: true },
          wallet: null,
        },
        created: this.clock.unix(),
        customer: customerId,
        customer_account: null,
        livemode: false,
        metadata: {},
        type: 'card',
      };
      this.objects.set(pm.id, pm);
      this.cards.set(pm.id, card);
      return pm;
    }
    const pm = this.objects.get(pmId);
    if (!pm || pm.object !== 'payment_method') throw missing('PaymentMethod', pmId, 'payment_method');
    if (pm.customer && pm.customer !== customerId) throw invalid('The payment method you provided has already been attached to a customer.', 'payment_method');
    pm.customer = customerId;
    return pm;
  }

  private redeemable(promotionCodeId: string, param: string): StripeObject {
    const promo = this.get('promotion_code', promotionCodeId, param);
    const coupon = this.get('coupon', promo.promotion.coupon, param);
    const now = this.clock.unix();
    if (!promo.active || (promo.expires_at !== null && promo.expires_at <= now)) {
      throw invalid(`This promotion code cannot be redeemed because it is inactive or has expired.`, param);
    }
    if (!coupon.valid || (coupon.redeem_by !== null && coupon.redeem_by <= now)) {
      throw invalid('This promotion code cannot be redeemed because the associated coupon is no longer valid.', param);
    }
    return promo;
  }

  /** The promotion codes of a subscription's `discounts`, each redeemable. */
  private promotionCodesOf(discounts: Params[string]): StripeObject[] {
    return (Array.isArray(discounts) ? discounts.map(formObject) : []).map((d, i) => {
      const promoId = formString(d.promotion_code);
      if (!promoId) throw invalid('The simulator supports discounts by promotion_code only.', `discounts[${i}]`);
      return this.redeemable(promoId, `discounts[${i}][promotion_code]`);
    });
  }

  /** A promotion code redeemed for a new subscription: the code's and its coupon's counts, and the discount made. */
  private redeem(promo: StripeObject, customerId: string, subId: string, now: number): StripeObject {
    promo.times_redeemed += 1;
    const coupon = this.objects.get(promo.promotion.coupon)!;
    coupon.times_redeemed += 1;
    const discount = {
      id: newId('di'),
      object: 'discount',
      checkout_session: null,
      customer: customerId,
      customer_account: null,
      end: null,
      invoice: null,
      invoice_item: null,
      promotion_code: promo.id,
      source: { coupon: clone(coupon), type: 'coupon' },
      start: now,
      subscription: subId,
      subscription_item: null,
    };
    this.objects.set(discount.id, discount);
    return discount;
  }

  createSubscription(p: Params): StripeObject {
    const customerId = formString(p.customer);
    if (!customerId) throw invalid('Missing required param: customer.', 'customer', 'parameter_missing');
    const customer = this.get('customer', customerId, 'customer');
    const items = Array.isArray(p.items) ? p.items.map(formObject) : [];
    if (items.length !== 1) throw invalid('The simulator supports subscriptions with exactly one item.', 'items');
    const price = this.get('price', formString(items[0].price) ?? '', 'items[0][price]');
    const pmId = formString(p.default_payment_method) ?? customer.invoice_settings.default_payment_method;
    if (!pmId)
      throw invalid('This customer has no attached payment source or default payment method. Please consider adding a default payment method.', undefined, 'resource_missing');
    const pm = this.attachedPaymentMethod(customer.id, pmId, 'default_payment_method');
    const promos = this.promotionCodesOf(p.discounts);
    const behavior = formString(p.payment_behavior) ?? 'allow_incomplete';
    const card = this.cards.get(pm.id);
    if (card?.decline && behavior === 'error_if_incomplete') throw cardError(card.decline);

    const now = this.clock.unix();
    const subId = newId('sub');
    const itemId = newId('si');
    const discounts = promos.map((promo) => this.redeem(promo, customer.id, subId, now));
    const periodEnd = addInterval(now, price.recurring.interval);
    const sub: StripeObject = {
      id: subId,
      object: 'subscription',
      application: null,
      billing_cycle_anchor: now,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      created: now,
      currency: 'usd',
      customer: customer.id,
      default_payment_method: formString(p.default_payment_method) ?? null,
      description: null,
      discounts: discounts.map((d) => d.id),
      ended_at: null,
      items: {
        object: 'list',
        data: [
          {
            id: itemId,
            object: 'subscription_item',
            created: now,
            current_period_end: periodEnd,
            current_period_start: now,
            discounts: [],
            metadata: {},
            price: clone(price),
            quantity: 1,
            subscription: subId,
            tax_rates: [],
          },
        ],
        has_more: false,
        total_count: 1,
        url: `/v1/subscription_items?subscription=${subId}`,
      },
      latest_invoice: null,
      livemode: false,
      metadata: { ...formObject(p.metadata) },
      pause_collection: null,
      payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
      start_date: now,
      status: 'active',
      test_clock: null,
      trial_end: null,
      trial_start: null,
    };
    this.objects.set(subId, sub);
    const invoice = this.invoice(sub, now, periodEnd, 'subscription_create', discounts);
    if (invoice.status !== 'paid') sub.status = 'incomplete';
    this.webhooks.emit('customer.subscription.created', sub);
    this.webhooks.emit(invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    return sub;
  }

  /**
   * Creates the subscription's invoice for [start, end] and charges its payment method: the price, less the
   * discounts, less `credit` (the unused time of a plan left, a proration line), less the customer's credit
   * balance (what a change of plan left over). A total below zero goes to the customer's balance, as at Stripe.
   */
  invoice(
    sub: StripeObject,
    start: number,
    end: number,
    reason: string,
    discounts: StripeObject[],
    outcome?: 'paid' | 'failed',
    credit?: { amount: number; start: number; end: number; description: string },
  ): StripeObject {
    const customer = this.objects.get(sub.customer)!;
    const price = sub.items.data[0].price;
    const { subtotal, discountAmounts, total } = invoiceTotals(price.unit_amount, discounts, credit);
    const startingBalance = customer.balance as number;
    const applied = total > 0 ? Math.min(total, Math.max(0, -startingBalance)) : total;
    const amountDue = Math.max(0, total - applied);
    customer.balance = startingBalance + applied;
    const pmId = sub.default_payment_method ?? customer.invoice_settings.default_payment_method;
    const decline = pmId ? this.cards.get(pmId)?.decline : undefined;
    const paid = outcome ? outcome === 'paid' : amountDue === 0 || (!!pmId && !decline);
    const now = this.clock.unix();
    const invoiceId = newId('in');
    const lines = invoiceLines(invoiceId, sub, { start, end }, discounts, discountAmounts, credit);
    const invoice = {
      id: invoiceId,
      object: 'invoice',
      account_country: 'US',
      amount_due: amountDue,
      amount_paid: paid ? amountDue : 0,
      amount_remaining: paid ? 0 : amountDue,
      ending_balance: customer.balance,
      starting_balance: startingBalance,
      hosted_invoice_url: `${this.baseUrl}/_simulator/invoices/${invoiceId}`,
      invoice_pdf: `${this.baseUrl}/_simulator/invoices/${invoiceId}/pdf`,
      attempt_count: 1,
      attempted: true,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      created: now,
      currency: 'usd',
      customer: customer.id,
      customer_address: customer.address ? clone(customer.address) : null,
      customer_email: customer.email,
      customer_name: customer.name,
      default_payment_method: null,
      discounts: discounts.map((d) => d.id),
      last_finalization_error: null,
      lines: {
        object: 'list',
        data: lines,
        has_more: false,
        total_count: lines.length,
        url: `/v1/invoices/${invoiceId}/lines`,
      },
      livemode: false,
      metadata: {},
      next_payment_attempt: paid ? null : now + 3 * 86_400,
      number: `${customer.invoice_prefix}-${String(this.invoicesOf(sub.id).length + 1).padStart(4, '0')}`,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: clone(sub.metadata), subscription: sub.id } },
      period_end: now,
      period_start: now,
      status: paid ? 'paid' : 'open',
      status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: paid ? now : null, voided_at: null },
      subtotal,
      total,
      total_discount_amounts: discountAmounts,
    };
    this.objects.set(invoiceId, invoice);
    sub.latest_invoice = invoiceId;
    return invoice;
  }

  updateSubscription(id: string, p: Params): StripeObject {
    const sub = this.get('subscription', id, 'subscription');
    if (sub.status === 'canceled') throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    const previous: StripeObject = {};
    const cancel = formBoolean(p.cancel_at_period_end);
    if (cancel !== undefined && cancel !== sub.cancel_at_period_end) {
      Object.assign(previous, { cancel_at_period_end: sub.cancel_at_period_end, cancel_at: sub.cancel_at, canceled_at: sub.canceled_at });
      sub.cancel_at_period_end = cancel;
      sub.cancel_at = cancel ? sub.items.data[0].current_period_end : null;
      sub.canceled_at = cancel ? this.clock.unix() : null;
      sub.cancellation_details = { comment: null, feedback: null, reason: cancel ? 'cancellation_requested' : null };
    }
    const pm = formString(p.default_payment_method);
    if (pm !== undefined && pm !== sub.default_payment_method) {
      previous.default_payment_method = sub.default_payment_method;
      sub.default_payment_method = pm ? this.attachedPaymentMethod(sub.customer, pm, 'default_payment_method').id : null;
    }
    if (p.metadata !== undefined) {
      previous.metadata = clone(sub.metadata);
      sub.metadata = { ...sub.metadata, ...formObject(p.metadata) };
    }
    const invoice = this.changePrice(sub, p, previous);
    if (invoice) this.webhooks.emit(invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    if (Object.keys(previous).length > 0) this.webhooks.emit('customer.subscription.updated', sub, previous);
    return sub;
  }

  /**
   * `items[0][price]` another price (with `items[0][id]` the item): as at Stripe with `proration_behavior`
   * `always_invoice` (or `create_prorations` on a change of interval, which always invoices at once), the
   * billing period restarts now, the unused time of the old price is credited and the new price charged on
   * one invoice (billing reason `subscription_update`). With `payment_behavior=error_if_incomplete` a card
   * that is declined refuses the change and nothing changes.
   */
  private changePrice(sub: StripeObject, p: Params, previous: StripeObject): StripeObject | undefined {
    const items = Array.isArray(p.items) ? p.items.map(formObject) : [];
    if (items.length === 0) return undefined;
    if (items.length !== 1) throw invalid('The simulator supports subscriptions with exactly one item.', 'items');
    const item = sub.items.data[0];
    const itemId = formString(items[0].id);
    if (itemId && itemId !== item.id) throw missing('subscription item', itemId, 'items[0][id]');
    const priceId = formString(items[0].price);
    if (!priceId || priceId === item.price.id) return undefined;
    const price = this.get('price', priceId, 'items[0][price]');
    const behavior = formString(p.proration_behavior) ?? 'create_prorations';
    const now = this.clock.unix();
    const { current_period_start: start, current_period_end: end } = item;
    const unused = behavior === 'none' || end <= now ? 0 : Math.round((item.price.unit_amount * (end - now)) / Math.max(1, end - start));
    const pmId = sub.default_payment_method ?? this.objects.get(sub.customer)!.invoice_settings.default_payment_method;
    const decline = pmId ? this.cards.get(pmId)?.decline : undefined;
    if (decline && formString(p.payment_behavior) === 'error_if_incomplete' && price.unit_amount - unused > 0) throw cardError(decline);
    Object.assign(previous, { items: clone(sub.items), latest_invoice: sub.latest_invoice });
    item.price = clone(price);
    item.current_period_start = now;
    item.current_period_end = addInterval(now, price.recurring.interval);
    sub.billing_cycle_anchor = now;
    sub.discounts = [];
    const credit = { amount: unused, start: now, end, description: `Unused time on ${previous.items.data[0].price.nickname ?? previous.items.data[0].price.id}` };
    const invoice = this.invoice(sub, now, item.current_period_end, 'subscription_update', [], undefined, credit);
    sub.status = invoice.status === 'paid' ? 'active' : 'past_due';
    return invoice;
  }

  /** `GET /v1/invoices`: by customer and/or subscription, newest first, `limit` (at most 100) and `starting_after`. */
  listInvoices(p: Params): StripeObject {
    const customer = formString(p.customer);
    const subscription = formString(p.subscription);
    const limit = Math.min(100, Math.max(1, Number(formString(p.limit) ?? 10) || 10));
    let data = this.list('invoice')
      .filter((i) => customer === undefined || i.customer === customer)
      .filter((i) => subscription === undefined || i.parent?.subscription_details?.subscription === subscription)
      .sort((a, b) => b.created - a.created || b.number.localeCompare(a.number));
    const after = formString(p.starting_after);
    if (after) data = data.slice(data.findIndex((i) => i.id === after) + 1);
    return this.expand({ object: 'list', data: data.slice(0, limit), has_more: data.length > limit, url: '/v1/invoices' }, p);
  }

  listPromotionCodes(p: Params): StripeObject {
    const code = formString(p.code)?.toLowerCase();
    const active = formBoolean(p.active);
    const coupon = formString(p.coupon);
    const limit = Math.min(100, Math.max(1, Number(formString(p.limit) ?? 10) || 10));
    const data = [...this.objects.values()]
      .filter((o) => o.object === 'promotion_code')
      .filter((o) => code === undefined || o.code.toLowerCase() === code)
      .filter((o) => active === undefined || o.active === active)
      .filter((o) => coupon === undefined || o.promotion.coupon === coupon)
      .sort((a, b) => b.created - a.created);
    return this.expand({ object: 'list', data: data.slice(0, limit), has_more: data.length > limit, url: '/v1/promotion_codes' }, p);
  }
}
