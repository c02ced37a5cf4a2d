import type { CouponRefusal } from '@storefront/shared-contracts';
import type { CouponRow } from './repository';

export type { CouponRefusal };

export type CouponEvaluation = { ok: true; discount: number } | { ok: false; reason: CouponRefusal };

/** Codes are compared upper-cased and trimmed: "grow10 " is GROW10. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

/** Today in UTC as YYYY-MM-DD: validity dates are inclusive UTC dates. */
export const utcDate = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Whether `coupon` applies to a subtotal now, and the discount: a percent of the subtotal (rounded half up to
 * the minor unit) or the fixed amount in the cart's currency, never more than the subtotal. Shipping is
 * never discounted.
 */
export function evaluateCoupon(coupon: CouponRow, subtotal: number, now: Date): CouponEvaluation {
  const today = utcDate(now);
  if (!coupon.active) return { ok: false, reason: 'inactive' };
  if (coupon.valid_from && today < coupon.valid_from) return { ok: false, reason: 'not_started' };
  if (coupon.valid_until && today > coupon.valid_until) return { ok: false, reason: 'expired' };
  if (coupon.usage_limit !== null && coupon.times_used >= coupon.usage_limit)
    return { ok: false, reason: 'usage_limit' };
  if (coupon.kind === 'fixed' && coupon.amount === null) return { ok: false, reason: 'currency' };
  if (subtotal <= 0) return { ok: false, reason: 'empty_cart' };
  if (subtotal < coupon.min_subtotal) return { ok: false, reason: 'min_subtotal' };
  const discount =
    coupon.kind === 'percent' ? Math.round((subtotal * (coupon.percent ?? 0)) / 100) : (coupon.amount ?? 0);
  return { ok: true, discount: Math.min(discount, subtotal) };
}
