export { billingService, BILLING_SERVICE, type BillingServiceOptions } from './billing.service.js';
export type { BillingDatabase } from './billing-database.js';
export { BillingConfigSchema, type BillingConfig } from './config.js';
export { Clock, TestClock } from './clock.js';
export { StripeConnection } from './stripe/stripe-connection.js';
export { cardSubscriptionIdOf, subscriptionStreamId } from './subscriptions/subscription.js';
export { MEMBERSHIP_LINKED_HANDLER } from './reactions/membership-linked.reaction.js';
export { PERSONAL_DATA_ERASURE_HANDLER } from './reactions/erase-personal-data.reaction.js';
export { purchasePayload } from './testing/purchase-payload.js';
