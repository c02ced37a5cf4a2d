import type { CurrencyCode } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { CouponNotRedeemable } from './coupon-errors';
import { evaluateCoupon } from './coupon-rules';
import { couponRepository } from './repository';

/** How the shop compares e-mail addresses: trimmed, lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export interface Redemption {
  code: string;
  /** Minor units of `currency`. */
  discount: number;
}

/**
 * Redeems the cart's coupon for an order, inside the order's transaction: call it where the order is
 * written, with the cart's subtotal as the order prices it. Returns null when the cart has no coupon.
 *
 * - Atomic: the usage count is raised by one conditional UPDATE that takes the coupon row's lock, so of
 *   concurrent orders only as many as the limit allows get through; the per-e-mail check runs under that lock.
 * - Idempotent per cart: a second call for the same cart (a retried order) returns the first redemption.
 * - The e-mail is normalised once (trimmed, lower case) before the per-e-mail check, so the check and the
 *   stored key agree: " Ada@example.com" is the same shopper as "ada@example.com".
 * - Throws `CouponNotRedeemable` (409, "Cannot apply the coupon", `params.reason`) when the coupon no longer
 *   applies (expired, limit reached, already used by this e-mail, minimum no longer met): roll the order
 *   back, or remove the coupon and show the new total.
 */
export async function redeemCoupon(
  tx: Queryable,
  cartId: string,
  email: string,
  priced: { subtotal: number; currency: CurrencyCode; now?: Date },
): Promise<Redemption | null> {
  const { done, code } = await couponRepository.redemptionAndCoupon(tx, cartId);
  if (done) return { code: done.coupon_code, discount: done.discount };
  if (!code) return null;
  const emailKey = normaliseEmail(email);

  const coupon = await couponRepository.find(tx, code, priced.currency, true);
  if (!coupon) return null;
  const evaluation = evaluateCoupon(coupon, priced.subtotal, priced.now ?? new Date());
  if (!evaluation.ok) throw new CouponNotRedeemable(code, evaluation.reason);
  if (coupon.once_per_email && (await couponRepository.usedByEmail(tx, code, emailKey)))
    throw new CouponNotRedeemable(code, 'already_used');
  if (!(await couponRepository.countUse(tx, code))) throw new CouponNotRedeemable(code, 'usage_limit');
  const inserted = await couponRepository.insertRedemption(tx, {
    code,
    cartId,
    email: emailKey,
    oncePerEmail: coupon.once_per_email,
    discount: evaluation.discount,
    currency: priced.currency,
  });
  // The unique keys (one per cart, one per e-mail) are the last word: a clash is the shopper's coupon
  // already being used, never a server error.
  if (!inserted) throw new CouponNotRedeemable(code, 'already_used');
  return { code, discount: evaluation.discount };
}
