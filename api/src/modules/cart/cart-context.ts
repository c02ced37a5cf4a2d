import type { CurrencyCode } from '@storefront/shared-contracts';
import type { Database } from '../../db/database';
import type { ShippingWhere } from '../checkout/shipping';

/** What every cart use case needs: the database, the storefront currency, the seed maximum. */
export interface CartContext {
  db: Database;
  currency: CurrencyCode;
  maxSeeds: number;
  /** The storefront and detected country, for the shipping line. */
  where: ShippingWhere;
}
