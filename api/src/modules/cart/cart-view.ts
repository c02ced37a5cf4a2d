import type { Cart, CurrencyCode } from '@storefront/shared-contracts';
import type { CouponRefusal } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { productImage } from '../catalog/mappers';
import { type CartShippingQuote, type ShippingWhere, quoteCartShipping } from '../shipping/shipping';
import { type CouponEvaluation, evaluateCoupon } from '../coupons/coupon-rules';
import { couponRepository } from '../coupons/repository';
import { type CartLineRow, cartRepository } from './repository';

const NO_SHIPPING: CartShippingQuote = { country: null, amount: 0, free: false, freeOver: null };

/** The cart's coupon and what its rules say about the cart now. */
export interface CartCoupon {
  code: string;
  evaluate(subtotal: number): CouponEvaluation;
}

/**
 * The cart as the client sees it, priced now in the storefront's currency: the coupon's discount when its rules
 * accept the subtotal (else 0 with `couponIssue`), and the shipping of its country (`quoteCartShipping`).
 */
export function toCart(
  id: string | null,
  lines: readonly CartLineRow[],
  currency: CurrencyCode,
  maxSeeds: number,
  shippingQuote: CartShippingQuote = NO_SHIPPING,
  coupon: CartCoupon | null = null,
): Cart {
  const money = (amount: number) => ({ amount, currency });
  const items = lines.map((l) => ({
    id: l.id,
    packId: l.pack_id,
    productSlug: l.product_slug,
    productName: l.product_name,
    seeds: l.seeds,
    freeSeeds: l.free_seeds,
    quantity: l.quantity,
    unitPrice: money(l.unit_price),
    lineTotal: money(l.unit_price * l.quantity),
    image: productImage(l.product_slug, l.product_name),
  }));
  const subtotal = items.reduce((sum, item) => sum + item.lineTotal.amount, 0);
  const evaluation = coupon?.evaluate(subtotal);
  const discount = evaluation?.ok ? evaluation.discount : 0;
  const couponIssue: CouponRefusal | null = evaluation && !evaluation.ok ? evaluation.reason : null;
  const shipping = shippingQuote.amount;
  return {
    id,
    currency,
    items,
    seedCount: lines.reduce((sum, l) => sum + (l.seeds + l.free_seeds) * l.quantity, 0),
    maxSeeds,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    coupon: coupon?.code ?? null,
    couponIssue,
    subtotal: money(subtotal),
    discount: money(discount),
    shipping: money(shipping),
    shippingInfo: {
      country: shippingQuote.country,
      free: shippingQuote.free,
      freeOver: shippingQuote.freeOver === null ? null : money(shippingQuote.freeOver),
    },
    total: money(subtotal - discount + shipping),
  };
}

export async function emptyCart(
  db: Queryable,
  currency: CurrencyCode,
  maxSeeds: number,
  where: ShippingWhere,
): Promise<Cart> {
  return toCart(null, [], currency, maxSeeds, await quoteCartShipping(db, where, null, 0));
}

/** The cart's coupon with its rules in `currency`, or null. */
export async function cartCouponOf(db: Queryable, cartId: string, currency: CurrencyCode): Promise<CartCoupon | null> {
  const row = await couponRepository.findOfCart(db, cartId, currency);
  if (!row) return null;
  const now = new Date();
  return { code: row.code, evaluate: (subtotal) => evaluateCoupon(row, subtotal, now) };
}

/**
 * The cart priced now. Free shipping is judged on the amount after the discount. `withCoupon: false` when the
 * caller knows the cart has none (a cart created in this transaction).
 */
export async function loadCart(
  db: Queryable,
  cartId: string,
  currency: CurrencyCode,
  maxSeeds: number,
  where: ShippingWhere,
  { withCoupon = true }: { withCoupon?: boolean } = {},
): Promise<Cart> {
  const lines = await cartRepository.lines(db, cartId, currency);
  const coupon = withCoupon ? await cartCouponOf(db, cartId, currency) : null;
  const subtotal = lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0);
  const evaluation = coupon?.evaluate(subtotal);
  const merchandise = subtotal - (evaluation?.ok ? evaluation.discount : 0);
  const shipping = await quoteCartShipping(db, where, cartId, merchandise);
  return toCart(cartId, lines, currency, maxSeeds, shipping, coupon);
}
