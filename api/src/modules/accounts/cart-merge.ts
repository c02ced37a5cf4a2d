import { MAX_LINE_QUANTITY } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { hashCartToken, newCartToken } from '../cart/cart-token';

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
  const guest = guestToken
    ? (
        await tx.query<{ id: string; customer_id: string | null }>(
          'SELECT id::text AS id, customer_id::text AS customer_id FROM carts WHERE token_hash = $1 FOR UPDATE',
          [hashCartToken(guestToken)],
        )
      ).rows[0]
    : undefined;
  const account = (
    await tx.query<{ id: string }>('SELECT id::text AS id FROM carts WHERE customer_id = $1 FOR UPDATE', [customerId])
  ).rows[0];

  const guestIsOwn = guest?.customer_id === customerId;
  const guestIsFree = guest !== undefined && guest.customer_id === null;
  if (guestIsOwn) return { cookie: 'keep' };
  if (!account) {
    if (!guest) return { cookie: 'keep' };
    // A cart of another account (a shared computer) is never taken over.
    if (!guestIsFree) return { cookie: 'clear' };
    await tx.query('UPDATE carts SET customer_id = $2, updated_at = now() WHERE id = $1', [guest.id, customerId]);
    return { cookie: 'keep' };
  }
  if (guest && guestIsFree) {
    await addGuestLines(tx, guest.id, account.id, maxSeeds);
    await tx.query('DELETE FROM carts WHERE id = $1', [guest.id]);
  }
  const token = newCartToken();
  await tx.query('UPDATE carts SET token_hash = $2, updated_at = now() WHERE id = $1', [
    account.id,
    hashCartToken(token),
  ]);
  return { cookie: 'set', token };
}

async function addGuestLines(tx: Queryable, guestId: string, accountId: string, maxSeeds: number): Promise<void> {
  const { rows: lines } = await tx.query<{ pack_id: number; quantity: number; seeds: number }>(
    `SELECT l.pack_id, l.quantity, sp.seeds FROM cart_lines l JOIN seed_packs sp ON sp.id = l.pack_id
     WHERE l.cart_id = $1 ORDER BY l.id`,
    [guestId],
  );
  for (const line of lines) {
    const { rows } = await tx.query<{ paid: number; current: number }>(
      `SELECT coalesce(sum(sp.seeds * l.quantity), 0)::int AS paid,
              coalesce(max(l.quantity) FILTER (WHERE l.pack_id = $2), 0)::int AS current
       FROM cart_lines l JOIN seed_packs sp ON sp.id = l.pack_id WHERE l.cart_id = $1`,
      [accountId, line.pack_id],
    );
    const { paid = 0, current = 0 } = rows[0] ?? {};
    const fits = Math.min(
      line.quantity,
      MAX_LINE_QUANTITY - current,
      Math.floor((maxSeeds - paid) / Math.max(1, line.seeds)),
    );
    if (fits <= 0) continue;
    await tx.query(
      `INSERT INTO cart_lines (cart_id, pack_id, quantity) VALUES ($1, $2, $3)
       ON CONFLICT (cart_id, pack_id) DO UPDATE SET quantity = cart_lines.quantity + EXCLUDED.quantity`,
      [accountId, line.pack_id, fits],
    );
  }
}
