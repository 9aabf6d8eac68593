import { Injectable } from '@nestjs/common';
import type { SubscriptionSummary } from '@app/contracts';
import type { AppendContext, Principal } from '@app/platform';
import { rethrowAsDomainError } from '../../stripe/stripe-errors.js';
import { StripeConnection } from '../../stripe/stripe-connection.js';
import type { SubscriptionAggregate } from '../subscription.js';
import { SubscriptionCommands } from '../subscription.commands.js';
import { cancelChangesSomething } from '../subscription.decide.js';
import { summaryOf } from '../subscription-rules.js';

/**
 * POST /api/subscription/cancel: Stripe ends the subscription at its period end
 * (`cancel_at_period_end`); until then it stays active and reads `stripeStatus: 'canceled'`.
 * Cancelling a cancelled subscription changes nothing. Stripe is asked between load and decide; a
 * concurrent write makes it all run again on the fresh state (the same idempotency key at Stripe).
 */
@Injectable()
export class CancelHandler {
  constructor(
    private readonly commands: SubscriptionCommands,
    private readonly connection: StripeConnection,
  ) {}

  async cancel(user: Principal, subscriptionId: string, context: AppendContext): Promise<SubscriptionSummary> {
    const { state: after } = await this.commands.handleFor(
      user,
      subscriptionId,
      async (state) => {
        if (cancelChangesSomething(state)) await this.cancelAtStripe(subscriptionId, state);
        return { type: 'Cancel', userId: user.id };
      },
      context,
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
