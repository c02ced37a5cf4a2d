import type { Customer, SessionResponse } from '@storefront/shared-contracts';
import type { CustomerRow } from './customer-repository';

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    email: row.email,
    name: row.display_name,
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
  };
}

export const loggedIn = (row: CustomerRow): SessionResponse => ({ loggedIn: true, customer: toCustomer(row) });
export const loggedOut: SessionResponse = { loggedIn: false, customer: null };
