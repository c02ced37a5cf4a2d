import { STOREFRONTS, type StorefrontCode } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { type CountryRow, type QuotedCountry, type ShippingMethodRow, shippingRepository } from './repository';

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
  const country = await shippingRepository.quotedCountry(
    db,
    cartId,
    [where.detectedCountry, STOREFRONTS[where.storefront].defaultCountry],
    where.storefront,
  );
  return quoteFrom(country, merchandise);
}
