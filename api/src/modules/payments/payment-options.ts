import type { PaymentMethod } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { paymentKindOf } from './provider';
import { paymentRepository } from './repository';

/** The storefront's payment methods offered in `country` (settings' payment_options; empty countries = all). */
export async function paymentMethodsFor(db: Queryable, storefront: string, country: string): Promise<PaymentMethod[]> {
  const rows = await paymentRepository.options(db, storefront, country);
  return rows.map((r) => ({ code: r.code, name: r.name, kind: paymentKindOf(r.code) }));
}
