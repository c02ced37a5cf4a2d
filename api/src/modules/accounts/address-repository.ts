import type { Address } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';

interface AddressRow {
  id: number;
  first_name: string;
  last_name: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  postal_code: string;
  state: string;
  country: string;
  default_shipping: boolean;
  default_billing: boolean;
}

export interface AddressFields {
  firstName: string;
  lastName: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  state: string;
  country: string;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

const toAddress = (r: AddressRow): Address => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  phone: r.phone,
  line1: r.line1,
  line2: r.line2,
  city: r.city,
  postalCode: r.postal_code,
  state: r.state,
  country: r.country,
  defaultShipping: r.default_shipping,
  defaultBilling: r.default_billing,
});

const COLUMNS =
  'id, first_name, last_name, phone, line1, line2, city, postal_code, state, country, default_shipping, default_billing';
const values = (a: AddressFields) => [
  a.firstName,
  a.lastName,
  a.phone,
  a.line1,
  a.line2,
  a.city,
  a.postalCode,
  a.state,
  a.country,
  a.defaultShipping,
  a.defaultBilling,
];

/** The address book; every statement is scoped by the owner, so another customer's id finds nothing. */
export const addressRepository = {
  async list(db: Queryable, customerId: string): Promise<Address[]> {
    const { rows } = await db.query<AddressRow>(
      `SELECT ${COLUMNS} FROM customer_addresses WHERE customer_id = $1 ORDER BY id`,
      [customerId],
    );
    return rows.map(toAddress);
  },

  /** Clears the customer's default flags the new address takes over (one default of each kind). */
  async releaseDefaults(db: Queryable, customerId: string, a: AddressFields, exceptId = 0): Promise<void> {
    if (a.defaultShipping)
      await db.query('UPDATE customer_addresses SET default_shipping = false WHERE customer_id = $1 AND id <> $2', [
        customerId,
        exceptId,
      ]);
    if (a.defaultBilling)
      await db.query('UPDATE customer_addresses SET default_billing = false WHERE customer_id = $1 AND id <> $2', [
        customerId,
        exceptId,
      ]);
  },

  async insert(db: Queryable, customerId: string, a: AddressFields): Promise<Address> {
    const { rows } = await db.query<AddressRow>(
      `INSERT INTO customer_addresses (customer_id, first_name, last_name, phone, line1, line2, city, postal_code, state,
       country, default_shipping, default_billing) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       RETURNING ${COLUMNS}`,
      [customerId, ...values(a)],
    );
    return toAddress(rows[0] as AddressRow);
  },

  async update(db: Queryable, customerId: string, id: number, a: AddressFields): Promise<Address | undefined> {
    const { rows } = await db.query<AddressRow>(
      `UPDATE customer_addresses SET first_name = $3, last_name = $4, phone = $5, line1 = $6, line2 = $7, city = $8,
       postal_code = $9, state = $10, country = $11, default_shipping = $12, default_billing = $13
       WHERE customer_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [customerId, id, ...values(a)],
    );
    return rows[0] ? toAddress(rows[0]) : undefined;
  },

  async remove(db: Queryable, customerId: string, id: number): Promise<boolean> {
    const { rows } = await db.query('DELETE FROM customer_addresses WHERE customer_id = $1 AND id = $2 RETURNING id', [
      customerId,
      id,
    ]);
    return rows.length > 0;
  },

  async exists(db: Queryable, customerId: string, id: number): Promise<boolean> {
    const { rows } = await db.query('SELECT 1 FROM customer_addresses WHERE customer_id = $1 AND id = $2', [
      customerId,
      id,
    ]);
    return rows.length > 0;
  },
};
