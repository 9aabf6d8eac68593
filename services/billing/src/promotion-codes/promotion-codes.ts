import type Stripe from 'stripe';
import type { PromotionCodeValidation } from '@app/contracts';

/** The coupon of a promotion code whose `promotion.coupon` was expanded (null if it was not). */
export const couponOf = (promotion: Stripe.PromotionCode): Stripe.Coupon | null => (typeof promotion.promotion.coupon === 'object' ? promotion.promotion.coupon : null);

/**
 * May the code be redeemed at `now`? Active, not past its own expiry or redemption limit, and its
 * coupon valid and not past `redeem_by` (Stripe keeps `active` set on codes that merely expired).
 */
export function isRedeemable(promotion: Stripe.PromotionCode, now: Date): boolean {
  const coupon = couponOf(promotion);
  const seconds = Math.floor(now.getTime() / 1000);
  if (!promotion.active || !coupon || !coupon.valid) return false;
  if (promotion.expires_at !== null && promotion.expires_at <= seconds) return false;
  if (coupon.redeem_by !== null && coupon.redeem_by <= seconds) return false;
  if (promotion.max_redemptions !== null && promotion.times_redeemed >= promotion.max_redemptions) return false;
  if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions) return false;
  return true;
}

export const invalidCode = (code: string): PromotionCodeValidation => ({ isValid: false, code, id: null, amountOff: null, percentOff: null });

export function validationOf(promotion: Stripe.PromotionCode): PromotionCodeValidation {
  const coupon = couponOf(promotion)!;
  return { isValid: true, code: promotion.code, id: promotion.id, amountOff: coupon.amount_off, percentOff: coupon.percent_off };
}
