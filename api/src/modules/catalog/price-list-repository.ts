import type { CurrencyCode } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';

export interface PriceListRow {
  product_id: number;
  slug: string;
  name: string;
  flowering_type: 'photoperiod' | 'autoflower';
  pack_id: number;
  seeds: number;
  free_seeds: number;
  amount: number;
}

export function priceListRepository(db: Queryable) {
  return {
    /** One row per pack, by product name (byte order), then pack size; `nameFilter` is lower-case, '' for all. */
    async rows(currency: CurrencyCode, nameFilter: string): Promise<PriceListRow[]> {
      const { rows } = await db.query<PriceListRow>(
        `SELECT p.id AS product_id, p.slug, p.name, p.flowering_type, sp.id AS pack_id, sp.seeds, sp.free_seeds, pp.amount
         FROM products p JOIN seed_packs sp ON sp.product_id = p.id JOIN pack_prices pp ON pp.pack_id = sp.id AND pp.currency = $1
         WHERE strpos(lower(p.name), $2) > 0
         ORDER BY p.name COLLATE "C", p.id, sp.seeds`,
        [currency, nameFilter],
      );
      return rows;
    },
  };
}

export type PriceListRepository = ReturnType<typeof priceListRepository>;
