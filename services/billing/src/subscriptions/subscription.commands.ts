import { Injectable } from '@nestjs/common';
import { PlatformRuntime, type AppendContext, type CommandInput, type HandleOptions, type HandleResult, type Principal } from '@app/platform';
import { Clock } from '../clock.js';
import { BillingSettings } from '../config.js';
import type { BillingDatabase } from '../billing-database.js';
import { subscriptionStreamId, type SubscriptionAggregate } from './subscription.js';
import { subscriptionDecider, type SubscriptionCommand, type Timed } from './subscription.decide.js';
import { SubscriptionQuery } from './subscription.query.js';

type SubscriptionCommandInput = CommandInput<SubscriptionCommand, SubscriptionAggregate>;

/** Runs commands on a subscription's stream (load, make the command, decide, append), and times them. */
@Injectable()
export class SubscriptionCommands {
  constructor(
    private readonly runtime: PlatformRuntime<BillingDatabase>,
    private readonly settings: BillingSettings,
    private readonly clock: Clock,
    private readonly subscriptions: SubscriptionQuery,
  ) {}

  handle(subscriptionId: string, command: SubscriptionCommandInput, options?: HandleOptions<BillingDatabase, SubscriptionAggregate>): Promise<HandleResult<SubscriptionAggregate>> {
    return this.runtime.commands.handle(subscriptionStreamId(subscriptionId), command, subscriptionDecider, options);
  }

  /**
   * A change one of the subscription's users (or a site admin) asks for: 404 for an unknown id, then
   * 403. The command is made from the loaded state (Stripe is asked there, refusals first) and made
   * again on the fresh state after a concurrent write.
   */
  async handleFor(user: Principal, subscriptionId: string, command: SubscriptionCommandInput, context: AppendContext): Promise<HandleResult<SubscriptionAggregate>> {
    await this.subscriptions.getFor(user, subscriptionId);
    return this.handle(subscriptionId, command, { retries: 3, context });
  }

  /** The time a timed command is decided at, and the grace a card subscription has after its period. */
  timing(): Timed {
    return { now: this.clock.now(), graceMs: this.settings.graceMs };
  }
}
