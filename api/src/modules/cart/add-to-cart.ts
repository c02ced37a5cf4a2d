import { MAX_LINE_QUANTITY, type Cart } from '@storefront/shared-contracts';
import type { CartContext } from './cart-context';
import { lineQuantityLimit, maxSeedsReached, packNotFound } from './cart-errors';
import { loadCart } from './cart-view';
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
  return ctx.db.transaction(async (tx) => {
    const opened = await openCart(tx, token);
    const pack = await cartRepository.findPack(tx, item.packId);
    if (!pack) throw packNotFound(item.packId);
    const line = await cartRepository.lineByPack(tx, opened.cartId, pack.id);
    const quantity = (line?.quantity ?? 0) + item.quantity;
    const otherSeeds = await cartRepository.paidSeeds(tx, opened.cartId, line?.id ?? null);
    if (otherSeeds + pack.seeds * quantity > ctx.maxSeeds) throw maxSeedsReached(ctx.maxSeeds);
    if (quantity > MAX_LINE_QUANTITY) throw lineQuantityLimit();
    if (line) await cartRepository.setQuantity(tx, line.id, quantity);
    else await cartRepository.insertLine(tx, opened.cartId, pack.id, quantity);
    await cartRepository.touchCart(tx, opened.cartId);
    return { ...opened, cart: await loadCart(tx, opened.cartId, ctx.currency, ctx.maxSeeds, ctx.where) };
  });
}
