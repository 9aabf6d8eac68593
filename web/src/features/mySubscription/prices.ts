import type { Plan } from '@app/contracts';

let dollars: Intl.NumberFormat | undefined;

/** Dollars from cents: 3980 -> "$39.80" (one formatter, made when first needed: making one costs milliseconds). */
export function formatCents(cents: number): string {
  dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return dollars.format(cents / 100);
}

/** A plan's price as every screen shows it: "$39.80 / month". */
export const formatPlanPrice = (plan: Pick<Plan, 'amount' | 'interval'>) => `${formatCents(plan.amount)} / ${plan.interval}`;
