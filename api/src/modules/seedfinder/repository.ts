import type { CurrencyCode } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import type { CardRow } from '../catalog/repository';

export interface SeedfinderRow extends CardRow {
  sales_count: number;
  difficulty: 'beginner' | 'advanced' | 'expert';
  thc_content: number;
  cbd_content: number;
  yield_indoor: number;
  yield_outdoor: number;
  height_indoor_max: number;
  height_outdoor_max: number;
  flowering_days_max: number;
  climates: string[];
  effects: string[];
  pack_id: number;
  seeds: number;
  free_seeds: number;
}

export function seedfinderRepository(db: Queryable) {
  return {
    /** Every product with what the scoring reads and its smallest pack (the card's from-price) in `currency`. */
    async candidates(currency: CurrencyCode): Promise<SeedfinderRow[]> {
      const { rows } = await db.query<SeedfinderRow>(
        `SELECT p.id, p.slug, p.name, p.flowering_type, p.gender, p.genetics, p.thc_level, p.rating_avg, p.review_count,
           p.sales_count, p.difficulty, p.thc_content, p.cbd_content, p.yield_indoor, p.yield_outdoor, p.height_indoor_max,
           p.height_outdoor_max, p.flowering_days_max, p.climates, p.effects,
           pack.id AS pack_id, pack.seeds, pack.free_seeds, pack.amount AS from_price,
           EXISTS (SELECT 1 FROM seed_packs promo WHERE promo.product_id = p.id AND promo.free_seeds > 0) AS promotion
         FROM products p
         JOIN LATERAL (
           SELECT sp.id, sp.seeds, sp.free_seeds, pp.amount FROM seed_packs sp
           JOIN pack_prices pp ON pp.pack_id = sp.id AND pp.currency = $1
           WHERE sp.product_id = p.id ORDER BY sp.seeds, pp.amount LIMIT 1
         ) pack ON true
         ORDER BY p.id`,
        [currency],
      );
      return rows;
    },
  };
}

export type SeedfinderRepository = ReturnType<typeof seedfinderRepository>;
