import {
  ACCOUNT_ERROR_CODES,
  type Language,
  MINIMUM_AGE,
  type StorefrontCode,
  STOREFRONTS,
} from '@storefront/shared-contracts';
import { AppError } from '../../http/errors';
import type { AccountContext } from './account-context';
import { type CustomerRow, customerRepository } from './customer-repository';
import { requestEmailChange } from './email-change';
import { normaliseEmail } from './email-address';

/** True when someone born on `dateOfBirth` (YYYY-MM-DD) is at least `MINIMUM_AGE` on `today`. */
export function isAdult(dateOfBirth: string, today = new Date()): boolean {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(today.getUTCFullYear() - MINIMUM_AGE, today.getUTCMonth(), today.getUTCDate()));
  return Date.UTC(y, m - 1, d) <= limit.getTime();
}

export interface DetailsInput {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string | null;
  language?: Language | undefined;
  storefront?: StorefrontCode | undefined;
}

/**
 * Saves name and date of birth at once. A different e-mail address is not taken here: a confirmation link goes
 * to it (see requestEmailChange) and `emailChangeSentTo` names it, whether or not another account has it, so
 * the answer never tells which addresses have accounts. A change of letter case only is saved at once (the
 * address stays the account's own).
 */
export async function updateDetails(
  ctx: AccountContext,
  origin: string,
  customer: CustomerRow,
  d: DetailsInput,
): Promise<{ customer: CustomerRow; emailChangeSentTo: string | null }> {
  if (d.dateOfBirth && !isAdult(d.dateOfBirth)) {
    throw new AppError(422, ACCOUNT_ERROR_CODES.underage, `You must be ${MINIMUM_AGE} or older.`, {
      amount: MINIMUM_AGE,
    });
  }
  const sameAddress = normaliseEmail(d.email) === normaliseEmail(customer.email);
  const name = d.name || `${d.firstName} ${d.lastName}`;
  await customerRepository.updateDetails(ctx.db, customer.id, {
    ...d,
    name,
    email: sameAddress ? d.email : customer.email,
  });
  if (!sameAddress) {
    const storefront = d.storefront ?? 'en';
    await requestEmailChange(ctx, origin, {
      customerId: customer.id,
      newEmail: d.email,
      language: d.language ?? STOREFRONTS[storefront].language,
      storefront,
    });
  }
  return {
    customer: (await customerRepository.byId(ctx.db, customer.id)) ?? customer,
    emailChangeSentTo: sameAddress ? null : d.email,
  };
}
