import { STOREFRONTS, type StorefrontCode } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { type CountryRow, type ShippingMethodRow, shippingRepository } from './shipping-repository';

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

/**
 * The country a cart's shipping is priced for: the one chosen at checkout, else the detected one when it
 * belongs to this storefront, else the storefront's default country.
 */
export async function shippingCountry(
  db: Queryable,
  where: ShippingWhere,
  chosen: string | null,
): Promise<CountryRow | undefined> {
  for (const iso of [chosen, where.detectedCountry, STOREFRONTS[where.storefront].defaultCountry]) {
    if (!iso) continue;
    const country = await shippingRepository.country(db, iso.toUpperCase());
    if (country && country.storefront === where.storefront) return country;
  }
  return undefined;
}

export interface CartShippingQuote {
  country: string | null;
  amount: number;
  free: boolean;
  freeOver: number | null;
}

/** The cart's shipping line: the cheapest method of its country, free over the country's threshold. */
export async function quoteCartShipping(
  db: Queryable,
  where: ShippingWhere,
  cartId: string | null,
  merchandise: number,
): Promise<CartShippingQuote> {
  const chosen = cartId ? await shippingRepository.cartCountry(db, cartId) : null;
  const country = await shippingCountry(db, where, chosen);
  if (!country) return { country: null, amount: 0, free: false, freeOver: null };
  const [cheapest] = await shippingRepository.methods(db, country.id);
  const free = isFreeShipping(country, merchandise);
  return {
    country: country.iso,
    amount: cheapest && merchandise > 0 ? shippingPrice(cheapest, country, merchandise) : 0,
    free,
    freeOver: country.free_from === 0 ? null : country.free_from,
  };
}
