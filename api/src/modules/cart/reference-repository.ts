import type { CurrencyCode } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import type { QuotedCountry } from '../shipping/repository';

/** A seed pack as a cart line needs it: its product, its seeds and its price in every currency it has. */
export interface PackReference {
  id: number;
  product_slug: string;
  product_name: string;
  seeds: number;
  free_seeds: number;
  prices: Partial<Record<CurrencyCode, number>>;
}

/**
 * One statement (one snapshot): the catalogue version with the packs and the countries it describes. Every table
 * read here bumps `catalog_state.version` when it changes (0001, 0002 and 0092's triggers).
 */
const REFERENCE_DATA = `
  SELECT (SELECT version::text FROM catalog_state WHERE id = 1) AS version,
    (SELECT coalesce(jsonb_agg(jsonb_build_object(
        'id', sp.id, 'product_slug', p.slug, 'product_name', p.name, 'seeds', sp.seeds, 'free_seeds', sp.free_seeds,
        'prices', (SELECT coalesce(jsonb_object_agg(pp.currency, pp.amount), '{}') FROM pack_prices pp
                   WHERE pp.pack_id = sp.id))), '[]')
     FROM seed_packs sp JOIN products p ON p.id = sp.product_id) AS packs,
    (SELECT coalesce(jsonb_agg(q), '[]') FROM (
       SELECT c.id, c.iso, c.name, c.storefront, c.min_days, c.max_days, c.delay_days, c.free_from,
         (SELECT m.price FROM shipping_methods m JOIN carriers k ON k.key = m.carrier_key
          WHERE m.country_id = c.id ORDER BY m.price, m.id LIMIT 1) AS cheapest_price
       FROM countries c) q) AS countries`;

/** The catalogue version with every pack and every country (as `quotedCountrySql` answers it), in one snapshot. */
export async function loadCartReferenceRow(
  db: Queryable,
): Promise<{ version: string | null; packs: PackReference[]; countries: QuotedCountry[] } | undefined> {
  const { rows } = await db.query<{ version: string | null; packs: PackReference[]; countries: QuotedCountry[] }>(
    REFERENCE_DATA,
  );
  return rows[0];
}
