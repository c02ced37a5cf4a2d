import { EMAIL_PATTERN, STOREFRONTS, type StorefrontCode } from '@storefront/shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../http/errors';
import { enqueueEmail } from '../mail/enqueue-email';
import { composeEmail } from '../mail/templates/compose-email';
import { orderStatusLink } from '../mail/templates/order-status-link';
import { accessKeyFor, type OrderLinks, overviewPath, signedLinkKey } from './order-links';

const WINDOW = "interval '10 minutes'";
/** How far back "recent orders" reach in the e-mailed list, and how many it lists. */
const RECENT_DAYS = 180;
const RECENT_LIMIT = 10;

/**
 * Counts a lookup for each key (client address, e-mail address) and refuses with 429 past `limit` in 10
 * minutes. The counters live in the database, the one store every api instance shares.
 */
export async function rateLimitLookup(db: Database, keys: string[], limit: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`DELETE FROM order_lookups WHERE created_at < now() - ${WINDOW}`);
    for (const key of keys) {
      // Refused lookups are not recorded, so the count falls below the limit when the oldest leaves the window.
      const { rows } = await tx.query<{ n: number; wait: number | null }>(
        `SELECT count(*)::int AS n,
           ceil(extract(epoch FROM min(created_at) + ${WINDOW} - now()))::int AS wait
         FROM order_lookups WHERE client = $1 AND created_at > now() - ${WINDOW}`,
        [key],
      );
      if ((rows[0]?.n ?? 0) >= limit) {
        const retryAfterSeconds = Math.max(1, rows[0]?.wait ?? 1);
        throw new AppError(429, 'TOO_MANY_LOOKUPS', 'Too many order lookups. Please try again in a few minutes.', {
          retryAfterSeconds,
        });
      }
    }
    for (const key of keys) await tx.query('INSERT INTO order_lookups (client) VALUES ($1)', [key]);
  });
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
  const { rows } = await db.query<{ number: string }>(
    'SELECT number FROM orders WHERE number = $1 AND storefront = $2 AND lower(email) = lower($3)',
    [number, storefront, email.trim()],
  );
  if (!rows[0]) throw new AppError(404, 'ORDER_NOT_FOUND', 'Order Not Found');
  return { orderNumber: rows[0].number, accessKey: accessKeyFor(secret, rows[0].number) };
}

/**
 * "I don't know my order number": e-mails a signed, expiring link to each recent order of the address in this
 * storefront. Nothing is sent when there are none, and the answer is the same either way.
 */
export async function sendOrderLinks(db: Database, links: OrderLinks, storefront: StorefrontCode, email: string) {
  if (!EMAIL_PATTERN.test(email.trim())) throw invalidEmail();
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ number: string; email: string }>(
      `SELECT number, email FROM orders WHERE lower(email) = lower($1) AND storefront = $2
         AND created_at > now() - interval '${RECENT_DAYS} days'
       ORDER BY created_at DESC LIMIT ${RECENT_LIMIT}`,
      [email.trim(), storefront],
    );
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
