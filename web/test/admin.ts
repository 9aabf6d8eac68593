import type { AdminDashboardStats, Subscription } from '@app/contracts';
import { session } from './render';

/** A signed-in site admin. */
export const admin = session(['Site Admin'], 'a0a0a0a0-0000-4000-8000-000000000001', 'admin@example.test');

/** `GET /api/stats/adminDashboard`: 201 of 300 surveys completed (67.0%), none sent last month. */
export const dashboardStats: AdminDashboardStats = {
  totalSubscriptions: 42,
  totalClients: 310,
  newSubscriptions: 3,
  totalSentSurveys: 300,
  totalCompletedSurveys: 201,
  lastMonthSentSurveys: 0,
  lastMonthCompletedSurveys: 0,
};

/** A subscription as the admin's list and editor get it: a monthly plan, active until 2027-01-31. */
export function adminSubscription(changes: Partial<Subscription> = {}): Subscription {
  return {
    id: 'c2c2c2c2-0000-4000-8000-000000000003',
    displayName: 'Lawyer & Partners',
    priceName: 'StandardMonthly',
    isActive: true,
    isEnterprise: false,
    stripeExpiration: '2027-01-31T00:00:00.000Z',
    stripeStatus: 'active',
    stripeSubscriptionId: 'sub_123',
    stripeCustomerId: 'cus_123',
    stripePriceId: 'price_123',
    stripePromotionCodeId: null,
    created: '2026-10-01T00:00:00.000Z',
    concurrencyCheck: 4,
    ...changes,
  };
}
