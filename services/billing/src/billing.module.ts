import { Module } from '@nestjs/common';
import { SubscriptionAdminController } from './subscriptions/subscription-admin/subscription-admin.controller.js';
import { SubscriptionAdminHandler } from './subscriptions/subscription-admin/subscription-admin.handler.js';
import { StripeDetailsController } from './subscriptions/billing-details/stripe-details.controller.js';
import { CancelController } from './subscriptions/cancel/cancel.controller.js';
import { CancelHandler } from './subscriptions/cancel/cancel.handler.js';
import { ChangePlanController } from './subscriptions/change-plan/change-plan.controller.js';
import { ChangePlanHandler } from './subscriptions/change-plan/change-plan.handler.js';
import { InvoicesController } from './subscriptions/invoices/invoices.controller.js';
import { EnterpriseController } from './subscriptions/enterprise/enterprise.controller.js';
import { EnterpriseHandler } from './subscriptions/enterprise/enterprise.handler.js';
import { PlansController } from './plans/plans.controller.js';
import { PromotionCodeAttempts } from './promotion-codes/promotion-code-attempts.js';
import { ValidatePromotionCodeController } from './promotion-codes/validate-promotion-code/validate-promotion-code.controller.js';
import { PurchaseAttempts } from './subscriptions/purchase/purchase-attempts.js';
import { PurchaseController } from './subscriptions/purchase/purchase.controller.js';
import { PurchaseHandler } from './subscriptions/purchase/purchase.handler.js';
import { SubscriptionUsersController } from './subscriptions/subscription-users/subscription-users.controller.js';
import { SubscriptionCommands } from './subscriptions/subscription.commands.js';
import { SubscriptionQuery } from './subscriptions/subscription.query.js';
import { UpdatePaymentMethodController } from './subscriptions/update-payment-method/update-payment-method.controller.js';
import { UpdatePaymentMethodHandler } from './subscriptions/update-payment-method/update-payment-method.handler.js';
import { StripeWebhookController } from './subscriptions/stripe-webhook/stripe-webhook.controller.js';
import { StripeWebhookHandler } from './subscriptions/stripe-webhook/stripe-webhook.handler.js';

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
    ChangePlanController,
    UpdatePaymentMethodController,
    EnterpriseController,
    StripeDetailsController,
    InvoicesController,
    SubscriptionAdminController,
    SubscriptionUsersController,
    StripeWebhookController,
  ],
  providers: [
    SubscriptionQuery,
    SubscriptionCommands,
    PromotionCodeAttempts,
    PurchaseAttempts,
    PurchaseHandler,
    CancelHandler,
    ChangePlanHandler,
    UpdatePaymentMethodHandler,
    SubscriptionAdminHandler,
    EnterpriseHandler,
    StripeWebhookHandler,
  ],
})
export class BillingModule {}
