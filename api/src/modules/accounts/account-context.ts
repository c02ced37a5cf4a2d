import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './session-cookie';
import { type CustomerRow, customerRepository } from './customer-repository';
import { hashToken, newToken } from './tokens';
import { AppError } from '../../http/errors';
import { ACCOUNT_ERROR_CODES } from '@storefront/shared-contracts';
import { cartTokenOf, clearCartCookie, setCartCookie } from '../cart/cart-token';
import { mergeCartsAtLogin } from './cart-merge';
import { clientIpOf } from '../../http/client-ip';
import type { ShopLimits } from '../../http/rate-limit';

/** What the account use cases need from the app. */
export interface AccountContext {
  db: Database;
  cookieSecure: boolean;
  /** A session unused for this long has ended (inactivity). */
  sessionIdleSeconds: number;
  /** The public origin links in e-mails point to; unset: the origin the browser used (x-forwarded-host). */
  publicOrigin: string | undefined;
  /** The sign-up and password routes' rate limits (http/rate-limit.ts). */
  limits: Pick<ShopLimits, 'signup' | 'forgotPassword' | 'resetPassword' | 'mailTo'>;
  /** The cart's seed maximum: a guest cart merges into the account's cart within it. */
  maxSeedsPerCart: number;
}

const customerOf = new WeakMap<FastifyRequest, CustomerRow | null>();

/** The logged-in customer of this request, or null; renews the cookie as the session is used. */
export async function currentCustomer(
  ctx: AccountContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<CustomerRow | null> {
  if (customerOf.has(request)) return customerOf.get(request) ?? null;
  const token = sessionTokenOf(request);
  let customer: CustomerRow | null = null;
  if (token) {
    const found = await customerRepository.sessionCustomer(ctx.db, hashToken(token), ctx.sessionIdleSeconds);
    if (found) {
      customer = found.customer;
      if (found.touched) setSessionCookie(request, reply, token, ctx.sessionIdleSeconds, ctx.cookieSecure);
    } else {
      await customerRepository.deleteSession(ctx.db, hashToken(token));
      clearSessionCookie(request, reply, ctx.cookieSecure);
    }
  }
  customerOf.set(request, customer);
  return customer;
}

/** The logged-in customer, or 401 UNAUTHENTICATED. */
export async function requireCustomer(
  ctx: AccountContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<CustomerRow> {
  const customer = await currentCustomer(ctx, request, reply);
  if (!customer) throw new AppError(401, ACCOUNT_ERROR_CODES.unauthenticated, 'Please log in first.');
  return customer;
}

/** Ends this browser's session (if any) and starts a new one for `customerId`: the token always rotates. */
export async function startSession(
  ctx: AccountContext,
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: string,
): Promise<void> {
  const old = sessionTokenOf(request);
  if (old) await customerRepository.deleteSession(ctx.db, hashToken(old));
  const token = newToken();
  await customerRepository.insertSession(ctx.db, hashToken(token), customerId);
  setSessionCookie(request, reply, token, ctx.sessionIdleSeconds, ctx.cookieSecure);
  customerOf.delete(request);
}

/** Ends this browser's session; the account's cart stays with the account, so the browser forgets it too. */
export async function endSession(ctx: AccountContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = sessionTokenOf(request);
  if (token) await customerRepository.deleteSession(ctx.db, hashToken(token));
  clearSessionCookie(request, reply, ctx.cookieSecure);
  if (cartTokenOf(request)) clearCartCookie(reply, ctx.cookieSecure);
  customerOf.set(request, null);
}

/** Joins the browser's guest cart and the account's cart (see mergeCartsAtLogin) and points the cookie at it. */
export async function joinCarts(
  ctx: AccountContext,
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: string,
): Promise<void> {
  const result = await ctx.db.transaction((tx) =>
    mergeCartsAtLogin(tx, customerId, cartTokenOf(request), ctx.maxSeedsPerCart),
  );
  if (result.cookie === 'set') setCartCookie(reply, result.token, ctx.cookieSecure);
  if (result.cookie === 'clear') clearCartCookie(reply, ctx.cookieSecure);
}

/** The client's IP: behind the edge, the address the edge forwarded (http/client-ip.ts). */
export function clientIp(request: FastifyRequest): string {
  return clientIpOf(request);
}

/** Where links in e-mails point: the configured public origin, else the one the browser used. */
export function publicOrigin(ctx: AccountContext, request: FastifyRequest): string {
  if (ctx.publicOrigin) return ctx.publicOrigin;
  const host = request.headers['x-forwarded-host'] ?? request.headers.host ?? '127.0.0.1';
  const proto = request.headers['x-forwarded-proto'] ?? request.protocol;
  return `${String(proto)}://${String(host)}`;
}

/**
 * The customer whose session cookie this request carries (for areas outside the account routes, e.g. Pay Now),
 * without renewing the cookie; null for a guest or an ended session.
 */
export async function sessionCustomerOf(
  db: Database,
  sessionIdleSeconds: number,
  request: FastifyRequest,
): Promise<CustomerRow | null> {
  const token = sessionTokenOf(request);
  if (!token) return null;
  return (await customerRepository.sessionCustomer(db, hashToken(token), sessionIdleSeconds))?.customer ?? null;
}
