import { STOREFRONTS, type StorefrontCode } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import type { CountryRow, ShippingMethodRow } from './repository';

/** Where a cart ships to, as far as the request tells: the storefront and the detected country (cfcountry). */
export interface ShippingWhere {
  storefront: StorefrontCode;
  detectedCountry: string | null;
}

/** A cart is shipped free when its amount after discount reaches the country's threshold; 0 = always free. */
export function isFreeShipping(country: Pick<CountryRow, 'free_from'>, merchandise: number): boolean {
  return country.free_from === 0 || merchandise >= country.free_from;
}

export function shippingPrice(method: ShippingMethodRow, country: CountryRow, merchandise: number): number {
  return isFreeShipping(country, merchandise) ? 0 : method.price;
}

export interface CartShippingQuote {
  country: string | null;
  amount: number;
  free: boolean;
  freeOver: number | null;
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

/** The shipping line of `quotedCountrySql`'s answer for a cart whose merchandise (after discount) is `merchandise`. */
export function quoteFrom(country: QuotedCountry | undefined, merchandise: number): CartShippingQuote {
  if (!country) return { country: null, amount: 0, free: false, freeOver: null };
  const free = isFreeShipping(country, merchandise);
  return {
    country: country.iso,
    amount: country.cheapest_price !== null && merchandise > 0 && !free ? country.cheapest_price : 0,
    free,
    freeOver: country.free_from === 0 ? null : country.free_from,
  };
}

/**
 * The cart's shipping line: the cheapest method of its country (the one chosen at checkout, else the detected
 * one of this storefront, else the storefront's default), free over the country's threshold. One statement.
 */
export async function quoteCartShipping(
  db: Queryable,
  where: ShippingWhere,
  cartId: string | null,
  merchandise: number,
): Promise<CartShippingQuote> {
  const { rows } = await db.query<QuotedCountry>(
    quotedCountrySql('ARRAY[(SELECT country FROM carts WHERE id = $1::uuid), $2::text, $3::text]', '$4'),
    [cartId, where.detectedCountry, STOREFRONTS[where.storefront].defaultCountry, where.storefront],
  );
  return quoteFrom(rows[0], merchandise);
}
