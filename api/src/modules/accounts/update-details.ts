import { ACCOUNT_ERROR_CODES, MINIMUM_AGE } from '@storefront/shared-contracts';
import { AppError } from '../../http/errors';
import type { AccountContext } from './account-context';
import { type CustomerRow, customerRepository } from './customer-repository';

/** True when someone born on `dateOfBirth` (YYYY-MM-DD) is at least `MINIMUM_AGE` on `today`. */
export function isAdult(dateOfBirth: string, today = new Date()): boolean {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(today.getUTCFullYear() - MINIMUM_AGE, today.getUTCMonth(), today.getUTCDate()));
  return Date.UTC(y, m - 1, d) <= limit.getTime();
}

export async function updateDetails(
  ctx: AccountContext,
  customer: CustomerRow,
  d: { name: string; firstName: string; lastName: string; email: string; dateOfBirth: string | null },
): Promise<CustomerRow> {
  if (d.dateOfBirth && !isAdult(d.dateOfBirth)) {
    throw new AppError(422, ACCOUNT_ERROR_CODES.underage, `You must be ${MINIMUM_AGE} or older.`, {
      amount: MINIMUM_AGE,
    });
  }
  if (await customerRepository.emailTakenByOther(ctx.db, customer.id, d.email)) {
    throw new AppError(409, ACCOUNT_ERROR_CODES.emailTaken, 'This e-mail address belongs to another account.');
  }
  const name = d.name || `${d.firstName} ${d.lastName}`;
  await customerRepository.updateDetails(ctx.db, customer.id, { ...d, name });
  return (await customerRepository.byId(ctx.db, customer.id)) ?? customer;
}
