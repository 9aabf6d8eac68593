import { Injectable } from '@nestjs/common';
import type { SubscriptionSummary } from '@app/contracts';
import { PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import { rethrowAsDomainError } from '../stripe/stripe-errors.js';
import { StripeConnection } from '../stripe/stripe-connection.js';
import { subscriptionStreamId, type SubscriptionAggregate } from '../subscriptions/subscription.js';
import { cancelChangesSomething, subscriptionDecider } from '../subscriptions/subscription.decide.js';
import { SubscriptionQueries } from '../subscriptions/subscription.query.js';
import { summaryOf } from '../purchase/purchase.handler.js';
import type { BillingDatabase } from '../billing-database.js';

/**
 * POST /api/subscription/cancel: Stripe ends the subscription at its period end
 * (`cancel_at_period_end`); until then it stays active and reads `stripeStatus: 'canceled'`.
 * Cancelling a cancelled subscription changes nothing. Stripe is asked between load and decide; a
 * concurrent write makes it all run again on the fresh state (the same idempotency key at Stripe).
 */
@Injectable()
export class CancelHandler {
  constructor(
    private readonly runtime: PlatformRuntime<BillingDatabase>,
    private readonly connection: StripeConnection,
    private readonly queries: SubscriptionQueries,
  ) {}

  async cancel(user: Principal, subscriptionId: string, context: AppendContext): Promise<SubscriptionSummary> {
    await this.queries.getFor(user, subscriptionId);
    const { state: after } = await this.runtime.commands.handle(
      subscriptionStreamId(subscriptionId),
      async (state) => {
        if (cancelChangesSomething(state)) await this.cancelAtStripe(subscriptionId, state);
        return { type: 'Cancel', userId: user.id };
      },
      subscriptionDecider,
      { retries: 3, context },
    );
    return summaryOf(after.snapshot!);
  }

  private async cancelAtStripe(subscriptionId: string, { stripeSubscriptionId }: SubscriptionAggregate): Promise<void> {
    if (!stripeSubscriptionId) return;
    try {
      await this.connection.stripe.subscriptions.update(
        stripeSubscriptionId,
        { cancel_at_period_end: true },
        { idempotencyKey: `cancel-${subscriptionId}-${stripeSubscriptionId}` },
      );
    } catch (error) {
      rethrowAsDomainError(error);
    }
  }
}
