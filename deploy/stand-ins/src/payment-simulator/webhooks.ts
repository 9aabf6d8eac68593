import Stripe from 'stripe';
import type { Clock, StandInLogger } from '../clock.js';
import { clone, newId, type StripeObject } from './stripe-object.js';

export interface WebhookDelivery {
  event: StripeObject;
  status: number | null;
  body: string | null;
}

/**
 * The events the simulator creates and their delivery, signed as Stripe signs them (`Stripe-Signature`),
 * to `webhookUrl`. Events an API call causes are queued and posted in order (when `autoWebhooks`);
 * the billing cycle's are posted by whoever ran it.
 */
export class Webhooks {
  /** Every event created, in order (delivered or not). */
  readonly events: StripeObject[] = [];
  private deliveries: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly clock: Clock,
    private readonly secret: string,
    public url: string | undefined,
    public autoWebhooks: boolean,
    private readonly logger?: StandInLogger,
  ) {}

  /** Records a new event about `object`; one an API call caused (`fromApi`) is queued for delivery. */
  emit(type: string, object: StripeObject, previousAttributes?: StripeObject, fromApi = true): StripeObject {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: this.clock.unix(),
      data: { object: clone(object), ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
      livemode: false,
      pending_webhooks: this.url ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    if (fromApi) this.queue(event);
    return event;
  }

  /** Queues the delivery of an event an API call caused (when `autoWebhooks`). */
  queue(event: StripeObject): void {
    if (this.autoWebhooks) this.deliveries = this.deliveries.then(() => this.deliver(event)).catch(() => undefined);
  }

  /** Waits for the queued deliveries. */
  async settle(): Promise<void> {
    await this.deliveries.catch(() => undefined);
  }

  /** The body and `Stripe-Signature` header Stripe would send for `event` (optionally signed otherwise). */
  signed(event: StripeObject, { secret = this.secret, timestamp = this.clock.unix() } = {}): { payload: string; header: string } {
    const payload = JSON.stringify(event, null, 2);
    return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
  }

  /** Posts `event` to the webhook URL, signed. */
  async deliver(event: StripeObject): Promise<WebhookDelivery> {
    if (!this.url) return { event, status: null, body: null };
    const { payload, header } = this.signed(event);
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: payload,
      });
      const body = await response.text();
      if (response.status >= 300) this.logger?.warn({ type: event.type, status: response.status }, 'payment simulator: webhook refused');
      return { event, status: response.status, body };
    } catch (error) {
      this.logger?.warn({ type: event.type, err: (error as Error).message }, 'payment simulator: webhook not delivered');
      return { event, status: null, body: null };
    }
  }

  /** Posts `events` in order, after the queued ones. */
  async deliverAll(events: StripeObject[]): Promise<WebhookDelivery[]> {
    await this.settle();
    const results: WebhookDelivery[] = [];
    for (const event of events) results.push(await this.deliver(event));
    return results;
  }
}
