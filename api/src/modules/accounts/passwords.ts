import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_MESSAGES,
  type Language,
  type StorefrontCode,
  STOREFRONTS,
  buildPath,
} from '@storefront/shared-contracts';
import { AppError } from '../../http/errors';
import { enqueueEmail } from '../mail/enqueue-email';
import type { AccountContext } from './account-context';
import { accountEmails } from './account-emails';
import { type CustomerRow, customerRepository } from './customer-repository';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password-hashing';
import { hashToken, newToken } from './tokens';

/** A reset link works once, within an hour. */
export const RESET_TOKEN_TTL_SECONDS = 3600;

/** Checks the current password, stores the new one and ends every session of the customer (the caller starts one). */
export async function changePassword(
  ctx: AccountContext,
  customer: CustomerRow,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  if (!(await verifyPassword(customer.password_hash, input.currentPassword))) {
    throw new AppError(422, ACCOUNT_ERROR_CODES.wrongPassword, 'The current password is not correct.');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await customerRepository.setPassword(tx, customer.id, passwordHash);
    await customerRepository.deleteSessionsOf(tx, customer.id);
  });
}

/** Queues a reset link when the address has an account; does nothing else otherwise (the answer is the same). */
export async function requestPasswordReset(
  ctx: AccountContext,
  origin: string,
  input: { email: string; language?: Language | undefined; storefront?: StorefrontCode | undefined },
): Promise<void> {
  const customer = await customerRepository.byEmail(ctx.db, input.email);
  if (!customer) {
    // Spend about the time a hash lookup and insert would, so timing says nothing either.
    await verifyAgainstNothing(input.email);
    return;
  }
  const storefront = input.storefront ?? 'en';
  const language = input.language ?? STOREFRONTS[storefront].language;
  const token = newToken();
  const url = `${origin}${buildPath('reset-password', storefront)}?token=${token}`;
  await ctx.db.transaction(async (tx) => {
    await customerRepository.insertReset(tx, hashToken(token), customer.id, RESET_TOKEN_TTL_SECONDS);
    await enqueueEmail(tx, accountEmails.reset(customer.email, language, url));
  });
}

/** Uses the token once, sets the password and ends every session; returns the customer to log in. */
export async function resetPassword(
  ctx: AccountContext,
  input: { token: string; password: string },
): Promise<CustomerRow> {
  const passwordHash = await hashPassword(input.password);
  const customerId = await ctx.db.transaction(async (tx) => {
    const id = await customerRepository.consumeReset(tx, hashToken(input.token));
    if (!id) return undefined;
    await customerRepository.setPassword(tx, id, passwordHash);
    await customerRepository.deleteSessionsOf(tx, id);
    // The reset link reached the account's mailbox: the address is proven, so its guest orders join the account.
    await tx.query(
      `UPDATE orders SET customer_id = $1
       WHERE customer_id IS NULL AND lower(email) = (SELECT lower(email) FROM customers WHERE id = $1)`,
      [id],
    );
    return id;
  });
  const customer = customerId ? await customerRepository.byId(ctx.db, customerId) : undefined;
  if (!customer) throw new AppError(400, ACCOUNT_ERROR_CODES.invalidResetToken, ACCOUNT_MESSAGES.resetFailed);
  return customer;
}
