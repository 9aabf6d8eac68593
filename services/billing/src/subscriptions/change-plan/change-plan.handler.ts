import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { PriceName, SubscriptionSummary } from '@app/contracts';
import type { AppendContext, Principal } from '@app/platform';
import { rethrowAsDomainError } from '../../stripe/stripe-errors.js';
import { StripeConnection } from '../../stripe/stripe-connection.js';
import type { SubscriptionAggregate } from '../subscription.js';
import { SubscriptionCommands } from '../subscription.commands.js';
import { planChangeChangesSomething } from '../subscription.decide.js';
import { summaryOf } from '../subscription-rules.js';

const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * POST /api/subscription/changePlan (issue 36): switch a running card subscription between monthly and
 * yearly. Stripe changes the subscription's price with `proration_behavior: always_invoice`: the unused time
 * of the old plan is credited, the new plan charged on one invoice now (what the credit exceeds stays as
 * the customer's balance for the next invoices), and the new period starts now; a declined card refuses the
 * change (`error_if_incomplete`). The same plan again changes nothing. Stripe is asked between load and
 * decide, with an idempotency key per change, so a retry or a concurrent write is not charged twice.
 */
@Injectable()
export class ChangePlanHandler {
  constructor(
    private readonly commands: SubscriptionCommands,
    private readonly connection: StripeConnection,
  ) {}

  async changePlan(user: Principal, subscriptionId: string, priceName: PriceName, context: AppendContext): Promise<SubscriptionSummary> {
    const { state: after } = await this.commands.handleFor(
      user,
      subscriptionId,
      async (state) => {
        const command = { type: 'ChangePlan' as const, userId: user.id, priceName, ...this.commands.timing() };
        // The plan it is on already: decided as nothing to record.
        if (!planChangeChangesSomething(state, priceName)) return { ...command, stripePriceId: '', stripeSubscriptionId: '', periodEnd: '', stripeStatus: '' };
        const updated = await this.switchAtStripe(subscriptionId, state, priceName);
        const item = updated.items.data[0];
        return { ...command, stripePriceId: item.price.id, stripeSubscriptionId: updated.id, periodEnd: isoOf(item.current_period_end), stripeStatus: updated.status };
      },
      context,
    );
    return summaryOf(after.snapshot!);
  }

  private async switchAtStripe(subscriptionId: string, state: SubscriptionAggregate, priceName: PriceName): Promise<Stripe.Subscription> {
    const stripeSubscriptionId = state.stripeSubscriptionId!;
    try {
      const current = await this.connection.stripe.subscriptions.retrieve(stripeSubscriptionId);
      const item = current.items.data[0];
      return await this.connection.stripe.subscriptions.update(
        stripeSubscriptionId,
        {
          items: [{ id: item.id, price: this.connection.prices[priceName] }],
          proration_behavior: 'always_invoice',
          payment_behavior: 'error_if_incomplete',
        },
        { idempotencyKey: `change-plan-${subscriptionId}-${stripeSubscriptionId}-${state.planChanges + 1}-${priceName}` },
      );
    } catch (error) {
      rethrowAsDomainError(error);
    }
  }
}
