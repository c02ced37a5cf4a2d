import type { CurrencyCode, StorefrontCode } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import type { QuotedCountry } from '../shipping/shipping';

/** A seed pack as a cart line needs it: its product, its seeds and its price in every currency it has. */
export interface PackReference {
  id: number;
  product_slug: string;
  product_name: string;
  seeds: number;
  free_seeds: number;
  prices: Partial<Record<CurrencyCode, number>>;
}

/** The catalogue and shipping data a cart is priced with, as of catalogue version `version`. */
export interface CartReferenceData {
  version: string;
  packs: ReadonlyMap<number, PackReference>;
  /** Keyed `storefront|ISO`: the country with its cheapest method's price (`quotedCountrySql`'s answer). */
  countries: ReadonlyMap<string, QuotedCountry>;
}

/**
 * One statement (one snapshot): the catalogue version with the packs and the countries it describes. Every table
 * read here bumps `catalog_state.version` when it changes (0001, 0002 and 0092's triggers).
 */
const LOAD = `
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

/**
 * The reference data of carts kept in memory (else a shopper's first add reads packs, prices, products,
 * countries and shipping methods on every request). It is not trusted blindly: a write priced with it carries
 * its version and is only applied while `catalog_state.version` still has it (`createCartWithLineAt`), so a
 * price, pack or shipping change committed before the write is seen by that very add; when the version moved,
 * the data is read again. `get` never polls: the write itself is the check.
 */
export class CartReference {
  private data: CartReferenceData | undefined;
  private loading: Promise<CartReferenceData> | undefined;

  constructor(private readonly db: Queryable) {}

  /** The data held, or read now when there is none or it is older than `staleVersion`'s. */
  async get(staleVersion?: string): Promise<CartReferenceData> {
    if (this.data && this.data.version !== staleVersion) return this.data;
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async load(): Promise<CartReferenceData> {
    const { rows } = await this.db.query<{
      version: string | null;
      packs: PackReference[];
      countries: QuotedCountry[];
    }>(LOAD);
    const row = rows[0];
    const data: CartReferenceData = {
      version: row?.version ?? '0',
      packs: new Map((row?.packs ?? []).map((p) => [p.id, p])),
      countries: new Map((row?.countries ?? []).map((c) => [`${c.storefront}|${c.iso}`, c])),
    };
    this.data = data;
    return data;
  }
}

/** The first of `candidates` (nulls skipped, any case) that is a country of `storefront`, as `quotedCountrySql`. */
export function quotedCountryOf(
  data: CartReferenceData,
  storefront: StorefrontCode,
  candidates: readonly (string | null)[],
): QuotedCountry | undefined {
  for (const iso of candidates) {
    if (!iso) continue;
    const country = data.countries.get(`${storefront}|${iso.toUpperCase()}`);
    if (country) return country;
  }
  return undefined;
}
