import { MAX_LINE_QUANTITY, STOREFRONTS, type Cart } from '@storefront/shared-contracts';
import type { CartContext } from './cart-context';
import { lineQuantityLimit, maxSeedsReached, packNotFound } from './cart-errors';
import { quoteFrom } from '../shipping/shipping';
import { loadCart, toCart } from './cart-view';
import { randomUUID } from 'node:crypto';
import { hashCartToken, newCartToken } from './cart-token';
import { openCart } from './create-cart';
import { cartRepository } from './repository';
import { quotedCountryOf } from './cart-reference';

/**
 * Adds `quantity` of a seed pack, creating the cart when needed; the same pack again raises the line's
 * quantity. Refused when the cart's paid seeds would pass the maximum. One transaction: all or nothing.
 *
 * `idempotencyKey` (the request's Idempotency-Key): an add to an existing cart with a key the cart has seen is
 * not applied again, and answers the cart as it is. A first add needs no key: sent again, it makes a second,
 * empty-handed cart nobody holds (purged with abandoned carts), never a second line in the shopper's.
 */
export async function addToCart(
  ctx: CartContext,
  token: string | undefined,
  item: { packId: number; quantity: number },
  idempotencyKey?: string,
): Promise<{ cart: Cart; token: string; created: boolean }> {
  if (!token) return addToNewCart(ctx, item);
  return ctx.db.transaction(async (tx) => {
    const opened = await openCart(tx, token, ctx.beforeCreate);
    if (idempotencyKey && !opened.created && !(await cartRepository.claimAddKey(tx, opened.cartId, idempotencyKey))) {
      const cart = await loadCart(tx, opened.cartId, ctx.currency, ctx.maxSeeds, ctx.where, { withCoupon: true });
      return { ...opened, cart };
    }
    // A cart created just now is empty and has no coupon: its checks need only the pack.
    const found = opened.created
      ? await cartRepository.findPack(tx, item.packId).then((p) => p && { ...p, quantity: null, other_seeds: 0 })
      : await cartRepository.packInCart(tx, opened.cartId, item.packId);
    if (!found) throw packNotFound(item.packId);
    const quantity = (found.quantity ?? 0) + item.quantity;
    if (found.other_seeds + found.seeds * quantity > ctx.maxSeeds) throw maxSeedsReached(ctx.maxSeeds);
    if (quantity > MAX_LINE_QUANTITY) throw lineQuantityLimit();
    // The cart is locked (openCart), so its line cannot change between the read and this write.
    await cartRepository.upsertLine(tx, opened.cartId, found.id, quantity);
    const cart = await loadCart(tx, opened.cartId, ctx.currency, ctx.maxSeeds, ctx.where, {
      withCoupon: !opened.created,
    });
    return { ...opened, cart };
  });
}

/**
 * The first add of a visitor without a cart (the most frequent write): the creation limit counted (in memory,
 * `MemoryFrontedLimit`), then cart and line written in one statement. With the cart reference data in memory
 * (`ctx.reference`), the pack, its price, the seed maximum and the shipping country come from it and the
 * statement only writes, guarded by the data's catalogue version (a change committed since: read again, then
 * write). Without it, or when the data says no (unknown pack, no price in the currency, past the maximum), the
 * statement that reads everything in the database decides (`createCartWithLine`), so refusals are the database's.
 */
async function addToNewCart(
  ctx: CartContext,
  item: { packId: number; quantity: number },
): Promise<{ cart: Cart; token: string; created: boolean }> {
  await ctx.beforeCreate?.(ctx.db);
  const token = newCartToken();
  const cartId = randomUUID();
  const tokenHash = hashCartToken(token);
  // A new cart has no chosen country: the detected one, else the storefront's default.
  const countries = [ctx.where.detectedCountry, STOREFRONTS[ctx.where.storefront].defaultCountry];
  if (ctx.reference) {
    let stale: string | undefined;
    for (let attempt = 0; attempt < 3; attempt++) {
      const data = await ctx.reference.get(stale);
      const pack = data.packs.get(item.packId);
      const unitPrice = pack?.prices[ctx.currency];
      if (!pack || unitPrice === undefined || pack.seeds * item.quantity > ctx.maxSeeds) break;
      const row = { cartId, tokenHash, packId: pack.id, quantity: item.quantity, version: data.version };
      let lineId: number | null;
      try {
        lineId = ctx.newCarts
          ? await ctx.newCarts.write(row)
          : (await cartRepository.createCartWithLineAt(ctx.db, row)).lineId;
      } catch {
        // A group write failed (one member's fault or the database's): write this cart alone, below.
        break;
      }
      if (lineId === null) {
        stale = data.version;
        continue;
      }
      const line = {
        id: lineId,
        pack_id: pack.id,
        product_slug: pack.product_slug,
        product_name: pack.product_name,
        seeds: pack.seeds,
        free_seeds: pack.free_seeds,
        quantity: item.quantity,
        unit_price: unitPrice,
      };
      const country = quotedCountryOf(data, ctx.where.storefront, countries);
      const cart = toCart(cartId, [line], ctx.currency, ctx.maxSeeds, quoteFrom(country, unitPrice * item.quantity));
      return { cart, token, created: true };
    }
  }
  const result = await cartRepository.createCartWithLine(ctx.db, {
    cartId,
    tokenHash,
    packId: item.packId,
    quantity: item.quantity,
    maxSeeds: ctx.maxSeeds,
    currency: ctx.currency,
    storefront: ctx.where.storefront,
    countries,
  });
  if (!result.pack_found) throw packNotFound(item.packId);
  if (!result.created) throw maxSeedsReached(ctx.maxSeeds);
  const merchandise = result.lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0);
  const cart = toCart(cartId, result.lines, ctx.currency, ctx.maxSeeds, quoteFrom(result.country, merchandise));
  return { cart, token, created: true };
}
