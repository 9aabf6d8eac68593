import type { Clock } from '../clock.js';
import { invalid } from './api-errors.js';
import type { StripeResources } from './resources.js';
import { clone, type StripeObject } from './stripe-object.js';
import type { Webhooks } from './webhooks.js';

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

const LIVE = ['active', 'past_due', 'trialing'];

/**
 * Billing over time, as Stripe does it: a subscription whose period ended is renewed (a renewal
 * invoice charged to its payment method) or, when set to cancel at the period end, ended. Each
 * returns the events it created; the caller delivers them.
 */
export class BillingCycle {
  constructor(
    private readonly clock: Clock,
    private readonly resources: StripeResources,
    private readonly webhooks: Webhooks,
  ) {}

  /** Every live subscription whose period ended by the clock, billed (as many periods as passed). */
  run(): StripeObject[] {
    const now = this.clock.unix();
    const events: StripeObject[] = [];
    for (const { id } of this.resources.list('subscription').filter((s) => LIVE.includes(s.status))) {
      for (let guard = 0; guard < 36; guard++) {
        const current = this.resources.get('subscription', id, 'subscription');
        if (!LIVE.includes(current.status) || current.items.data[0].current_period_end > now) break;
        events.push(...(current.cancel_at_period_end ? [this.resources.endSubscription(id, current.items.data[0].current_period_end)] : this.renew(id)));
      }
    }
    return events;
  }

  /** Starts the subscription's next period now: a renewal invoice paid (or failed, or as its card decides). */
  renew(subscriptionId: string, outcome?: 'paid' | 'failed'): StripeObject[] {
    const sub = this.resources.get('subscription', subscriptionId, 'subscription');
    if (!LIVE.includes(sub.status)) throw invalid(`Subscription ${subscriptionId} is ${sub.status}: nothing to renew.`);
    const item = sub.items.data[0];
    const previous = { items: clone(sub.items), status: sub.status, latest_invoice: sub.latest_invoice };
    const start = item.current_period_end;
    const end = addInterval(start, item.price.recurring.interval);
    item.current_period_start = start;
    item.current_period_end = end;
    // Coupons in the simulator last for one invoice (duration 'once'): renewals are at full price.
    const invoice = this.resources.invoice(sub, start, end, 'subscription_cycle', [], outcome);
    sub.status = invoice.status === 'paid' ? 'active' : 'past_due';
    sub.discounts = [];
    return [
      this.webhooks.emit(invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice, undefined, false),
      this.webhooks.emit('customer.subscription.updated', sub, previous, false),
    ];
  }
}
