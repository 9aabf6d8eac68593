import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { isUuid, PlatformRuntime } from '@app/platform';
import { StripeConnection } from '../../stripe/stripe-connection.js';
import type { BillingDatabase } from '../../billing-database.js';
import { SubscriptionCommands } from '../subscription.commands.js';
import type { SubscriptionCommand } from '../subscription.decide.js';
import { SubscriptionQuery } from '../subscription.query.js';

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));
const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * Applies one verified Stripe event exactly once (invoice.paid, invoice.payment_failed,
 * customer.subscription.updated and .deleted act; other types are acknowledged and remembered): its id goes into `stripe_events` in the same
 * transaction as the subscription events it causes, so a redelivered (or replayed) event finds its
 * id and changes nothing. Events for a Stripe subscription billing no longer follows (replaced by a
 * renewal) or never recorded change nothing either. Someone else writing the stream meanwhile makes
 * the command be decided again on the new state, inside the same transaction.
 */
@Injectable()
export class StripeWebhookHandler {
  constructor(
    private readonly runtime: PlatformRuntime<BillingDatabase>,
    private readonly commands: SubscriptionCommands,
    private readonly connection: StripeConnection,
    private readonly subscriptions: SubscriptionQuery,
  ) {}

  /** Returns whether the event was new (false: applied before). */
  async apply(event: Stripe.Event): Promise<boolean> {
    const command = await this.commandOf(event);
    return this.runtime.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('stripe_events')
        .values({ id: event.id, type: event.type })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .execute();
      if (claimed.length === 0) return false;
      if (!command) return true;
      const subscriptionId = await this.subscriptionOf(command.stripeSubscriptionId, command.metadataSubscriptionId, trx);
      if (!subscriptionId) return true;
      await trx.updateTable('stripe_events').set({ subscription_id: subscriptionId }).where('id', '=', event.id).execute();
      await this.commands.handle(subscriptionId, command.command, { trx, retries: 4, context: { causationId: event.id } });
      return true;
    });
  }

  private async subscriptionOf(stripeSubscriptionId: string, fromMetadata: string | null, trx: Kysely<BillingDatabase>): Promise<string | undefined> {
    const found = await this.subscriptions.byStripeSubscriptionId(stripeSubscriptionId, trx);
    if (found) return found;
    // Not (yet) in the read model: the id billing put into the subscription's metadata; the decider
    // still checks the Stripe subscription is the one recorded.
    return isUuid(fromMetadata) ? fromMetadata : undefined;
  }

  private async commandOf(event: Stripe.Event): Promise<{ stripeSubscriptionId: string; metadataSubscriptionId: string | null; command: SubscriptionCommand } | null> {
    const timing = this.commands.timing();
    switch (event.type) {
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const details = invoice.parent?.subscription_details;
        const stripeSubscriptionId = idOf(details?.subscription);
        if (!stripeSubscriptionId) return null;
        const metadataSubscriptionId = details?.metadata?.subscriptionId ?? null;
        if (event.type === 'invoice.payment_failed') {
          // Delivered late, after a retry paid it: nothing failed any more.
          const fresh = await this.connection.stripe.invoices.retrieve(invoice.id);
          if (fresh.status === 'paid') return null;
          const message = invoice.last_finalization_error?.message ?? null;
          return {
            stripeSubscriptionId,
            metadataSubscriptionId,
            command: { type: 'RecordPaymentFailed', stripeEventId: event.id, stripeInvoiceId: invoice.id, stripeSubscriptionId, message, ...timing },
          };
        }
        const periodEnd = await this.paidUntil(invoice, stripeSubscriptionId);
        return {
          stripeSubscriptionId,
          metadataSubscriptionId,
          command: {
            type: 'RecordInvoicePaid',
            stripeEventId: event.id,
            stripeInvoiceId: invoice.id,
            stripeSubscriptionId,
            periodEnd,
            amountPaid: invoice.amount_paid,
            billingReason: invoice.billing_reason ?? null,
            ...timing,
          },
        };
      }
      case 'customer.subscription.updated': {
        // Updates can arrive out of order: act on the subscription as Stripe has it now.
        const subscription = await this.connection.stripe.subscriptions.retrieve(event.data.object.id);
        return {
          stripeSubscriptionId: subscription.id,
          metadataSubscriptionId: subscription.metadata?.subscriptionId ?? null,
          command: {
            type: 'RecordStripeSubscription',
            stripeEventId: event.id,
            stripeSubscriptionId: subscription.id,
            status: subscription.status,
            cancelAtPeriodEnd: subscription.cancel_at_period_end,
            ...timing,
          },
        };
      }
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        return {
          stripeSubscriptionId: subscription.id,
          metadataSubscriptionId: subscription.metadata?.subscriptionId ?? null,
          command: { type: 'RecordStripeSubscriptionDeleted', stripeEventId: event.id, stripeSubscriptionId: subscription.id },
        };
      }
      default:
        return null;
    }
  }

  /**
   * The end of the period the invoice paid for: its subscription lines' period end (not a proration's, the
   * credit for a plan left, which runs to the old period's end); when the lines are not all in the event,
   * the subscription's current period end, asked of Stripe.
   */
  private async paidUntil(invoice: Stripe.Invoice, stripeSubscriptionId: string): Promise<string | null> {
    const lines = (invoice.lines?.data ?? []).filter((line) => !line.parent?.subscription_item_details?.proration);
    const ends = lines.filter((line) => line.parent?.subscription_item_details || idOf(line.subscription as never) === stripeSubscriptionId).map((line) => line.period.end);
    if (ends.length > 0 && !invoice.lines.has_more) return isoOf(Math.max(...ends));
    const subscription = await this.connection.stripe.subscriptions.retrieve(stripeSubscriptionId);
    const item = subscription.items.data[0];
    return item ? isoOf(item.current_period_end) : null;
  }
}
