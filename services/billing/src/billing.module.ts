import { Module } from '@nestjs/common';
import { SubscriptionAdminController } from './admin/subscription-admin.controller.js';
import { SubscriptionAdminHandler } from './admin/subscription-admin.handler.js';
import { StripeDetailsController } from './billing-details/stripe-details.controller.js';
import { CancelController } from './cancel/cancel.controller.js';
import { CancelHandler } from './cancel/cancel.handler.js';
import { EnterpriseController } from './enterprise/enterprise.controller.js';
import { EnterpriseHandler } from './enterprise/enterprise.handler.js';
import { PlansController } from './plans/plans.controller.js';
import { PromotionCodeAttempts } from './promotion-codes/promotion-code-attempts.js';
import { ValidatePromotionCodeController } from './promotion-codes/validate-promotion-code.controller.js';
import { PurchaseAttempts } from './purchase/purchase-attempts.js';
import { PurchaseController } from './purchase/purchase.controller.js';
import { PurchaseHandler } from './purchase/purchase.handler.js';
import { SubscriptionUsersController } from './subscription-users/subscription-users.controller.js';
import { SubscriptionQueries } from './subscriptions/subscription.query.js';
import { UpdatePaymentMethodController } from './update-payment-method/update-payment-method.controller.js';
import { UpdatePaymentMethodHandler } from './update-payment-method/update-payment-method.handler.js';
import { StripeWebhookController } from './webhooks/stripe-webhook.controller.js';
import { StripeWebhookHandler } from './webhooks/stripe-webhook.handler.js';

/**
 * Billing's controllers and providers; BillingSettings, Clock and StripeConnection come from the
 * definition. Controllers with fixed paths under api/subscription come before the one with `:id`.
 */
@Module({
  controllers: [
    PlansController,
    ValidatePromotionCodeController,
    PurchaseController,
    CancelController,
    UpdatePaymentMethodController,
    EnterpriseController,
    StripeDetailsController,
    SubscriptionAdminController,
    SubscriptionUsersController,
    StripeWebhookController,
  ],
  providers: [
    SubscriptionQueries,
    PromotionCodeAttempts,
    PurchaseAttempts,
    PurchaseHandler,
    CancelHandler,
    UpdatePaymentMethodHandler,
    SubscriptionAdminHandler,
    EnterpriseHandler,
    StripeWebhookHandler,
  ],
})
export class BillingModule {}
