import type { PaymentMethod } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { paymentKindOf } from './provider';

/** The storefront's payment methods offered in `country` (settings' payment_options; empty countries = all). */
export async function paymentMethodsFor(db: Queryable, storefront: string, country: string): Promise<PaymentMethod[]> {
  const { rows } = await db.query<{ code: string; name: string }>(
    `SELECT code, name FROM payment_options
     WHERE storefront = $1 AND (cardinality(countries) = 0 OR $2 = ANY (countries)) ORDER BY position`,
    [storefront, country],
  );
  return rows.map((r) => ({ code: r.code, name: r.name, kind: paymentKindOf(r.code) }));
}
