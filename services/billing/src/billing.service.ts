import { billingPersonalData, STRIPE_WEBHOOK_PATH } from '@app/contracts';
import type { PlatformRuntime, ServiceDefinition } from '@app/platform';
import { Clock } from './clock.js';
import { BillingConfigSchema, BillingSettings, type BillingConfig } from './config.js';
import type { BillingDatabase } from './billing-database.js';
import { BillingModule } from './billing.module.js';
import { expiryQueue } from './subscriptions/expiry/expiry.job.js';
import { closedAccountsReaction } from './reactions/closed-accounts.reaction.js';
import { closedAccountsQueue } from './subscriptions/closed-accounts/closed-accounts.job.js';
import { membershipLinkedReaction } from './reactions/membership-linked.reaction.js';
import { accountContactsReaction } from './reactions/account-contacts.reaction.js';
import { billingMigrations } from './migrations/index.js';
import { erasePersonalDataReaction } from './reactions/erase-personal-data.reaction.js';
import { StripeConnection } from './stripe/stripe-connection.js';
import { SubscriptionCommands } from './subscriptions/subscription.commands.js';
import { subscriptionProjection } from './subscriptions/subscription.projection.js';
import { SubscriptionQuery } from './subscriptions/subscription.query.js';

export const BILLING_SERVICE = 'billing';

export interface BillingServiceOptions {
  /** The time billing decides by (tests share a TestClock with their payment simulator). */
  clock?: Clock;
}

/**
 * The billing service: plans, promotion codes, card subscriptions through Stripe (or a stand-in of
 * it at STRIPE_API_URL), Stripe webhooks, expiry, the admin editor and enterprise subscriptions.
 * A fresh definition per start: it holds the Stripe connection opened for that run.
 */
export function billingService(options: BillingServiceOptions = {}): ServiceDefinition<BillingConfig, BillingDatabase> {
  const clock = options.clock ?? new Clock();
  // For the event handlers and jobs; Nest injects the controllers' own.
  const subscriptionCommands = (runtime: PlatformRuntime<BillingDatabase>, config: BillingConfig) =>
    new SubscriptionCommands(runtime, new BillingSettings(config), clock, new SubscriptionQuery(runtime));
  return {
    name: BILLING_SERVICE,
    module: BillingModule,
    configSchema: BillingConfigSchema,
    migrations: billingMigrations,
    projections: [subscriptionProjection],
    personalData: billingPersonalData,
    rawBodyPaths: [STRIPE_WEBHOOK_PATH],
    async providers(runtime, config) {
      const connection = StripeConnection.open(config, runtime.logger);
      return [
        { provide: BillingSettings, useValue: new BillingSettings(config) },
        { provide: Clock, useValue: clock },
        { provide: StripeConnection, useValue: connection },
      ];
    },
    handlers: (runtime, config) => [
      membershipLinkedReaction(subscriptionCommands(runtime, config)),
      accountContactsReaction(),
      erasePersonalDataReaction(runtime),
      closedAccountsReaction(runtime),
    ],
    jobs: (runtime, config) => [
      expiryQueue(runtime, subscriptionCommands(runtime, config), new BillingSettings(config)),
      // Issue 36: a closed account's card subscriptions stop renewing (Stripe's own connection for the job).
      closedAccountsQueue(runtime, subscriptionCommands(runtime, config), StripeConnection.open(config, runtime.logger)),
    ],
  };
}
