import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_MESSAGES,
  type Language,
  type StorefrontCode,
  STOREFRONTS,
  buildPath,
} from '@storefront/shared-contracts';
import { AppError } from '../../http/errors';
import type { AccountContext } from './account-context';
import { accountEmails } from './account-emails';
import { type CustomerRow, customerRepository } from './customer-repository';
import { hashPassword, verifyPassword } from './password-hashing';
import { normaliseEmail } from './email-address';
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
    // A reset link asked for before the change must not undo it.
    await customerRepository.endResetsOf(tx, customer.id);
  });
}

/**
 * Queues a reset link when the address has an account; nothing else otherwise (the answer is the same).
 * Both cases do the same work so that timing tells nothing either: a token is made and the e-mail written
 * whatever the address, then one statement inserts the reset and its outbox e-mail only where the account
 * exists. Its commit does not wait for the disk (a reset lost in a crash is simply asked for again), so the
 * write of a known address costs what the read of an unknown one does.
 */
export async function requestPasswordReset(
  ctx: AccountContext,
  origin: string,
  input: { email: string; language?: Language | undefined; storefront?: StorefrontCode | undefined },
): Promise<void> {
  const storefront = input.storefront ?? 'en';
  const language = input.language ?? STOREFRONTS[storefront].language;
  const token = newToken();
  const url = `${origin}${buildPath('reset-password', storefront)}?token=${token}`;
  const email = accountEmails.reset(input.email, language, url);
  await ctx.db.transaction(async (tx) => {
    await customerRepository.commitWithoutFlush(tx);
    await customerRepository.insertResetIfAccount(tx, normaliseEmail(input.email), hashToken(token), {
      ttlSeconds: RESET_TOKEN_TTL_SECONDS,
      email,
    });
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
    // One reset ends them all: an older link still in the mailbox must not set the password again.
    await customerRepository.endResetsOf(tx, id);
    await customerRepository.setPassword(tx, id, passwordHash);
    await customerRepository.deleteSessionsOf(tx, id);
    // The reset link reached the account's mailbox: the address is proven, so its guest orders join the account.
    await customerRepository.claimGuestOrders(tx, id);
    return id;
  });
  const customer = customerId ? await customerRepository.byId(ctx.db, customerId) : undefined;
  if (!customer) throw new AppError(400, ACCOUNT_ERROR_CODES.invalidResetToken, ACCOUNT_MESSAGES.resetFailed);
  return customer;
}
