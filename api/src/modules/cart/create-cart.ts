import { randomUUID } from 'node:crypto';
import type { Cart } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import type { CartContext } from './cart-context';
import { hashCartToken, newCartToken } from './cart-token';
import { loadCart } from './cart-view';
import { cartRepository } from './repository';

/** The cart of `token`, locked for this transaction; a new cart (and token) when there is none. */
export async function openCart(
  tx: Queryable,
  token: string | undefined,
  beforeCreate?: CartContext['beforeCreate'],
): Promise<{ cartId: string; token: string; created: boolean }> {
  const found = token ? await cartRepository.findCart(tx, hashCartToken(token), true) : undefined;
  if (found && token) return { cartId: found.id, token, created: false };
  await beforeCreate?.(tx);
  const newToken = newCartToken();
  const cartId = randomUUID();
  await cartRepository.createCart(tx, cartId, hashCartToken(newToken));
  return { cartId, token: newToken, created: true };
}

/** `POST /cart`: creates a cart, or returns the visitor's existing one (`created` false). */
export async function createCart(
  ctx: CartContext,
  token: string | undefined,
): Promise<{ cart: Cart; token: string; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const opened = await openCart(tx, token, ctx.beforeCreate);
    return { ...opened, cart: await loadCart(tx, opened.cartId, ctx.currency, ctx.maxSeeds, ctx.where) };
  });
}
