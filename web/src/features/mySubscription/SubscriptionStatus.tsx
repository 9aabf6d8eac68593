import { Tag } from 'antd';
import { isCanceled } from './subscriptionApi';

/** The status words (spec 02 §4: stripeStatus itself is free text and not shown). */
export const SubscriptionStatusWords = { active: 'Active', canceled: 'Canceled', inactive: 'Inactive' } as const;

/**
 * A subscription's status as a label: Canceled once the provider says so (it may stay active until its
 * expiration), else Active or Inactive.
 */
export function SubscriptionStatus({ subscription }: { subscription: { isActive: boolean; stripeStatus: string | null } }) {
  const status = isCanceled(subscription) ? 'canceled' : subscription.isActive ? 'active' : 'inactive';
  return (
    <Tag data-testid="subscription-status" color={status === 'active' ? 'green' : status === 'canceled' ? 'orange' : 'default'}>
      {SubscriptionStatusWords[status]}
    </Tag>
  );
}
