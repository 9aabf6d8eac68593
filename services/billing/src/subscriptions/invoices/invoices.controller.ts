import { Controller, Get, Param } from '@nestjs/common';
import type Stripe from 'stripe';
import { Invoice } from '@app/contracts';
import { CurrentUser, ListAnswer, type ListPage, type Principal } from '@app/platform';
import { isMissingResource } from '../../stripe/stripe-errors.js';
import { StripeConnection } from '../../stripe/stripe-connection.js';
import { SubscriptionQuery } from '../subscription.query.js';

/** The most invoices Billing History lists (two years of monthly ones). */
export const INVOICES_LISTED = 24;

const isoOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

/** Stripe's invoice as Billing History shows it: the period of its plan line (not a proration's), the code that took something off. */
export function invoiceOf(invoice: Stripe.Invoice): Invoice {
  const planLines = (invoice.lines?.data ?? []).filter((line) => !line.parent?.subscription_item_details?.proration);
  const discounts = (invoice.discounts ?? []).filter((d): d is Stripe.Discount => typeof d === 'object' && d !== null && !('deleted' in d && d.deleted));
  const code = discounts.map((d) => d.promotion_code).find((p): p is Stripe.PromotionCode => typeof p === 'object' && p !== null)?.code ?? null;
  return {
    id: invoice.id,
    number: invoice.number ?? null,
    created: isoOf(invoice.created)!,
    total: invoice.total,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    status: invoice.status ?? null,
    billingReason: invoice.billing_reason ?? null,
    periodStart: isoOf(planLines[0]?.period.start),
    periodEnd: isoOf(planLines[0]?.period.end),
    pdfUrl: invoice.invoice_pdf ?? null,
    discount: (invoice.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0),
    promotionCode: code,
  };
}

@Controller('api/subscription')
export class InvoicesController {
  constructor(
    private readonly subscriptions: SubscriptionQuery,
    private readonly connection: StripeConnection,
  ) {}

  /**
   * Billing History (issue 36): the subscription's invoices at Stripe (its customer's), newest first, at most
   * 24: date, amount, status, PDF, and the promotion code applied. Its users and site admins; 403 otherwise,
   * 404 for an unknown id. No card on file (enterprise) or a customer Stripe no longer has: none.
   */
  @Get(':id/invoices')
  @ListAnswer(Invoice)
  async list(@CurrentUser() user: Principal, @Param('id') id: string): Promise<ListPage<Invoice>> {
    const row = await this.subscriptions.getFor(user, id);
    if (!row.stripe_customer_id) return { items: [], total: 0 };
    try {
      const page = await this.connection.stripe.invoices.list({ customer: row.stripe_customer_id, limit: INVOICES_LISTED, expand: ['data.discounts.promotion_code'] });
      const items = page.data.map(invoiceOf);
      return { items, total: items.length };
    } catch (error) {
      if (isMissingResource(error)) return { items: [], total: 0 };
      throw error;
    }
  }
}
