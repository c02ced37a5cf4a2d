import type { Cart, CurrencyCode } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { productImage } from '../catalog/mappers';
import { type CartLineRow, cartRepository } from './repository';

/**
 * The cart as the client sees it, priced now in the storefront's currency. Coupons (discount) and shipping
 * come with the coupon and checkout work; until then both are 0 and total = subtotal.
 */
export function toCart(
  id: string | null,
  lines: readonly CartLineRow[],
  currency: CurrencyCode,
  maxSeeds: number,
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
  const shipping = 0;
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
    total: money(subtotal - discount + shipping),
  };
}

export const emptyCart = (currency: CurrencyCode, maxSeeds: number) => toCart(null, [], currency, maxSeeds);

export async function loadCart(db: Queryable, cartId: string, currency: CurrencyCode, maxSeeds: number): Promise<Cart> {
  return toCart(cartId, await cartRepository.lines(db, cartId, currency), currency, maxSeeds);
}
