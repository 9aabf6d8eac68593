import type { PromotionCodeValidation } from '@app/contracts';
import { formatCents } from '../mySubscription/prices';
import { signUpText } from './texts';

export type AppliedPromotion = Pick<PromotionCodeValidation, 'code' | 'id' | 'amountOff' | 'percentOff'>;

/** The discount in cents (spec 01 §9): amountOff is cents off, percentOff a percentage of the price; never more than the price. */
export function discountCents(priceCents: number, promo: AppliedPromotion | null): number {
  if (!promo) return 0;
  if (promo.amountOff != null && promo.amountOff > 0) return Math.min(priceCents, Math.round(promo.amountOff));
  if (promo.percentOff != null && promo.percentOff > 0) return Math.min(priceCents, Math.round((priceCents * promo.percentOff) / 100));
  return 0;
}

/** Total = price minus discount. */
export const totalCents = (priceCents: number, promo: AppliedPromotion | null) => priceCents - discountCents(priceCents, promo);

/** "$3.98 off" / "10% off". */
export function describeDiscount(promo: AppliedPromotion): string {
  if (promo.amountOff != null && promo.amountOff > 0) return signUpText('amountOff', { amount: formatCents(promo.amountOff) });
  if (promo.percentOff != null && promo.percentOff > 0) return signUpText('percentOff', { percent: promo.percentOff });
  return signUpText('noDiscount');
}
