import { EMAIL_PATTERN, STOREFRONTS, type StorefrontCode } from '@storefront/shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../http/errors';
import { enqueueEmail } from '../mail/enqueue-email';
import { composeEmail } from '../mail/templates/compose-email';
import { orderStatusLink } from '../mail/templates/order-status-link';
import { accessKeyFor, type OrderLinks, overviewPath, signedLinkKey } from './order-links';
import { orderRepository } from './repository';

/** Lookups counted per client and per e-mail address; refused ones are not recorded, so the count falls again. */
const WINDOW_MINUTES = 10;
/** How far back "recent orders" reach in the e-mailed list, and how many it lists. */
const RECENT_DAYS = 180;
const RECENT_LIMIT = 10;

/**
 * Counts a lookup for each key (client address, e-mail address) and refuses with 429 past `limit` in 10
 * minutes. The counters live in the database, the one store every api instance shares.
 */
export async function rateLimitLookup(db: Database, keys: string[], limit: number): Promise<void> {
  const refused = await db.transaction((tx) => orderRepository.countLookups(tx, keys, limit, WINDOW_MINUTES));
  if (refused) {
    throw new AppError(429, 'TOO_MANY_LOOKUPS', 'Too many order lookups. Please try again in a few minutes.', {
      retryAfterSeconds: refused.refusedForSeconds,
    });
  }
}

const invalidEmail = () =>
  new AppError(422, 'VALIDATION_FAILED', 'Please provide a valid email address.', undefined, [
    { path: 'email', message: 'Please provide a valid email address.' },
  ]);

/** "I do know my order number": number and e-mail must both match; answers the overview's access key. */
export async function lookUpOrder(
  db: Queryable,
  secret: string,
  storefront: StorefrontCode,
  email: string,
  orderNumber: string,
) {
  if (!EMAIL_PATTERN.test(email.trim())) throw invalidEmail();
  const number = orderNumber.trim().toUpperCase();
  if (!number) {
    throw new AppError(422, 'VALIDATION_FAILED', 'Order number required', undefined, [
      { path: 'orderNumber', message: 'Order number required' },
    ]);
  }
  const found = await orderRepository.numberByEmail(db, storefront, number, email.trim());
  if (!found) throw new AppError(404, 'ORDER_NOT_FOUND', 'Order Not Found');
  return { orderNumber: found, accessKey: accessKeyFor(secret, found) };
}

/**
 * "I don't know my order number": e-mails a signed, expiring link to each recent order of the address in this
 * storefront. Nothing is sent when there are none, and the answer is the same either way.
 */
export async function sendOrderLinks(db: Database, links: OrderLinks, storefront: StorefrontCode, email: string) {
  if (!EMAIL_PATTERN.test(email.trim())) throw invalidEmail();
  await db.transaction(async (tx) => {
    const rows = await orderRepository.recentByEmail(tx, storefront, email.trim(), RECENT_DAYS, RECENT_LIMIT);
    if (!rows.length) return;
    const expiresAt = Math.floor(Date.now() / 1000) + links.linkTtlSeconds;
    const orders = rows.map((o) => ({
      number: o.number,
      link: `${links.origin}${overviewPath(storefront, o.number, signedLinkKey(links.secret, o.number, expiresAt))}`,
    }));
    const hours = Math.round(links.linkTtlSeconds / 3600);
    const shop = STOREFRONTS[storefront];
    await enqueueEmail(tx, composeEmail(orderStatusLink, rows[0]!.email, { orders, hours }, shop.language, shop));
  });
  return { sent: true as const };
}
