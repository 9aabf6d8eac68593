import { Injectable } from '@nestjs/common';
import type { SubscriptionSummary } from '@app/contracts';
import { PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import { rethrowAsDomainError } from '../stripe/stripe-errors.js';
import { StripeConnection } from '../stripe/stripe-connection.js';
import { subscriptionStreamId } from '../subscriptions/subscription.js';
import { decide, subscriptionDecider, type SubscriptionCommand } from '../subscriptions/subscription.decide.js';
import { SubscriptionQueries } from '../subscriptions/subscription.query.js';
import { summaryOf } from '../purchase/purchase.handler.js';

/**
 * POST /api/subscription/cancel: Stripe ends the subscription at its period end
 * (`cancel_at_period_end`); until then it stays active and reads `stripeStatus: 'canceled'`.
 * Cancelling a cancelled subscription changes nothing.
 */
@Injectable()
export class CancelHandler {
  constructor(
    private readonly runtime: PlatformRuntime,
    private readonly connection: StripeConnection,
    private readonly queries: SubscriptionQueries,
  ) {}

  async cancel(user: Principal, subscriptionId: string, context: AppendContext): Promise<SubscriptionSummary> {
    await this.queries.getFor(user, subscriptionId);
    const streamId = subscriptionStreamId(subscriptionId);
    const command: SubscriptionCommand = { type: 'Cancel', userId: user.id };
    const { state } = await this.runtime.commands.load(streamId, subscriptionDecider);
    // Refusals (enterprise, not active) before Stripe is asked; nothing to do when cancelled already.
    if (decide(command, state).length > 0 && state.stripeSubscriptionId) {
      try {
        await this.connection.stripe.subscriptions.update(
          state.stripeSubscriptionId,
          { cancel_at_period_end: true },
          { idempotencyKey: `cancel-${subscriptionId}-${state.stripeSubscriptionId}` },
        );
      } catch (error) {
        rethrowAsDomainError(error);
      }
    }
    const { state: after } = await this.runtime.commands.handle(streamId, command, subscriptionDecider, { retries: 3, context });
    return summaryOf(after.snapshot!);
  }
}
