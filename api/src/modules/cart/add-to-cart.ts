import { MAX_LINE_QUANTITY, STOREFRONTS, type Cart } from '@storefront/shared-contracts';
import type { CartContext } from './cart-context';
import { lineQuantityLimit, maxSeedsReached, packNotFound } from './cart-errors';
import { quoteFrom } from '../checkout/shipping';
import { loadCart, toCart } from './cart-view';
import { randomUUID } from 'node:crypto';
import { hashCartToken, newCartToken } from './cart-token';
import { openCart } from './create-cart';
import { cartRepository } from './repository';

/**
 * Adds `quantity` of a seed pack, creating the cart when needed; the same pack again raises the line's
 * quantity. Refused when the cart's paid seeds would pass the maximum. One transaction: all or nothing.
 */
export async function addToCart(
  ctx: CartContext,
  token: string | undefined,
  item: { packId: number; quantity: number },
): Promise<{ cart: Cart; token: string; created: boolean }> {
  if (!token) return addToNewCart(ctx, item);
  return ctx.db.transaction(async (tx) => {
    const opened = await openCart(tx, token, ctx.beforeCreate);
    const pack = await cartRepository.findPack(tx, item.packId);
    if (!pack) throw packNotFound(item.packId);
    // A cart created just now is empty and has no coupon: a shopper's first add skips those lookups.
    const line = opened.created ? undefined : await cartRepository.lineByPack(tx, opened.cartId, pack.id);
    const quantity = (line?.quantity ?? 0) + item.quantity;
    const otherSeeds = opened.created ? 0 : await cartRepository.paidSeeds(tx, opened.cartId, line?.id ?? null);
    if (otherSeeds + pack.seeds * quantity > ctx.maxSeeds) throw maxSeedsReached(ctx.maxSeeds);
    if (quantity > MAX_LINE_QUANTITY) throw lineQuantityLimit();
    if (line) await cartRepository.setQuantity(tx, line.id, quantity);
    else await cartRepository.insertLine(tx, opened.cartId, pack.id, quantity);
    if (!opened.created) await cartRepository.touchCart(tx, opened.cartId);
    const cart = await loadCart(tx, opened.cartId, ctx.currency, ctx.maxSeeds, ctx.where, {
      withCoupon: !opened.created,
    });
    return { ...opened, cart };
  });
}

/**
 * The first add of a visitor without a cart (the most frequent write): the creation limit counted, then cart and
 * line written, priced and the shipping country quoted in one statement (no transaction around it: the
 * statement is one on its own), so the answer needs no read of the new rows.
 */
async function addToNewCart(
  ctx: CartContext,
  item: { packId: number; quantity: number },
): Promise<{ cart: Cart; token: string; created: boolean }> {
  await ctx.beforeCreate?.(ctx.db);
  const token = newCartToken();
  const cartId = randomUUID();
  const result = await cartRepository.createCartWithLine(ctx.db, {
    cartId,
    tokenHash: hashCartToken(token),
    packId: item.packId,
    quantity: item.quantity,
    maxSeeds: ctx.maxSeeds,
    currency: ctx.currency,
    storefront: ctx.where.storefront,
    // A new cart has no chosen country: the detected one, else the storefront's default.
    countries: [ctx.where.detectedCountry, STOREFRONTS[ctx.where.storefront].defaultCountry],
  });
  if (!result.pack_found) throw packNotFound(item.packId);
  if (!result.created) throw maxSeedsReached(ctx.maxSeeds);
  const merchandise = result.lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0);
  const cart = toCart(cartId, result.lines, ctx.currency, ctx.maxSeeds, quoteFrom(result.country, merchandise));
  return { cart, token, created: true };
}
