import type { StorefrontCode } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import type { QuotedCountry } from '../shipping/repository';
import { loadCartReferenceRow, type PackReference } from './reference-repository';

export type { PackReference };

/** The catalogue and shipping data a cart is priced with, as of catalogue version `version`. */
export interface CartReferenceData {
  version: string;
  packs: ReadonlyMap<number, PackReference>;
  /** Keyed `storefront|ISO`: the country with its cheapest method's price (`quotedCountrySql`'s answer). */
  countries: ReadonlyMap<string, QuotedCountry>;
}

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
    const row = await loadCartReferenceRow(this.db);
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
