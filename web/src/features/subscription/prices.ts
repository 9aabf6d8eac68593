import type { Plan } from '@app/contracts';

/** Dollars from cents: 3980 -> "$39.80". */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** A plan's price as every screen shows it: "$39.80 / month". */
export const formatPlanPrice = (plan: Pick<Plan, 'amount' | 'interval'>) => `${formatCents(plan.amount)} / ${plan.interval}`;
