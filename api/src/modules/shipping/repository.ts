import type { Queryable } from '../../db/database';

export interface CountryRow {
  id: number;
  iso: string;
  name: string;
  storefront: string;
  min_days: number;
  max_days: number;
  delay_days: number;
  free_from: number;
}

export interface ShippingMethodRow {
  id: number;
  carrier_key: string;
  label: string;
  tracked: boolean;
  price: number;
  min_days: number;
  max_days: number;
}

/** A cart's shipping country with its cheapest method's price (null: the country has no method). */
export interface QuotedCountry extends CountryRow {
  cheapest_price: number | null;
}

/**
 * SQL answering the first of `candidates` (a text[] expression, in order; nulls skipped) that is a country of
 * `storefront`, with its cheapest method's price: the country, then the cheapest of its `methods`, in
 * one statement, for the cart's shipping line (every cart answer prices it).
 */
export const quotedCountrySql = (candidates: string, storefront: string) => `
  SELECT c.id, c.iso, c.name, c.storefront, c.min_days, c.max_days, c.delay_days, c.free_from, m.price AS cheapest_price
  FROM unnest(${candidates}) WITH ORDINALITY AS x(iso, n)
  JOIN countries c ON c.iso = upper(x.iso) AND c.storefront = ${storefront}
  LEFT JOIN LATERAL (
    SELECT m.price FROM shipping_methods m JOIN carriers k ON k.key = m.carrier_key
    WHERE m.country_id = c.id ORDER BY m.price, m.id LIMIT 1) m ON true
  ORDER BY x.n LIMIT 1`;

const COUNTRY_COLUMNS = 'id, iso, name, storefront, min_days, max_days, delay_days, free_from';

/** SQL of countries and their shipping methods (reference data, seeded). */
export const shippingRepository = {
  async country(db: Queryable, iso: string): Promise<CountryRow | undefined> {
    const { rows } = await db.query<CountryRow>(`SELECT ${COUNTRY_COLUMNS} FROM countries WHERE iso = $1`, [iso]);
    return rows[0];
  },

  async countries(db: Queryable, storefront: string): Promise<CountryRow[]> {
    const { rows } = await db.query<CountryRow>(
      `SELECT ${COUNTRY_COLUMNS} FROM countries WHERE storefront = $1 ORDER BY position`,
      [storefront],
    );
    return rows;
  },

  /** The country's methods, cheapest first. */
  async methods(db: Queryable, countryId: number): Promise<ShippingMethodRow[]> {
    const { rows } = await db.query<ShippingMethodRow>(
      `SELECT m.id, m.carrier_key, c.label, c.tracked, m.price, m.min_days, m.max_days
       FROM shipping_methods m JOIN carriers c ON c.key = m.carrier_key
       WHERE m.country_id = $1 ORDER BY m.price, m.id`,
      [countryId],
    );
    return rows;
  },

  /**
   * The cart's own country, else the first of `fallbacks` (the detected country, then the storefront's default)
   * that is a country of `storefront`, with its cheapest method's price.
   */
  async quotedCountry(
    db: Queryable,
    cartId: string | null,
    fallbacks: [string | null, string],
    storefront: string,
  ): Promise<QuotedCountry | undefined> {
    const { rows } = await db.query<QuotedCountry>(
      quotedCountrySql('ARRAY[(SELECT country FROM carts WHERE id = $1::uuid), $2::text, $3::text]', '$4'),
      [cartId, fallbacks[0], fallbacks[1], storefront],
    );
    return rows[0];
  },

  async cartCountry(db: Queryable, cartId: string): Promise<string | null> {
    const { rows } = await db.query<{ country: string | null }>('SELECT country FROM carts WHERE id = $1', [cartId]);
    return rows[0]?.country ?? null;
  },
};
