import type { Clock, StandInLogger } from '../clock.js';
import { routeApi } from './api-routes.js';
import { BillingCycle } from './billing-cycle.js';
import { routeDev } from './dev-routes.js';
import type { PromotionCodeSeed } from './promotion-code-seeds.js';
import { StripeResources, type SimulatorPrice } from './resources.js';
import { StripeHttpServer, type RecordedRequest } from './server.js';
import type { StripeObject } from './stripe-object.js';
import { Webhooks, type WebhookDelivery } from './webhooks.js';

/**
 * A local stand-in for the parts of Stripe's REST API billing uses, spoken over HTTP exactly as the
 * real `stripe` SDK speaks it (server.ts), with Stripe's objects (resources.ts), billing over time
 * (billing-cycle.ts) and signed webhooks (webhooks.ts). `npm start` runs billing on it when no
 * STRIPE_SECRET_KEY is set; the tests use it as Stripe and read what was sent from `requests`.
 */

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
  logger?: StandInLogger;
}

export class PaymentSimulator {
  readonly clock: Clock;
  private timer?: NodeJS.Timeout;

  private constructor(
    private readonly http: StripeHttpServer,
    private readonly resources: StripeResources,
    private readonly webhooks: Webhooks,
    private readonly billingCycle: BillingCycle,
    clock: Clock,
  ) {
    this.clock = clock;
  }

  static async start(options: PaymentSimulatorOptions): Promise<PaymentSimulator> {
    const { clock } = options;
    const webhooks = new Webhooks(clock, options.webhookSecret, options.webhookUrl, options.autoWebhooks ?? true, options.logger);
    const resources = new StripeResources(clock, options.prices, options.promotionCodes, webhooks);
    const billingCycle = new BillingCycle(clock, resources, webhooks);
    const http = await StripeHttpServer.listen(
      { api: (method, path, params) => routeApi(resources, method, path, params), dev: (method, path, params) => routeDev(simulator, method, path, params) },
      { port: options.port, responseDelayMs: options.responseDelayMs, logger: options.logger },
    );
    const simulator = new PaymentSimulator(http, resources, webhooks, billingCycle, clock);
    resources.baseUrl = simulator.url;
    if (options.billingIntervalMs) {
      simulator.timer = setInterval(() => void simulator.runBillingCycle().catch(() => undefined), options.billingIntervalMs);
      simulator.timer.unref();
    }
    return simulator;
  }

  get port(): number {
    return this.http.port;
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
    await this.webhooks.settle();
    await this.http.close();
  }

  // ---- what tests and developers read and change -------------------------------------------------

  /** Every API request, in order (not the `/_simulator` ones). */
  get requests(): RecordedRequest[] {
    return this.http.requests;
  }

  /** Every event the simulator created, in order (delivered or not). */
  get events(): StripeObject[] {
    return this.webhooks.events;
  }

  get webhookUrl(): string | undefined {
    return this.webhooks.url;
  }

  set webhookUrl(url: string | undefined) {
    this.webhooks.url = url;
  }

  get autoWebhooks(): boolean {
    return this.webhooks.autoWebhooks;
  }

  set autoWebhooks(on: boolean) {
    this.webhooks.autoWebhooks = on;
  }

  /** See `PaymentSimulatorOptions.responseDelayMs`; tests may change it at any time. */
  get responseDelayMs(): number {
    return this.http.responseDelayMs;
  }

  set responseDelayMs(ms: number) {
    this.http.responseDelayMs = ms;
  }

  /** Requests of `method` whose path matches (a string is a prefix). */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path.startsWith(path) : path.test(r.path)));
  }

  /** A stored object (customer, payment method, subscription, invoice, promotion code, coupon, price). */
  retrieve(id: string): StripeObject | undefined {
    return this.resources.retrieve(id);
  }

  list(object: string): StripeObject[] {
    return this.resources.list(object);
  }

  invoicesOf(subscriptionId: string): StripeObject[] {
    return this.resources.invoicesOf(subscriptionId);
  }

  /** See `StripeHttpServer.dropNextResponse`. */
  dropNextResponse(method: string, path: string): void {
    this.http.dropNextResponse(method, path);
  }

  // ---- billing over time and webhooks ----------------------------------------------------------

  /** Bills every live subscription whose period ended by the clock; returns the webhook deliveries. */
  async runBillingCycle(): Promise<WebhookDelivery[]> {
    return this.webhooks.deliverAll(this.billingCycle.run());
  }

  /** Starts the subscription's next period now: a renewal invoice paid (or failed) and its webhooks. */
  async renew(subscriptionId: string, outcome?: 'paid' | 'failed'): Promise<WebhookDelivery[]> {
    return this.webhooks.deliverAll(this.billingCycle.renew(subscriptionId, outcome));
  }

  /** Ends the subscription now (`customer.subscription.deleted`). */
  async end(subscriptionId: string): Promise<WebhookDelivery[]> {
    return this.webhooks.deliverAll([this.resources.endSubscription(subscriptionId, this.clock.unix())]);
  }

  /** Waits for the webhooks queued by API calls. */
  async settle(): Promise<void> {
    await this.webhooks.settle();
  }

  /** The body and `Stripe-Signature` header Stripe would send for `event` (optionally signed otherwise). */
  signed(event: StripeObject, options: { secret?: string; timestamp?: number } = {}): { payload: string; header: string } {
    return this.webhooks.signed(event, options);
  }

  /** Posts `event` to the webhook URL, signed. */
  async deliver(event: StripeObject): Promise<WebhookDelivery> {
    return this.webhooks.deliver(event);
  }
}
