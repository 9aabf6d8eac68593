import { Injectable } from '@nestjs/common';
import type { Subscription, SubscriptionEdit } from '@app/contracts';
import { ConflictError, type AppendContext } from '@app/platform';
import { StripeConnection } from '../../stripe/stripe-connection.js';
import { SubscriptionCommands } from '../subscription.commands.js';
import { SubscriptionQuery } from '../subscription.query.js';
import { endOfDayOrInstant } from '../subscription-rules.js';

/**
 * PUT /api/subscription/{id}: the editor's fields replace the subscription's (SubscriptionEdited).
 * `concurrencyCheck` is the stream version the editor loaded: a stale one is a 409 before anything is
 * decided, and the append expects exactly that version (a save racing another is a 409 too: no retry).
 * Stripe is not called: the editor corrects billing's record (spec 01 §8 warns about it).
 */
@Injectable()
export class SubscriptionAdminHandler {
  constructor(
    private readonly commands: SubscriptionCommands,
    private readonly connection: StripeConnection,
    private readonly subscriptions: SubscriptionQuery,
  ) {}

  async edit(id: string, edit: SubscriptionEdit, context: AppendContext): Promise<Subscription> {
    await this.subscriptions.get(id);
    const stripePriceId = edit.stripePriceId || null;
    await this.commands.handle(
      id,
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
          ...this.commands.timing(),
        };
      },
      { context },
    );
    return this.subscriptions.forAdmin(id);
  }
}
