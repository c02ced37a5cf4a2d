import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  CART_COOKIE,
  CART_COUNT_COOKIE,
  COOKIES,
  SESSION_COOKIE,
  SESSION_HINT_COOKIE,
  type BootData,
  type RemoteName,
  type ResolvedRoute,
} from '@storefront/shared-contracts';
import { CANARY_COOKIE } from '../release/active-pointer';
import type { ShellAssets } from './shell-assets';

/**
 * Which requests may get a kept page (`page-store.ts`), and under which key.
 *
 * Who gets one: a GET without `authorization` whose cookies are all in `KEYED_COOKIES`, `UNKEYED_COOKIES` or
 * `VISITOR_COOKIES`. Any other cookie makes the page personal: rendered for that visitor and never stored. A
 * kept page is rendered with its keyed cookies only (the api never sees the others for it). A shopper with a cart
 * or a session gets the page's visitor document: their counts filled into the header and the shared state, their
 * logged-in state and first name into the shared state (so the first paint and the hydration know them), the
 * anonymous frame data (cart, session) left out so the browser loads theirs.
 *
 * The key holds everything else that flows into a render: method, path and query, the keyed cookies (consent
 * and entry gate, region and language, remembered storefront, country), the whole boot data the page inlines
 * (the release pointer served to this visitor, canary side and kill switch applied; the storefront's settings;
 * route rules; the detected country; third parties), the shell build, and the data version. The data version
 * moves on every write proxied through this edge except cart calls (`isPageDataWrite`), so a shopper sees
 * their own change on the next page.
 */

/**
 * The areas whose pages are the same for every anonymous visitor: the catalogue, products, content, support
 * and the shell's own (not found). Checkout, order and account pages are never kept: an order page opened from
 * its e-mail link has no cookie, yet it is one shopper's own, and it changes outside this edge (the payment
 * provider's webhook reaches the api directly), so a kept copy would show an old payment state.
 */
const CACHEABLE_OWNERS: ReadonlySet<RemoteName | null> = new Set<RemoteName | null>([
  'mf_catalog',
  'mf_product',
  'mf_content',
  'mf_support',
  null,
]);

export function isCacheableRoute(route: Pick<ResolvedRoute, 'owner'>): boolean {
  return CACHEABLE_OWNERS.has(route.owner);
}

/** Cookies that change what the server renders: their values are part of the key. */
export const KEYED_COOKIES: readonly string[] = [
  COOKIES.consent,
  COOKIES.region,
  COOKIES.locale,
  COOKIES.country,
  // The browser console switch (browser tests); the server ignores it, kept in the key to stay obviously safe.
  'sf_debug',
];
/**
 * Cookies the server render does not read: the referral cookie (read by the browser only) and the canary id
 * (its effect, the release served, is in the key through the boot data's pointer).
 */
export const UNKEYED_COOKIES: readonly string[] = [COOKIES.originalReferer, CANARY_COOKIE, 'sf_visitor'];

/**
 * Cookies of a shopper with a cart or a session. Their page is the kept one with their own cart count filled in
 * (`CART_COUNT_COOKIE`, set by the api), their logged-in state and first name (`SESSION_HINT_COOKIE`, set by the
 * api beside the session) and without the anonymous cart and session in its state, so the browser loads theirs;
 * the render never sees these cookies.
 */
export const VISITOR_COOKIES: readonly string[] = [CART_COOKIE, SESSION_COOKIE, CART_COUNT_COOKIE, SESSION_HINT_COOKIE];

/** A shopper's cart counts, as the header and the shared state show them. */
export interface CartCount {
  itemCount: number;
  seedCount: number;
}

/** A shopper's session as the frame shows it (the shared state's `session`). */
export interface VisitorSession {
  loggedIn: boolean;
  firstName: string | null;
}

/** What a kept page is filled with for one shopper with a cart or a session. */
export type Visitor = CartCount & VisitorSession;

const COUNT_SHAPE = /^(\d{1,7})\.(\d{1,7})$/;

/** `<itemCount>.<seedCount>` (the api's count cookie), or null. */
export function parseCartCount(value: string | undefined): CartCount | null {
  const match = value === undefined ? null : COUNT_SHAPE.exec(value);
  return match ? { itemCount: Number(match[1]), seedCount: Number(match[2]) } : null;
}

/** Whether the request belongs to a shopper with a cart or a session (their count must be filled in). */
export function isPersonalVisitor(cookies: Record<string, string | undefined>): boolean {
  return cookies[CART_COOKIE] !== undefined || cookies[SESSION_COOKIE] !== undefined;
}

/**
 * The cookies a cacheable page is rendered with: the keyed ones only, so what it shows depends on nothing
 * outside its key, whatever the renderer or the api do with cookies.
 */
export function keyedCookies(cookies: Record<string, string | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEYED_COOKIES) {
    const value = cookies[name];
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}

/** What one request may do with the cache: its key, or null when it must be rendered for this visitor alone. */
export function pageCacheKey(
  request: Pick<FastifyRequest, 'method' | 'url' | 'headers' | 'cookies'>,
  boot: BootData,
  shell: ShellAssets,
  dataVersion: number,
): string | null {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return null;
  const cookies = request.cookies as Record<string, string | undefined>;
  const keyed: string[] = [];
  for (const name of Object.keys(cookies)) {
    if (KEYED_COOKIES.includes(name)) continue;
    if (!UNKEYED_COOKIES.includes(name) && !VISITOR_COOKIES.includes(name)) return null;
  }
  for (const name of KEYED_COOKIES) keyed.push(cookies[name] ?? '');
  const hash = createHash('sha256');
  hash.update(JSON.stringify([request.url, keyed, dataVersion, boot.country]));
  // The shell's assets, settings, route rules, third parties and the served pointer are the same objects from
  // request to request (cached upstream; the pointer and the shell per file version): serialised once each.
  for (const part of [shell, boot.remotes.remotes, boot.settings, boot.routeRules, boot.thirdParty])
    hash.update(serialised(part));
  // Whatever else the boot data may carry one day is in the key too.
  for (const [name, value] of Object.entries(boot)) {
    if (!HASHED_BOOT_FIELDS.has(name)) hash.update(JSON.stringify([name, value]));
  }
  return hash.digest('base64url');
}

const HASHED_BOOT_FIELDS = new Set(['remotes', 'settings', 'routeRules', 'thirdParty', 'country']);

const fingerprints = new WeakMap<object, string>();

/** A digest of a value's JSON; computed once per object (these objects are never changed once made). */
function serialised(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  let fingerprint = fingerprints.get(value);
  if (fingerprint === undefined) {
    fingerprint = createHash('sha256').update(JSON.stringify(value)).digest('base64url');
    fingerprints.set(value, fingerprint);
  }
  return fingerprint;
}

/**
 * A call through the api proxy that may change what pages show (a review vote, an order's stock): any write
 * but the cart's own (a cart is never part of a cached page) and the metrics beacons.
 */
export function isPageDataWrite(method: string, url: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  if (!url.startsWith('/api/')) return false;
  const path = url.split('?')[0] ?? '';
  return !/^\/api\/[^/]+\/cart(\/|$)/.test(path);
}
