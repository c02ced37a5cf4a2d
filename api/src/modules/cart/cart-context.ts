import type { CurrencyCode } from '@storefront/shared-contracts';
import type { Database, Queryable } from '../../db/database';
import type { ShippingWhere } from '../shipping/shipping';
import type { CartReference } from './cart-reference';
import type { NewCartWriter } from './new-cart-writer';

/** What every cart use case needs: the database, the storefront currency, the seed maximum. */
export interface CartContext {
  db: Database;
  currency: CurrencyCode;
  maxSeeds: number;
  /** The storefront and detected country, for the shipping line. */
  where: ShippingWhere;
  /** Runs on the transaction's connection before a new cart is made (the per-client creation limit). */
  beforeCreate?: (q: Queryable) => Promise<void>;
  /** Packs, prices and countries in memory, version-checked by the write (a shopper's first add). */
  reference?: CartReference;
  /** Groups concurrent first adds into one statement. */
  newCarts?: NewCartWriter;
}
