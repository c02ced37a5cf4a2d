import type { Cart } from '@storefront/shared-contracts';
import { couponNotApplicable, invalidCouponCode } from '../coupons/coupon-errors';
import { evaluateCoupon, normaliseCouponCode } from '../coupons/coupon-rules';
import { couponRepository } from '../coupons/repository';
import type { CartContext } from './cart-context';
import { cartNotFound } from './cart-errors';
import { hashCartToken } from './cart-token';
import { loadCart } from './cart-view';
import { cartRepository } from './repository';

/**
 * Puts a coupon on the visitor's cart (replacing the one it had) when its rules accept the cart now: an unknown
 * code is "Invalid coupon code", a known one that does not apply "Cannot apply the coupon" (nothing changes).
 * Usage limit and single use per e-mail are checked here as far as known, and for good when the order redeems it.
 */
export async function applyCoupon(ctx: CartContext, token: string | undefined, rawCode: string): Promise<Cart> {
  const code = normaliseCouponCode(rawCode);
  return ctx.db.transaction(async (tx) => {
    const coupon = await couponRepository.find(tx, code, ctx.currency);
    if (!coupon) throw invalidCouponCode();
    const cart = token ? await cartRepository.findCart(tx, hashCartToken(token), true) : undefined;
    if (!cart) throw couponNotApplicable('empty_cart');
    const subtotal = (await cartRepository.lines(tx, cart.id, ctx.currency)).reduce(
      (sum, l) => sum + l.unit_price * l.quantity,
      0,
    );
    const evaluation = evaluateCoupon(coupon, subtotal, new Date());
    if (!evaluation.ok) throw couponNotApplicable(evaluation.reason);
    await couponRepository.setCartCoupon(tx, cart.id, coupon.code);
    return loadCart(tx, cart.id, ctx.currency, ctx.maxSeeds, ctx.where);
  });
}

/** Takes the coupon off the visitor's cart; a cart without one is answered as it is. No cart: 404. */
export async function removeCoupon(ctx: CartContext, token: string | undefined): Promise<Cart> {
  return ctx.db.transaction(async (tx) => {
    const cart = token ? await cartRepository.findCart(tx, hashCartToken(token), true) : undefined;
    if (!cart) throw cartNotFound();
    await couponRepository.setCartCoupon(tx, cart.id, null);
    return loadCart(tx, cart.id, ctx.currency, ctx.maxSeeds, ctx.where);
  });
}
