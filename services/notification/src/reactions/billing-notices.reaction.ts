import { BillingEvents, SubscriptionState } from '@app/contracts';
import { SUBSCRIPTION_STATE_EVENTS, type EventHandlerDefinition, type Logger } from '@app/platform';
import type { MessageRequests } from '../messages/message-job.js';
import type { NotificationDatabase } from '../notification-database.js';
import { dollars, usDate } from '../messages/billing-notices/billing-notice.template.js';
import { appLink, billingNoticePath, queueBillingNotice, trackEnding } from '../messages/billing-notices/billing-notices.js';

export const BILLING_NOTICES_HANDLER = 'notification-billing-notices';

/** Billing's events that carry a card subscription's state (a cancellation's end moves with them): not an enterprise's. */
const STATE_EVENTS = SUBSCRIPTION_STATE_EVENTS.filter((type) => !type.startsWith('Enterprise'));

/**
 * Billing's events -> the billing mails (issue 36): `PaymentFailed` -> "Your payment failed" with the link to
 * update the card; `InvoicePaid` of a renewal (Stripe's billing reason `subscription_cycle`) -> "Your
 * subscription was renewed" with the amount and the period; every state keeps the canceled subscriptions'
 * ends for the notice 7 days before (attorney-notices.job.ts).
 */
export const billingNoticesReaction = (deps: { messages: MessageRequests; logger: Logger; publicUrl: string }): EventHandlerDefinition<NotificationDatabase> => ({
  name: BILLING_NOTICES_HANDLER,
  source: 'billing',
  types: STATE_EVENTS,
  streamType: 'subscription',
  opens: [],
  async handle(event, trx) {
    const state = SubscriptionState.parse(event.data);
    const cause = event.metadata;
    await trackEnding(state, cause, trx);
    if (state.isEnterprise) return;
    if (event.type === 'PaymentFailed') {
      const { stripeInvoiceId } = BillingEvents.PaymentFailed.parse(event.data);
      const tokens = { link: appLink(deps.publicUrl, billingNoticePath.paymentFailed), amount: '' };
      await queueBillingNotice(deps, { state, notice: 'paymentFailed', occasion: `${stripeInvoiceId}:${event.metadata.eventId}`, cause, tokens }, trx);
    } else if (event.type === 'InvoicePaid') {
      const paid = BillingEvents.InvoicePaid.parse(event.data);
      if (paid.billingReason !== 'subscription_cycle') return;
      const tokens = {
        link: appLink(deps.publicUrl, billingNoticePath.renewed),
        amount: dollars(paid.amountPaid),
        periodEnd: paid.stripeExpiration ? usDate(paid.stripeExpiration) : '',
      };
      await queueBillingNotice(deps, { state, notice: 'renewed', occasion: paid.stripeInvoiceId, cause, tokens }, trx);
    }
  },
});
