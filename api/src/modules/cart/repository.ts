import type { CurrencyCode } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { type QuotedCountry, quotedCountrySql } from '../shipping/repository';

export interface CartLineRow {
  id: number;
  pack_id: number;
  product_slug: string;
  product_name: string;
  seeds: number;
  free_seeds: number;
  quantity: number;
  unit_price: number;
}

/** SQL of the lines (`CartLineRow`) of the cart `cartId`, priced in `currency` (parameter placeholders). */
export const cartLinesSql = (cartId: string, currency: string) =>
  `SELECT l.id, l.pack_id, p.slug AS product_slug, p.name AS product_name, sp.seeds, sp.free_seeds, l.quantity,
     pp.amount AS unit_price
   FROM cart_lines l
   JOIN seed_packs sp ON sp.id = l.pack_id
   JOIN products p ON p.id = sp.product_id
   JOIN pack_prices pp ON pp.pack_id = sp.id AND pp.currency = ${currency}
   WHERE l.cart_id = ${cartId}`;

/** A shopper's first add priced from memory: the new cart, its line, and the catalogue version it was priced at. */
export interface NewCartRow {
  cartId: string;
  tokenHash: string;
  packId: number;
  quantity: number;
  version: string;
}

/** SQL of carts and their lines; every call runs on the connection it is given (a transaction when writing). */
export const cartRepository = {
  async findCart(db: Queryable, tokenHash: string, forUpdate = false): Promise<{ id: string } | undefined> {
    const { rows } = await db.query<{ id: string }>(
      `SELECT id::text AS id FROM carts WHERE token_hash = $1 AND closed_at IS NULL${forUpdate ? ' FOR UPDATE' : ''}`,
      [tokenHash],
    );
    return rows[0];
  },

  async createCart(db: Queryable, id: string, tokenHash: string): Promise<void> {
    await db.query('INSERT INTO carts (id, token_hash) VALUES ($1, $2)', [id, tokenHash]);
  },

  /**
   * A shopper's first add in one statement: the cart and its line, only when the pack exists and its seeds fit
   * under the maximum (else nothing is written). Answers what it found, for the error, and when the cart was
   * made, its line priced in `currency` (`lines`) and its shipping country (`quotedCountrySql` of `countries`,
   * a new cart having no chosen one): the whole answer without reading the new rows back.
   */
  async createCartWithLine(
    db: Queryable,
    c: {
      cartId: string;
      tokenHash: string;
      packId: number;
      quantity: number;
      maxSeeds: number;
      currency: CurrencyCode;
      storefront: string;
      countries: readonly (string | null)[];
    },
  ): Promise<{ pack_found: boolean; created: boolean; lines: CartLineRow[]; country: QuotedCountry | undefined }> {
    const { rows } = await db.query<{
      pack_found: boolean;
      created: boolean;
      line: CartLineRow | null;
      country: QuotedCountry | null;
    }>(
      `WITH pack AS (SELECT id, seeds FROM seed_packs WHERE id = $3),
       cart AS (INSERT INTO carts (id, token_hash) SELECT $1, $2 FROM pack WHERE pack.seeds * $4 <= $5 RETURNING id),
       line AS (INSERT INTO cart_lines (cart_id, pack_id, quantity) SELECT cart.id, pack.id, $4 FROM cart, pack
         RETURNING id, pack_id, quantity),
       priced AS (
         SELECT l.id, l.pack_id, p.slug AS product_slug, p.name AS product_name, sp.seeds, sp.free_seeds, l.quantity,
           pp.amount AS unit_price
         FROM line l
         JOIN seed_packs sp ON sp.id = l.pack_id
         JOIN products p ON p.id = sp.product_id
         JOIN pack_prices pp ON pp.pack_id = sp.id AND pp.currency = $6),
       quoted AS (${quotedCountrySql('$7::text[]', '$8')})
       SELECT EXISTS (SELECT 1 FROM pack) AS pack_found, EXISTS (SELECT 1 FROM line) AS created,
         (SELECT to_jsonb(priced) FROM priced) AS line,
         (SELECT to_jsonb(quoted) FROM quoted) AS country`,
      [c.cartId, c.tokenHash, c.packId, c.quantity, c.maxSeeds, c.currency, c.countries, c.storefront],
    );
    const row = rows[0];
    return {
      pack_found: row?.pack_found ?? false,
      created: row?.created ?? false,
      lines: row?.line ? [row.line] : [],
      country: row?.country ?? undefined,
    };
  },

  /**
   * A shopper's first add priced from memory (`CartReference`): the cart and its line, written only while the
   * catalogue version is still `version` (the data the caller priced and checked with); else nothing is written
   * and `lineId` is null (read the reference again). One statement, no read of catalogue tables.
   */
  async createCartWithLineAt(db: Queryable, c: NewCartRow): Promise<{ lineId: number | null }> {
    const { rows } = await db.query<{ line_id: number | null }>(
      `WITH cart AS (INSERT INTO carts (id, token_hash)
         SELECT $1, $2 FROM catalog_state WHERE id = 1 AND version = $5::bigint RETURNING id),
       line AS (INSERT INTO cart_lines (cart_id, pack_id, quantity) SELECT cart.id, $3, $4 FROM cart RETURNING id)
       SELECT (SELECT id FROM line) AS line_id`,
      [c.cartId, c.tokenHash, c.packId, c.quantity, c.version],
    );
    return { lineId: rows[0]?.line_id ?? null };
  },

  /**
   * `createCartWithLineAt` for several first adds in one statement (`NewCartWriter`): each row's cart and line
   * only while the catalogue version is still the row's. Answers the line id of every cart written, by cart id.
   */
  async createCartsWithLinesAt(db: Queryable, rows: readonly NewCartRow[]): Promise<Map<string, number>> {
    const result = await db.query<{ cart_id: string; id: number }>(
      `WITH input AS (
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::int[], $5::bigint[])
           AS i(id, token_hash, pack_id, quantity, version)),
       cart AS (INSERT INTO carts (id, token_hash)
         SELECT i.id, i.token_hash FROM input i JOIN catalog_state s ON s.id = 1 AND s.version = i.version
         RETURNING id),
       line AS (INSERT INTO cart_lines (cart_id, pack_id, quantity)
         SELECT c.id, i.pack_id, i.quantity FROM cart c JOIN input i ON i.id = c.id RETURNING id, cart_id)
       SELECT cart_id::text AS cart_id, id FROM line`,
      [
        rows.map((r) => r.cartId),
        rows.map((r) => r.tokenHash),
        rows.map((r) => r.packId),
        rows.map((r) => r.quantity),
        rows.map((r) => r.version),
      ],
    );
    return new Map(result.rows.map((r) => [r.cart_id, r.id]));
  },

  /**
   * What an add to an existing cart checks, in one read: the pack's seeds, the cart's line of that pack (if
   * any) and the seeds paid for by the cart's other lines. Undefined when the pack does not exist.
   */
  async packInCart(
    db: Queryable,
    cartId: string,
    packId: number,
  ): Promise<
    { id: number; seeds: number; line_id: number | null; quantity: number | null; other_seeds: number } | undefined
  > {
    const { rows } = await db.query<{
      id: number;
      seeds: number;
      line_id: number | null;
      quantity: number | null;
      other_seeds: number;
    }>(
      `SELECT sp.id, sp.seeds, l.id AS line_id, l.quantity,
         (SELECT coalesce(sum(o.seeds * ol.quantity), 0)::int FROM cart_lines ol JOIN seed_packs o ON o.id = ol.pack_id
          WHERE ol.cart_id = $1 AND ol.pack_id <> sp.id) AS other_seeds
       FROM seed_packs sp LEFT JOIN cart_lines l ON l.cart_id = $1 AND l.pack_id = sp.id
       WHERE sp.id = $2`,
      [cartId, packId],
    );
    return rows[0];
  },

  /** The cart's line of `packId` set to `quantity` (made when missing), and the cart touched: one statement. */
  async upsertLine(db: Queryable, cartId: string, packId: number, quantity: number): Promise<void> {
    await db.query(
      `WITH touched AS (UPDATE carts SET updated_at = now() WHERE id = $1)
       INSERT INTO cart_lines (cart_id, pack_id, quantity) VALUES ($1, $2, $3)
       ON CONFLICT (cart_id, pack_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
      [cartId, packId, quantity],
    );
  },

  /** Records an add's idempotency key; false when the cart already has it (the add was applied before). */
  async claimAddKey(db: Queryable, cartId: string, key: string): Promise<boolean> {
    const { rows } = await db.query(
      'INSERT INTO cart_add_keys (cart_id, key) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1 AS claimed',
      [cartId, key],
    );
    return rows.length > 0;
  },

  async touchCart(db: Queryable, cartId: string): Promise<void> {
    await db.query('UPDATE carts SET updated_at = now() WHERE id = $1', [cartId]);
  },

  async findPack(db: Queryable, packId: number): Promise<{ id: number; seeds: number } | undefined> {
    const { rows } = await db.query<{ id: number; seeds: number }>('SELECT id, seeds FROM seed_packs WHERE id = $1', [
      packId,
    ]);
    return rows[0];
  },

  /** Only a line of this cart: another cart's line id finds nothing. */
  async lineInCart(db: Queryable, cartId: string, lineId: number) {
    const { rows } = await db.query<{ id: number; quantity: number; seeds: number }>(
      `SELECT l.id, l.quantity, sp.seeds FROM cart_lines l JOIN seed_packs sp ON sp.id = l.pack_id
       WHERE l.cart_id = $1 AND l.id = $2`,
      [cartId, lineId],
    );
    return rows[0];
  },

  /** Seeds paid for (pack seeds x quantity), leaving out one line when given. */
  async paidSeeds(db: Queryable, cartId: string, exceptLineId: number | null): Promise<number> {
    const { rows } = await db.query<{ n: number }>(
      `SELECT coalesce(sum(sp.seeds * l.quantity), 0)::int AS n FROM cart_lines l JOIN seed_packs sp ON sp.id = l.pack_id
       WHERE l.cart_id = $1 AND ($2::int IS NULL OR l.id <> $2::int)`,
      [cartId, exceptLineId],
    );
    return rows[0]?.n ?? 0;
  },

  async setQuantity(db: Queryable, lineId: number, quantity: number): Promise<void> {
    await db.query('UPDATE cart_lines SET quantity = $2 WHERE id = $1', [lineId, quantity]);
  },

  async deleteLine(db: Queryable, cartId: string, lineId: number): Promise<boolean> {
    const { rows } = await db.query('DELETE FROM cart_lines WHERE cart_id = $1 AND id = $2 RETURNING id', [
      cartId,
      lineId,
    ]);
    return rows.length > 0;
  },

  /**
   * The product's slug and, when `packId` is one of its packs, that pack's id (else null): what the product page's
   * form post is checked against. Undefined when the product does not exist.
   */
  async productPack(
    db: Queryable,
    productId: number,
    packId: number,
  ): Promise<{ slug: string; pack_id: number | null } | undefined> {
    const { rows } = await db.query<{ slug: string; pack_id: number | null }>(
      `SELECT p.slug, sp.id AS pack_id FROM products p
       LEFT JOIN seed_packs sp ON sp.product_id = p.id AND sp.id = $2 WHERE p.id = $1`,
      [productId, packId],
    );
    return rows[0];
  },

  async lines(db: Queryable, cartId: string, currency: CurrencyCode): Promise<CartLineRow[]> {
    const { rows } = await db.query<CartLineRow>(`${cartLinesSql('$1', '$2')} ORDER BY l.id`, [cartId, currency]);
    return rows;
  },
};
