import type { GrowerProfile, WishlistItem } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';

interface ProfileRow {
  growing_since: number | null;
  cultivation_method: GrowerProfile['cultivationMethod'];
  flowering_type: GrowerProfile['floweringType'];
  favourite_strain_type: GrowerProfile['favouriteStrainType'];
  favourite_product_ids: number[];
}

const EMPTY: ProfileRow = {
  growing_since: null,
  cultivation_method: null,
  flowering_type: null,
  favourite_strain_type: null,
  favourite_product_ids: [],
};

/** Growers Profile and wishlist, scoped by the owner. */
export const profileRepository = {
  async growerProfile(db: Queryable, customerId: string): Promise<GrowerProfile> {
    const { rows } = await db.query<ProfileRow>(
      `SELECT growing_since, cultivation_method, flowering_type, favourite_strain_type, favourite_product_ids
       FROM grower_profiles WHERE customer_id = $1`,
      [customerId],
    );
    const row = rows[0] ?? EMPTY;
    const ids = row.favourite_product_ids;
    const { rows: strains } = ids.length
      ? await db.query<{ id: number; slug: string; name: string }>(
          'SELECT id, slug, name FROM products WHERE id = ANY($1::int[])',
          [ids],
        )
      : { rows: [] };
    const byId = new Map(strains.map((s) => [s.id, s]));
    const favourites = ids.flatMap((id) => byId.get(id) ?? []);
    return {
      growingSince: row.growing_since,
      cultivationMethod: row.cultivation_method,
      floweringType: row.flowering_type,
      favouriteStrainType: row.favourite_strain_type,
      favouriteStrainIds: favourites.map((s) => s.id),
      favouriteStrains: favourites,
    };
  },

  async knownProductIds(db: Queryable, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const { rows } = await db.query<{ id: number }>('SELECT id FROM products WHERE id = ANY($1::int[])', [ids]);
    return new Set(rows.map((r) => r.id));
  },

  /** The product's slug (its page's address), or null when there is no such product. */
  async productSlug(db: Queryable, productId: number): Promise<string | null> {
    const { rows } = await db.query<{ slug: string }>('SELECT slug FROM products WHERE id = $1', [productId]);
    return rows[0]?.slug ?? null;
  },

  async saveGrowerProfile(
    db: Queryable,
    customerId: string,
    p: Omit<GrowerProfile, 'favouriteStrains'>,
  ): Promise<void> {
    await db.query(
      `INSERT INTO grower_profiles (customer_id, growing_since, cultivation_method, flowering_type, favourite_strain_type,
       favourite_product_ids) VALUES ($1, $2, $3, $4, $5, $6::int[])
       ON CONFLICT (customer_id) DO UPDATE SET growing_since = $2, cultivation_method = $3, flowering_type = $4,
       favourite_strain_type = $5, favourite_product_ids = $6::int[]`,
      [customerId, p.growingSince, p.cultivationMethod, p.floweringType, p.favouriteStrainType, p.favouriteStrainIds],
    );
  },

  async wishlist(db: Queryable, customerId: string): Promise<WishlistItem[]> {
    const { rows } = await db.query<WishlistItem>(
      `SELECT p.id AS "productId", p.slug, p.name,
       to_char(w.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "addedAt"
       FROM wishlist_items w JOIN products p ON p.id = w.product_id WHERE w.customer_id = $1
       ORDER BY w.created_at DESC, p.id`,
      [customerId],
    );
    return rows;
  },

  /** False when the product does not exist. */
  async addToWishlist(db: Queryable, customerId: string, productId: number): Promise<boolean> {
    const { rows } = await db.query(
      `INSERT INTO wishlist_items (customer_id, product_id) SELECT $1, id FROM products WHERE id = $2
       ON CONFLICT DO NOTHING RETURNING product_id`,
      [customerId, productId],
    );
    if (rows.length) return true;
    return (await this.knownProductIds(db, [productId])).size === 1;
  },

  async removeFromWishlist(db: Queryable, customerId: string, productId: number): Promise<void> {
    await db.query('DELETE FROM wishlist_items WHERE customer_id = $1 AND product_id = $2', [customerId, productId]);
  },
};
