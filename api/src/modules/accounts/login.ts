import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from '@storefront/shared-contracts';
import { AppError } from '../../http/errors';
import type { AccountContext } from './account-context';
import { type CustomerRow, customerRepository } from './customer-repository';
import { verifyAgainstNothing, verifyPassword } from './password-hashing';

/** Against password guessing: 5 failures a minute per address and per IP, then 429 with Retry-After. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_SECONDS = 60;

export class TooManyAttempts extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, ACCOUNT_ERROR_CODES.tooManyAttempts, 'Too many failed attempts. Please wait a minute and try again.', {
      retryAfter: retryAfterSeconds,
    });
  }
}

export const invalidCredentials = () =>
  new AppError(401, ACCOUNT_ERROR_CODES.invalidCredentials, ACCOUNT_MESSAGES.loginFailed);

/**
 * Checks the address and password. Throttled before anything is verified; an unknown address is verified
 * against a dummy hash and answers exactly like a wrong password.
 */
export async function authenticate(
  ctx: AccountContext,
  ip: string,
  input: { email: string; password: string },
): Promise<CustomerRow> {
  const emailKey = input.email.trim().toLowerCase();
  const wait = await customerRepository.throttledFor(ctx.db, emailKey, ip, LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_SECONDS);
  if (wait > 0) throw new TooManyAttempts(wait);
  const customer = await customerRepository.byEmail(ctx.db, emailKey);
  const ok = customer
    ? await verifyPassword(customer.password_hash, input.password)
    : await verifyAgainstNothing(input.password);
  if (!customer || !ok) {
    await customerRepository.recordFailure(ctx.db, emailKey, ip, LOGIN_WINDOW_SECONDS);
    throw invalidCredentials();
  }
  return customer;
}
