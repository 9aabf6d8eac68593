import { Roles, type SubscriptionState, type SubscriptionSummary } from '@app/contracts';
import { ForbiddenError, type Principal } from '@app/platform';

/** The answer of every use case that answers the subscriber with their subscription. */
export const summaryOf = (state: SubscriptionState): SubscriptionSummary => ({
  id: state.subscriptionId,
  displayName: state.displayName,
  priceName: state.priceName,
  isActive: state.isActive,
  stripeStatus: state.stripeStatus,
  stripeExpiration: state.stripeExpiration,
  isEnterprise: state.isEnterprise,
});

/** Clients take surveys; they never buy (spec 01 §1). Everyone else signed in may. */
export function assertMayBuy(user: Principal): void {
  const buyer = user.roles.includes(Roles.Subscriber) || user.roles.includes(Roles.SiteAdmin);
  if (user.roles.includes(Roles.Client) && !buyer) throw new ForbiddenError();
}

/** An expiration an admin gives: a calendar day means through the end of that day (UTC); an instant is taken as given. */
export const endOfDayOrInstant = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : new Date(value).toISOString());
