import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type Stripe from 'stripe';
import { DomainError, Public } from '@app/platform';
import { Clock } from '../../clock.js';
import { StripeConnection } from '../../stripe/stripe-connection.js';
import { StripeWebhookHandler } from './stripe-webhook.handler.js';

export const WebhookMessages = {
  badSignature: 'The webhook signature could not be verified.',
} as const;

@Controller('api/billing')
export class StripeWebhookController {
  constructor(
    private readonly connection: StripeConnection,
    private readonly handler: StripeWebhookHandler,
    private readonly clock: Clock,
  ) {}

  /**
   * Stripe's webhook endpoint (public; register https://<host>/api/billing/stripeWebhook in Stripe).
   * The signature over the raw body is checked with STRIPE_WEBHOOK_SECRET and a 300 s tolerance
   * (STRIPE_WEBHOOK_TOLERANCE_SECONDS): a bad or stale one is 400. Each event is applied once by its
   * id; a redelivered one answers 200 `{ received: true, duplicate: true }` and changes nothing.
   */
  @Public()
  @Post('stripeWebhook')
  @HttpCode(200)
  async receive(@Req() req: Request & { rawBody?: Buffer }, @Headers('stripe-signature') signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
    if (!req.rawBody || !signature) throw new DomainError(400, WebhookMessages.badSignature);
    let event: Stripe.Event;
    try {
      event = this.connection.stripe.webhooks.constructEvent(
        req.rawBody,
        signature,
        this.connection.webhookSecret,
        this.connection.webhookToleranceSeconds,
        undefined,
        this.clock.now().getTime(),
      );
    } catch {
      throw new DomainError(400, WebhookMessages.badSignature);
    }
    const fresh = await this.handler.apply(event);
    return { received: true, duplicate: !fresh };
  }
}
