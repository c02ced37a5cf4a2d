import { createHmac, timingSafeEqual } from 'node:crypto';
import { buildPath, type StorefrontCode } from '@storefront/shared-contracts';

/** What order links need: the signing secret, the shop's public origin, how long an e-mailed link lives. */
export interface OrderLinks {
  secret: string;
  origin: string;
  linkTtlSeconds: number;
}

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

/** The order's access key (given after Pay Now and after a status lookup): an HMAC of its number. */
export const accessKeyFor = (secret: string, number: string) => mac(secret, `access:${number}`).slice(0, 32);

/** A key for an e-mailed link that stops working at `expiresAt` (unix seconds). */
export function signedLinkKey(secret: string, number: string, expiresAt: number): string {
  return `${expiresAt}.${mac(secret, `link:${number}:${expiresAt}`).slice(0, 32)}`;
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** True when `key` opens order `number`: its access key, or a signed link that has not expired. */
export function isOrderKeyValid(secret: string, number: string, key: string, now = Date.now() / 1000): boolean {
  if (same(key, accessKeyFor(secret, number))) return true;
  const [expires] = key.split('.', 1);
  const expiresAt = Number(expires);
  return Number.isInteger(expiresAt) && expiresAt > now && same(key, signedLinkKey(secret, number, expiresAt));
}

/** The order overview's path in a storefront, opened with `key`. */
export function overviewPath(storefront: StorefrontCode, number: string, key: string): string {
  return `${buildPath('order-overview', storefront)}?order=${encodeURIComponent(number)}&key=${encodeURIComponent(key)}`;
}
