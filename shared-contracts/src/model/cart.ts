/** Most packs of one kind a cart line may hold. */
export const MAX_LINE_QUANTITY = 99;

/** Why a known coupon does not apply to a cart ("Cannot apply the coupon"); also the cart's `couponIssue`. */
export const COUPON_REFUSALS = [
  'inactive',
  'not_started',
  'expired',
  'usage_limit',
  'currency',
  'min_subtotal',
  'empty_cart',
  'already_used',
] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

/** Longest coupon code accepted. */
export const MAX_COUPON_CODE_LENGTH = 40;
