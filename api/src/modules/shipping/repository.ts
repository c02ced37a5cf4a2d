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

  async cartCountry(db: Queryable, cartId: string): Promise<string | null> {
    const { rows } = await db.query<{ country: string | null }>('SELECT country FROM carts WHERE id = $1', [cartId]);
    return rows[0]?.country ?? null;
  },
};
