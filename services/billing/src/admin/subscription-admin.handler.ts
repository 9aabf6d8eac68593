import { Injectable } from '@nestjs/common';
import type { Subscription, SubscriptionEdit } from '@app/contracts';
import { ConflictError, PlatformRuntime, type AppendContext } from '@app/platform';
import { Clock } from '../clock.js';
import { BillingSettings } from '../config.js';
import { StripeConnection } from '../stripe/stripe-connection.js';
import { subscriptionStreamId } from '../subscriptions/subscription.js';
import { subscriptionDecider } from '../subscriptions/subscription.decide.js';
import { SubscriptionQueries, toSubscription } from '../subscriptions/subscription.query.js';
import type { BillingDatabase } from '../billing-database.js';

/** A calendar day means through the end of that day (UTC); an instant is taken as given. */
export const endOfDayOrInstant = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : new Date(value).toISOString());

/**
 * PUT /api/subscription/{id}: the editor's fields replace the subscription's (SubscriptionEdited).
 * `concurrencyCheck` is the stream version the editor loaded: a stale one is a 409 before anything is
 * decided, and the append expects exactly that version (a save racing another is a 409 too: no retry).
 * Stripe is not called: the editor corrects billing's record (spec 01 §8 warns about it).
 */
@Injectable()
export class SubscriptionAdminHandler {
  constructor(
    private readonly runtime: PlatformRuntime<BillingDatabase>,
    private readonly connection: StripeConnection,
    private readonly settings: BillingSettings,
    private readonly clock: Clock,
    private readonly queries: SubscriptionQueries,
  ) {}

  async edit(id: string, edit: SubscriptionEdit, context: AppendContext): Promise<Subscription> {
    await this.queries.get(id);
    const stripePriceId = edit.stripePriceId || null;
    await this.runtime.commands.handle(
      subscriptionStreamId(id),
      (_state, version) => {
        if (version !== edit.concurrencyCheck) throw new ConflictError();
        return {
          type: 'Edit',
          displayName: edit.displayName,
          stripeExpiration: edit.stripeExpiration ? endOfDayOrInstant(edit.stripeExpiration) : null,
          stripeStatus: edit.stripeStatus || null,
          stripeSubscriptionId: edit.stripeSubscriptionId || null,
          stripeCustomerId: edit.stripeCustomerId || null,
          stripePriceId,
          stripePromotionCodeId: edit.stripePromotionCodeId || null,
          priceName: this.connection.priceNameOf(stripePriceId),
          now: this.clock.now(),
          graceMs: this.settings.graceMs,
        };
      },
      subscriptionDecider,
      { context },
    );
    return toSubscription(await this.queries.get(id));
  }
}
