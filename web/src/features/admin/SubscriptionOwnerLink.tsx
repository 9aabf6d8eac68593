import { Link } from 'react-router';
import type { SubscriptionOwner } from '@app/contracts';

/**
 * Whose a subscription is (issue 36): the owner's name and email, linked to their account in the admin's user
 * editor; a click on it does not open the row's subscription. An erased owner reads as their account only.
 */
export function SubscriptionOwnerLink({ owner }: { owner: SubscriptionOwner | null | undefined }) {
  if (!owner) return null;
  const label = [owner.name, owner.email].filter(Boolean).join(' · ') || owner.applicationUserId;
  return (
    <Link to={`/applicationUser/${owner.applicationUserId}`} onClick={(event) => event.stopPropagation()} data-testid="subscription-owner">
      {label}
    </Link>
  );
}
