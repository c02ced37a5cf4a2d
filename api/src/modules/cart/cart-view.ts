import type { Cart, CurrencyCode } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { productImage } from '../catalog/mappers';
import { type CartShippingQuote, type ShippingWhere, quoteCartShipping } from '../checkout/shipping';
import { type CartLineRow, cartRepository } from './repository';

const NO_SHIPPING: CartShippingQuote = { country: null, amount: 0, free: false, freeOver: null };

/**
 * The cart as the client sees it, priced now in the storefront's currency, with the shipping of its country
 * (`quoteCartShipping`).
 */
export function toCart(
  id: string | null,
  lines: readonly CartLineRow[],
  currency: CurrencyCode,
  maxSeeds: number,
  shippingQuote: CartShippingQuote = NO_SHIPPING,
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
  const discount = 0;
  const shipping = shippingQuote.amount;
  return {
    id,
    currency,
    items,
    seedCount: lines.reduce((sum, l) => sum + (l.seeds + l.free_seeds) * l.quantity, 0),
    maxSeeds,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    coupon: null,
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

export async function loadCart(
  db: Queryable,
  cartId: string,
  currency: CurrencyCode,
  maxSeeds: number,
  where: ShippingWhere,
): Promise<Cart> {
  const lines = await cartRepository.lines(db, cartId, currency);
  const merchandise = lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0);
  return toCart(cartId, lines, currency, maxSeeds, await quoteCartShipping(db, where, cartId, merchandise));
}
