import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Stripe from 'stripe';
import type { Logger } from '@app/platform';
import type { Clock } from '../clock.js';
import { formBoolean, formObject, formString, formStrings, parseForm, type FormValue } from './form-body.js';
import type { PromotionCodeSeed } from './promotion-code-seeds.js';
import { TEST_CARDS, type TestCard } from './test-cards.js';

/**
 * A local stand-in for the parts of Stripe's REST API billing uses, spoken over HTTP exactly as the
 * real `stripe` SDK speaks it (form-encoded requests, Stripe-shaped JSON objects and errors,
 * `Idempotency-Key` replays). The service runs on it when STRIPE_SECRET_KEY is unset; the tests
 * use it as Stripe and read what was sent from `requests`.
 *
 * Objects: customers, payment methods (Stripe's `pm_card_*` test ids, see test-cards.ts), prices
 * (from configuration), coupons and promotion codes (LOCAL_PROMOTION_CODES), subscriptions with
 * their items, invoices and discounts. Time comes from the shared clock; `runBillingCycle` bills
 * every subscription whose period ended (renewal invoice, or the end of a cancelled one) and posts
 * the signed webhooks Stripe would post.
 */

type StripeObject = Record<string, any>;
type Params = Record<string, FormValue>;

export interface SimulatorPrice {
  id: string;
  /** Cents. */
  amount: number;
  interval: 'month' | 'year';
  nickname: string;
}

export interface PaymentSimulatorOptions {
  clock: Clock;
  prices: readonly SimulatorPrice[];
  promotionCodes: readonly PromotionCodeSeed[];
  /** Signs the webhooks (`Stripe-Signature`). */
  webhookSecret: string;
  /** Where webhooks are posted; none are posted until it is set. */
  webhookUrl?: string;
  /** 0 (default) picks a free port; always on 127.0.0.1. */
  port?: number;
  /** Post the events API calls cause (subscription created, invoice paid, ...) as Stripe does; default true. */
  autoWebhooks?: boolean;
  /** Milliseconds every API answer is held back after the request was carried out (a slow Stripe); default 0. */
  responseDelayMs?: number;
  /** Run the billing cycle on a timer (ms); 0 or unset: only when asked. */
  billingIntervalMs?: number;
  logger?: Logger;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** Query (GET) or form body (POST), parsed. */
  params: Params;
  idempotencyKey: string | null;
  /** Answered from the idempotency cache. */
  replayed: boolean;
  status: number;
}

export interface WebhookDelivery {
  event: StripeObject;
  status: number | null;
  body: string | null;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeObject,
  ) {
    super(String(error.message));
  }
}

const DOCS = 'https://docs.stripe.com/error-codes';
const invalid = (message: string, param?: string, code?: string) =>
  new ApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code, doc_url: `${DOCS}/${code.replace(/_/g, '-')}` } : {}) });
const missing = (kind: string, id: string, param: string) => invalid(`No such ${kind}: '${id}'`, param, 'resource_missing');
const cardError = (decline: NonNullable<TestCard['decline']>) =>
  new ApiError(402, {
    type: 'card_error',
    code: decline.code,
    ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
    message: decline.message,
    param: '',
    doc_url: `${DOCS}/${decline.code.replace(/_/g, '-')}`,
  });

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const newId = (prefix: string) => `${prefix}_${[...randomBytes(14)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
const emptyAddress = () => ({ city: null, country: null, line1: null, line2: null, postal_code: null, state: null });
const clone = <T>(value: T): T => structuredClone(value);

/** `start` plus one month (clamped to the month's last day) or one year, in unix seconds. */
export function addInterval(start: number, interval: 'month' | 'year'): number {
  const date = new Date(start * 1000);
  const day = date.getUTCDate();
  const target = new Date(date);
  target.setUTCDate(1);
  if (interval === 'month') target.setUTCMonth(target.getUTCMonth() + 1);
  else target.setUTCFullYear(target.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

export class PaymentSimulator {
  /** Every API request, in order (not the `/_simulator` ones). */
  readonly requests: RecordedRequest[] = [];
  /** Every event the simulator created, in order (delivered or not). */
  readonly events: StripeObject[] = [];
  webhookUrl: string | undefined;
  autoWebhooks: boolean;
  /** See `PaymentSimulatorOptions.responseDelayMs`; tests may change it at any time. */
  responseDelayMs: number;

  private readonly objects = new Map<string, StripeObject>();
  private readonly cards = new Map<string, TestCard>();
  private readonly idempotency = new Map<string, { fingerprint: string; status: number; body: string }>();
  private readonly drops: { method: string; path: string }[] = [];
  private deliveries: Promise<unknown> = Promise.resolve();
  private timer?: NodeJS.Timeout;
  private requestCount = 0;

  private constructor(
    private readonly server: Server,
    private readonly options: PaymentSimulatorOptions,
  ) {
    this.webhookUrl = options.webhookUrl;
    this.autoWebhooks = options.autoWebhooks ?? true;
    this.responseDelayMs = options.responseDelayMs ?? 0;
    this.seed();
  }

  static async start(options: PaymentSimulatorOptions): Promise<PaymentSimulator> {
    let simulator: PaymentSimulator | undefined;
    const server = createServer((req, res) => {
      void simulator!.serve(req, res).catch((error: Error) => {
        options.logger?.error({ err: error.message }, 'payment simulator: request failed');
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'api_error', message: 'Simulator error' } }));
      });
    });
    simulator = new PaymentSimulator(server, options);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    if (options.billingIntervalMs) {
      simulator.timer = setInterval(() => void simulator!.runBillingCycle().catch(() => undefined), options.billingIntervalMs);
      simulator.timer.unref();
    }
    return simulator;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The settings of a `stripe` SDK client talking to this simulator. */
  sdkConfig(): { host: string; port: number; protocol: 'http' } {
    return { host: '127.0.0.1', port: this.port, protocol: 'http' };
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.deliveries.catch(() => undefined);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  // ---- what tests and developers read ---------------------------------------------------------

  /** Requests of `method` whose path matches (a string is a prefix). */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path.startsWith(path) : path.test(r.path)));
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

  /**
   * Fault injection: the next matching request is carried out (and its idempotent result kept), but
   * the connection is then dropped without an answer, as when a response is lost on the network.
   */
  dropNextResponse(method: string, path: string): void {
    this.drops.push({ method, path });
  }

  // ---- billing over time and webhooks ----------------------------------------------------------

  /** Bills every live subscription whose period ended by the clock; returns the webhook deliveries. */
  async runBillingCycle(): Promise<WebhookDelivery[]> {
    const now = this.options.clock.unix();
    const events: StripeObject[] = [];
    for (const sub of this.list('subscription')) {
      if (!['active', 'past_due', 'trialing'].includes(sub.status)) continue;
      for (let guard = 0; guard < 36; guard++) {
        const current = this.objects.get(sub.id)!;
        if (!['active', 'past_due', 'trialing'].includes(current.status) || current.items.data[0].current_period_end > now) break;
        events.push(...(current.cancel_at_period_end ? this.endNow(current.id, current.items.data[0].current_period_end) : this.renewNow(current.id)));
      }
    }
    return this.deliverAll(events);
  }

  /** Starts the subscription's next period now: a renewal invoice paid (or failed) and its webhooks. */
  async renew(subscriptionId: string, outcome?: 'paid' | 'failed'): Promise<WebhookDelivery[]> {
    return this.deliverAll(this.renewNow(subscriptionId, outcome));
  }

  /** Ends the subscription now (`customer.subscription.deleted`). */
  async end(subscriptionId: string): Promise<WebhookDelivery[]> {
    return this.deliverAll(this.endNow(subscriptionId, this.options.clock.unix()));
  }

  /** Waits for the webhooks queued by API calls. */
  async settle(): Promise<void> {
    await this.deliveries;
  }

  /** The body and `Stripe-Signature` header Stripe would send for `event` (optionally signed otherwise). */
  signed(event: StripeObject, { secret = this.options.webhookSecret, timestamp = this.options.clock.unix() } = {}): { payload: string; header: string } {
    const payload = JSON.stringify(event, null, 2);
    return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
  }

  /** Posts `event` to the webhook URL, signed. */
  async deliver(event: StripeObject): Promise<WebhookDelivery> {
    if (!this.webhookUrl) return { event, status: null, body: null };
    const { payload, header } = this.signed(event);
    try {
      const response = await fetch(this.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: payload,
      });
      const body = await response.text();
      if (response.status >= 300) this.options.logger?.warn({ type: event.type, status: response.status }, 'payment simulator: webhook refused');
      return { event, status: response.status, body };
    } catch (error) {
      this.options.logger?.warn({ type: event.type, err: (error as Error).message }, 'payment simulator: webhook not delivered');
      return { event, status: null, body: null };
    }
  }

  private async deliverAll(events: StripeObject[]): Promise<WebhookDelivery[]> {
    await this.deliveries.catch(() => undefined);
    const results: WebhookDelivery[] = [];
    for (const event of events) results.push(await this.deliver(event));
    return results;
  }

  private emit(type: string, object: StripeObject, previousAttributes?: StripeObject, fromApi = true): StripeObject {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: this.options.clock.unix(),
      data: { object: clone(object), ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
      livemode: false,
      pending_webhooks: this.webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    if (fromApi) this.autoDeliver(event);
    return event;
  }

  /** Queues the delivery of an event an API call caused (when `autoWebhooks`). */
  private autoDeliver(event: StripeObject): void {
    if (this.autoWebhooks) this.deliveries = this.deliveries.then(() => this.deliver(event)).catch(() => undefined);
  }

  // ---- HTTP ------------------------------------------------------------------------------------

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = (req.method ?? 'GET').toUpperCase();
    const params = method === 'POST' ? parseForm(body) : parseForm(url.search.slice(1));
    const requestId = `req_${createHash('sha256').update(`${Date.now()}:${++this.requestCount}`).digest('hex').slice(0, 14)}`;
    const send = (status: number, json: string, extra: Record<string, string> = {}) =>
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': requestId, 'stripe-version': Stripe.API_VERSION, ...extra }).end(json);

    if (url.pathname.startsWith('/_simulator')) {
      const answer = await this.devRoute(method, url.pathname, { ...parseForm(url.search.slice(1)), ...params });
      send(answer.status, JSON.stringify(answer.body, null, 2));
      return;
    }

    if (!/^Bearer (sk|rk)_\S+$/.test(req.headers.authorization ?? '')) {
      send(401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'You did not provide an API key.' } }));
      return;
    }

    const idempotencyKey = method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) ?? null : null;
    const fingerprint = `${method} ${url.pathname} ${body}`;
    const record = (status: number, replayed: boolean) => this.requests.push({ method, path: url.pathname, params, idempotencyKey, replayed, status });

    if (idempotencyKey) {
      const saved = this.idempotency.get(idempotencyKey);
      if (saved && saved.fingerprint !== fingerprint) {
        record(400, false);
        send(
          400,
          JSON.stringify({
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          }),
        );
        return;
      }
      if (saved) {
        record(saved.status, true);
        await this.delay();
        if (!this.dropped(method, url.pathname, res)) send(saved.status, saved.body, { 'idempotent-replayed': 'true', 'idempotency-key': idempotencyKey });
        return;
      }
    }

    let status = 200;
    let json: string;
    try {
      json = JSON.stringify(this.route(method, url.pathname, params), null, 2);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      status = error.status;
      json = JSON.stringify({ error: { ...error.error, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` } }, null, 2);
    }
    // As at Stripe, a request refused on its parameters keeps no idempotent result.
    if (idempotencyKey && status !== 400) this.idempotency.set(idempotencyKey, { fingerprint, status, body: json });
    record(status, false);

    await this.delay();
    if (!this.dropped(method, url.pathname, res)) send(status, json, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
  }

  private async delay(): Promise<void> {
    if (this.responseDelayMs > 0) await sleep(this.responseDelayMs);
  }

  /** Drops the connection instead of answering if a `dropNextResponse` matches (and uses it up). */
  private dropped(method: string, path: string, res: ServerResponse): boolean {
    const drop = this.drops.findIndex((d) => d.method === method && path.startsWith(d.path));
    if (drop < 0) return false;
    this.drops.splice(drop, 1);
    res.socket?.destroy();
    return true;
  }

  private route(method: string, path: string, p: Params): StripeObject {
    const parts = path.split('/').filter(Boolean);
    const [version, resource, id, action] = parts;
    if (version === 'v1' && parts.length >= 2 && parts.length <= 4) {
      const key = `${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
      switch (key) {
        case 'POST customers':
          return this.expand(this.createCustomer(p), p);
        case 'POST customers/:id':
          return this.expand(this.updateCustomer(id, p), p);
        case 'GET customers/:id': {
          const found = this.objects.get(id);
          if (found?.object === 'customer' && found.deleted) return clone(found);
          return this.expand(this.get('customer', id, 'id'), p);
        }
        case 'DELETE customers/:id':
          return this.deleteCustomer(id);
        case 'POST payment_methods/:id/attach':
          return this.expand(this.attach(id, p), p);
        case 'GET payment_methods/:id':
          return this.expand(this.get('payment_method', id, 'id'), p);
        case 'POST subscriptions':
          return this.expand(this.createSubscription(p), p);
        case 'POST subscriptions/:id':
          return this.expand(this.updateSubscription(id, p), p);
        case 'GET subscriptions/:id':
          return this.expand(this.get('subscription', id, 'id'), p);
        case 'GET promotion_codes':
          return this.listPromotionCodes(p);
        case 'GET promotion_codes/:id':
          return this.expand(this.get('promotion_code', id, 'id'), p);
        case 'GET invoices/:id':
          return this.expand(this.get('invoice', id, 'id'), p);
        case 'GET coupons/:id':
          return this.expand(this.get('coupon', id, 'id'), p);
        case 'GET prices/:id':
          return this.expand(this.get('price', id, 'id'), p);
      }
    }
    throw new ApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.` });
  }

  /** Developer helpers (not Stripe's API): look at the state, move subscriptions through billing. */
  private async devRoute(method: string, path: string, p: Params): Promise<{ status: number; body: unknown }> {
    const [, , resource, id, action] = path.split('/');
    if (method === 'GET' && !resource) {
      return {
        status: 200,
        body: {
          now: this.options.clock.now().toISOString(),
          webhookUrl: this.webhookUrl ?? null,
          subscriptions: this.list('subscription').map((s) => ({
            id: s.id,
            customer: s.customer,
            status: s.status,
            cancel_at_period_end: s.cancel_at_period_end,
            current_period_end: new Date(s.items.data[0].current_period_end * 1000).toISOString(),
            metadata: s.metadata,
          })),
          promotionCodes: this.list('promotion_code').map((c) => ({ id: c.id, code: c.code, active: c.active, expires_at: c.expires_at })),
        },
      };
    }
    const deliveries = (list: WebhookDelivery[]) => ({ status: 200, body: list.map((d) => ({ event: d.event.id, type: d.event.type, status: d.status })) });
    try {
      if (method === 'POST' && resource === 'billing-cycle') return deliveries(await this.runBillingCycle());
      if (method === 'POST' && resource === 'subscriptions' && id && action === 'renew') {
        const outcome = formString(p.outcome);
        return deliveries(await this.renew(id, outcome === 'failed' ? 'failed' : outcome === 'paid' ? 'paid' : undefined));
      }
      if (method === 'POST' && resource === 'subscriptions' && id && action === 'end') return deliveries(await this.end(id));
    } catch (error) {
      if (error instanceof ApiError) return { status: error.status, body: { error: error.error } };
      throw error;
    }
    return { status: 404, body: { error: { message: 'Unknown simulator route. Try GET /_simulator, POST /_simulator/billing-cycle, POST /_simulator/subscriptions/{id}/renew?outcome=paid|failed, POST /_simulator/subscriptions/{id}/end' } } };
  }

  // ---- objects -----------------------------------------------------------------------------------

  private seed(): void {
    const now = this.options.clock.unix();
    for (const price of this.options.prices) {
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
    for (const seed of this.options.promotionCodes) {
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

  private get(object: string, id: string, param: string): StripeObject {
    const found = this.objects.get(id);
    if (!found || found.object !== object || found.deleted) throw missing(object.replace(/_/g, ' ').replace('payment method', 'PaymentMethod'), id, param);
    return found;
  }

  /** Replaces ids by their objects along each `expand[]` path (`data.` prefixed for lists). */
  private expand(object: StripeObject, p: Params): StripeObject {
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

  private createCustomer(p: Params): StripeObject {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      address: this.addressOf(p.address),
      balance: 0,
      created: this.options.clock.unix(),
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

  private updateCustomer(id: string, p: Params): StripeObject {
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
  private deleteCustomer(id: string): StripeObject {
    this.get('customer', id, 'id');
    for (const sub of [...this.objects.values()].filter((o) => o.object === 'subscription' && o.customer === id && o.status !== 'canceled')) {
      this.endNow(sub.id, this.options.clock.unix()).forEach((event) => this.autoDeliver(event));
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

  private attach(pmId: string, p: Params): StripeObject {
    const customerId = formString(p.customer);
    if (!customerId) throw invalid('Missing required param: customer.', 'customer', 'parameter_missing');
    this.get('customer', customerId, 'customer');
    const card = TEST_CARDS[pmId];
    if (card) {
      if (card.decline?.at === 'attach') throw cardError(card.decline);
      const year = this.options.clock.now().getUTCFullYear();
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
        created: this.options.clock.unix(),
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
    const now = this.options.clock.unix();
    if (!promo.active || (promo.expires_at !== null && promo.expires_at <= now)) {
      throw invalid(`This promotion code cannot be redeemed because it is inactive or has expired.`, param);
    }
    if (!coupon.valid || (coupon.redeem_by !== null && coupon.redeem_by <= now)) {
      throw invalid('This promotion code cannot be redeemed because the associated coupon is no longer valid.', param);
    }
    return promo;
  }

  private createSubscription(p: Params): StripeObject {
    const customerId = formString(p.customer);
    if (!customerId) throw invalid('Missing required param: customer.', 'customer', 'parameter_missing');
    const customer = this.get('customer', customerId, 'customer');
    const items = Array.isArray(p.items) ? p.items.map(formObject) : [];
    if (items.length !== 1) throw invalid('The simulator supports subscriptions with exactly one item.', 'items');
    const price = this.get('price', formString(items[0].price) ?? '', 'items[0][price]');
    const pmId = formString(p.default_payment_method) ?? customer.invoice_settings.default_payment_method;
    if (!pmId) throw invalid('This customer has no attached payment source or default payment method. Please consider adding a default payment method.', undefined, 'resource_missing');
    const pm = this.attachedPaymentMethod(customer.id, pmId, 'default_payment_method');
    const promos = (Array.isArray(p.discounts) ? p.discounts.map(formObject) : []).map((d, i) => {
      const promoId = formString(d.promotion_code);
      if (!promoId) throw invalid('The simulator supports discounts by promotion_code only.', `discounts[${i}]`);
      return this.redeemable(promoId, `discounts[${i}][promotion_code]`);
    });
    const behavior = formString(p.payment_behavior) ?? 'allow_incomplete';
    const card = this.cards.get(pm.id);
    if (card?.decline && behavior === 'error_if_incomplete') throw cardError(card.decline);

    const now = this.options.clock.unix();
    const subId = newId('sub');
    const itemId = newId('si');
    const discounts = promos.map((promo) => {
      promo.times_redeemed += 1;
      const coupon = this.objects.get(promo.promotion.coupon)!;
      coupon.times_redeemed += 1;
      const discount = {
        id: newId('di'),
        object: 'discount',
        checkout_session: null,
        customer: customer.id,
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
    });
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
    this.emit('customer.subscription.created', sub);
    this.emit(invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    return sub;
  }

  /** Creates the subscription's invoice for [start, end] and charges its payment method. */
  private invoice(sub: StripeObject, start: number, end: number, reason: string, discounts: StripeObject[], outcome?: 'paid' | 'failed'): StripeObject {
    const customer = this.objects.get(sub.customer)!;
    const item = sub.items.data[0];
    const price = item.price;
    const subtotal = price.unit_amount as number;
    const discountAmounts = discounts.map((d) => {
      const coupon = d.source.coupon;
      const amount = coupon.amount_off !== null ? Math.min(coupon.amount_off, subtotal) : Math.round((subtotal * coupon.percent_off) / 100);
      return { amount, discount: d.id };
    });
    const total = Math.max(0, subtotal - discountAmounts.reduce((sum, d) => sum + d.amount, 0));
    const pmId = sub.default_payment_method ?? customer.invoice_settings.default_payment_method;
    const decline = pmId ? this.cards.get(pmId)?.decline : undefined;
    const paid = outcome ? outcome === 'paid' : total === 0 || (!!pmId && !decline);
    const now = this.options.clock.unix();
    const invoiceId = newId('in');
    const invoice = {
      id: invoiceId,
      object: 'invoice',
      account_country: 'US',
      amount_due: total,
      amount_paid: paid ? total : 0,
      amount_remaining: paid ? 0 : total,
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
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount: subtotal,
            currency: 'usd',
            description: `1 × ${price.nickname ?? price.id} (at $${(subtotal / 100).toFixed(2)} / ${price.recurring.interval})`,
            discount_amounts: discountAmounts,
            discountable: true,
            discounts: discounts.map((d) => d.id),
            invoice: invoiceId,
            livemode: false,
            metadata: {},
            parent: {
              type: 'subscription_item_details',
              invoice_item_details: null,
              subscription_item_details: { invoice_item: null, proration: false, proration_details: { credited_items: null }, subscription: sub.id, subscription_item: item.id },
            },
            period: { start, end },
            pricing: { type: 'price_details', price_details: { price: price.id, product: price.product }, unit_amount_decimal: String(subtotal) },
            quantity: 1,
            subscription: sub.id,
            subtotal,
            taxes: [],
          },
        ],
        has_more: false,
        total_count: 1,
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

  private updateSubscription(id: string, p: Params): StripeObject {
    const sub = this.get('subscription', id, 'subscription');
    if (sub.status === 'canceled') throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    const previous: StripeObject = {};
    const cancel = formBoolean(p.cancel_at_period_end as FormValue | undefined);
    if (cancel !== undefined && cancel !== sub.cancel_at_period_end) {
      Object.assign(previous, { cancel_at_period_end: sub.cancel_at_period_end, cancel_at: sub.cancel_at, canceled_at: sub.canceled_at });
      sub.cancel_at_period_end = cancel;
      sub.cancel_at = cancel ? sub.items.data[0].current_period_end : null;
      sub.canceled_at = cancel ? this.options.clock.unix() : null;
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
    if (Object.keys(previous).length > 0) this.emit('customer.subscription.updated', sub, previous);
    return sub;
  }

  private listPromotionCodes(p: Params): StripeObject {
    const code = formString(p.code)?.toLowerCase();
    const active = formBoolean(p.active as FormValue | undefined);
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

  private renewNow(subscriptionId: string, outcome?: 'paid' | 'failed'): StripeObject[] {
    const sub = this.get('subscription', subscriptionId, 'subscription');
    if (!['active', 'past_due', 'trialing'].includes(sub.status)) throw invalid(`Subscription ${subscriptionId} is ${sub.status}: nothing to renew.`);
    const item = sub.items.data[0];
    const previous = { items: clone(sub.items), status: sub.status, latest_invoice: sub.latest_invoice };
    const start = item.current_period_end;
    const end = addInterval(start, item.price.recurring.interval);
    item.current_period_start = start;
    item.current_period_end = end;
    // Coupons in the simulator last for one invoice (duration 'once'): renewals are at full price.
    const invoice = this.invoice(sub, start, end, 'subscription_cycle', [], outcome);
    sub.status = invoice.status === 'paid' ? 'active' : 'past_due';
    sub.discounts = [];
    const events = [
      this.emit(invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice, undefined, false),
      this.emit('customer.subscription.updated', sub, previous, false),
    ];
    return events;
  }

  private endNow(subscriptionId: string, at: number): StripeObject[] {
    const sub = this.get('subscription', subscriptionId, 'subscription');
    if (sub.status === 'canceled') throw invalid(`Subscription ${subscriptionId} has ended already.`);
    sub.status = 'canceled';
    sub.ended_at = at;
    sub.canceled_at = sub.canceled_at ?? at;
    return [this.emit('customer.subscription.deleted', sub, undefined, false)];
  }
}
