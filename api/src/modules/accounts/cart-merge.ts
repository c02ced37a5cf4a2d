import { MAX_LINE_QUANTITY } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { hashCartToken, newCartToken } from '../cart/cart-token';
import { cartMergeRepository } from './cart-merge-repository';

/** What the browser's cart cookie becomes: as it is, a new token (the account's cart), or cleared. */
export type MergeResult = { cookie: 'keep' } | { cookie: 'set'; token: string } | { cookie: 'clear' };

/**
 * At login, the browser's guest cart and the account's cart become one:
 * - no account cart: the guest cart becomes the account's (the cookie stays);
 * - no guest cart: the browser gets the account's cart (a new token, only its hash is stored, so the account
 *   cart's token changes and another browser of the account finds it again at its next login);
 * - both: the guest lines are added to the account cart, each line as far as the seed maximum and the line
 *   limit allow (what does not fit is left out), and the guest cart is deleted.
 */
export async function mergeCartsAtLogin(
  tx: Queryable,
  customerId: string,
  guestToken: string | undefined,
  maxSeeds: number,
): Promise<MergeResult> {
  const guest = guestToken ? await cartMergeRepository.lockCartByToken(tx, hashCartToken(guestToken)) : undefined;
  const account = await cartMergeRepository.lockCartOfCustomer(tx, customerId);

  const guestIsOwn = guest?.customer_id === customerId;
  const guestIsFree = guest !== undefined && guest.customer_id === null;
  if (guestIsOwn) return { cookie: 'keep' };
  if (!account) {
    if (!guest) return { cookie: 'keep' };
    // A cart of another account (a shared computer) is never taken over.
    if (!guestIsFree) return { cookie: 'clear' };
    await cartMergeRepository.giveCartTo(tx, guest.id, customerId);
    return { cookie: 'keep' };
  }
  if (guest && guestIsFree) {
    await addGuestLines(tx, guest.id, account.id, maxSeeds);
    await cartMergeRepository.deleteCart(tx, guest.id);
  }
  const token = newCartToken();
  await cartMergeRepository.setToken(tx, account.id, hashCartToken(token));
  return { cookie: 'set', token };
}

async function addGuestLines(tx: Queryable, guestId: string, accountId: string, maxSeeds: number): Promise<void> {
  const lines = await cartMergeRepository.linesWithSeeds(tx, guestId);
  for (const line of lines) {
    const { paid, current } = await cartMergeRepository.seedsAndQuantity(tx, accountId, line.pack_id);
    const fits = Math.min(
      line.quantity,
      MAX_LINE_QUANTITY - current,
      Math.floor((maxSeeds - paid) / Math.max(1, line.seeds)),
    );
    if (fits <= 0) continue;
    await cartMergeRepository.addToLine(tx, accountId, line.pack_id, fits);
  }
}
