import type { Queryable } from '../../db/database';

/** A guest cart's line with the seeds of its pack (what counts against the seed maximum). */
export interface MergeLine {
  pack_id: number;
  quantity: number;
  seeds: number;
}

/** SQL of merging carts at login; every read locks what the merge then writes. */
export const cartMergeRepository = {
  /** The cart of a cookie's token hash, locked, with its owner (null: a guest cart). */
  async lockCartByToken(
    tx: Queryable,
    tokenHash: string,
  ): Promise<{ id: string; customer_id: string | null } | undefined> {
    const { rows } = await tx.query<{ id: string; customer_id: string | null }>(
      'SELECT id::text AS id, customer_id::text AS customer_id FROM carts WHERE token_hash = $1 FOR UPDATE',
      [tokenHash],
    );
    return rows[0];
  },

  /** The account's cart, locked. */
  async lockCartOfCustomer(tx: Queryable, customerId: string): Promise<{ id: string } | undefined> {
    const { rows } = await tx.query<{ id: string }>(
      'SELECT id::text AS id FROM carts WHERE customer_id = $1 FOR UPDATE',
      [customerId],
    );
    return rows[0];
  },

  async giveCartTo(tx: Queryable, cartId: string, customerId: string): Promise<void> {
    await tx.query('UPDATE carts SET customer_id = $2, updated_at = now() WHERE id = $1', [cartId, customerId]);
  },

  async deleteCart(tx: Queryable, cartId: string): Promise<void> {
    await tx.query('DELETE FROM carts WHERE id = $1', [cartId]);
  },

  async setToken(tx: Queryable, cartId: string, tokenHash: string): Promise<void> {
    await tx.query('UPDATE carts SET token_hash = $2, updated_at = now() WHERE id = $1', [cartId, tokenHash]);
  },

  async linesWithSeeds(tx: Queryable, cartId: string): Promise<MergeLine[]> {
    const { rows } = await tx.query<MergeLine>(
      `SELECT l.pack_id, l.quantity, sp.seeds FROM cart_lines l JOIN seed_packs sp ON sp.id = l.pack_id
       WHERE l.cart_id = $1 ORDER BY l.id`,
      [cartId],
    );
    return rows;
  },

  /** The cart's paid seeds and the quantity of `packId` already in it. */
  async seedsAndQuantity(tx: Queryable, cartId: string, packId: number): Promise<{ paid: number; current: number }> {
    const { rows } = await tx.query<{ paid: number; current: number }>(
      `SELECT coalesce(sum(sp.seeds * l.quantity), 0)::int AS paid,
              coalesce(max(l.quantity) FILTER (WHERE l.pack_id = $2), 0)::int AS current
       FROM cart_lines l JOIN seed_packs sp ON sp.id = l.pack_id WHERE l.cart_id = $1`,
      [cartId, packId],
    );
    return { paid: rows[0]?.paid ?? 0, current: rows[0]?.current ?? 0 };
  },

  /** Adds `quantity` packs to the cart's line of `packId` (the line is made if missing). */
  async addToLine(tx: Queryable, cartId: string, packId: number, quantity: number): Promise<void> {
    await tx.query(
      `INSERT INTO cart_lines (cart_id, pack_id, quantity) VALUES ($1, $2, $3)
       ON CONFLICT (cart_id, pack_id) DO UPDATE SET quantity = cart_lines.quantity + EXCLUDED.quantity`,
      [cartId, packId, quantity],
    );
  },
};
