import type { Cart } from '@storefront/shared-contracts';
import type { CartContext } from './cart-context';
import { lineNotFound, maxSeedsReached } from './cart-errors';
import { hashCartToken } from './cart-token';
import { loadCart } from './cart-view';
import { cartRepository } from './repository';

/**
 * Sets a line's quantity. A raise past the seed maximum is refused; lowering is always allowed, so a cart
 * over a since-lowered maximum can still be brought under it.
 */
export async function updateCartLine(
  ctx: CartContext,
  token: string | undefined,
  lineId: number,
  quantity: number,
): Promise<Cart> {
  if (!token) throw lineNotFound(lineId);
  return ctx.db.transaction(async (tx) => {
    const cart = await cartRepository.findCart(tx, hashCartToken(token), true);
    const line = cart && (await cartRepository.lineInCart(tx, cart.id, lineId));
    if (!cart || !line) throw lineNotFound(lineId);
    if (quantity > line.quantity) {
      const otherSeeds = await cartRepository.paidSeeds(tx, cart.id, line.id);
      if (otherSeeds + line.seeds * quantity > ctx.maxSeeds) throw maxSeedsReached(ctx.maxSeeds);
    }
    await cartRepository.setQuantity(tx, line.id, quantity);
    await cartRepository.touchCart(tx, cart.id);
    return loadCart(tx, cart.id, ctx.currency, ctx.maxSeeds, ctx.where);
  });
}
