import type { Cart } from '@storefront/shared-contracts';
import type { CartContext } from './cart-context';
import { lineNotFound } from './cart-errors';
import { hashCartToken } from './cart-token';
import { loadCart } from './cart-view';
import { cartRepository } from './repository';

/** Removes a line of the visitor's own cart; the cart itself stays (empty) with its id. */
export async function removeCartLine(ctx: CartContext, token: string | undefined, lineId: number): Promise<Cart> {
  if (!token) throw lineNotFound(lineId);
  return ctx.db.transaction(async (tx) => {
    const cart = await cartRepository.findCart(tx, hashCartToken(token), true);
    if (!cart || !(await cartRepository.deleteLine(tx, cart.id, lineId))) throw lineNotFound(lineId);
    await cartRepository.touchCart(tx, cart.id);
    return loadCart(tx, cart.id, ctx.currency, ctx.maxSeeds, ctx.where);
  });
}
