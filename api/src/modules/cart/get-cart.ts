import type { Cart } from '@storefront/shared-contracts';
import type { CartContext } from './cart-context';
import { hashCartToken } from './cart-token';
import { emptyCart, loadCart } from './cart-view';
import { cartRepository } from './repository';

/** The visitor's cart; no or an unknown token gives an empty cart with id null (`known` false). */
export async function getCart(ctx: CartContext, token: string | undefined): Promise<{ cart: Cart; known: boolean }> {
  const found = token ? await cartRepository.findCart(ctx.db, hashCartToken(token)) : undefined;
  if (!found) return { cart: await emptyCart(ctx.db, ctx.currency, ctx.maxSeeds, ctx.where), known: false };
  return { cart: await loadCart(ctx.db, found.id, ctx.currency, ctx.maxSeeds, ctx.where), known: true };
}
