import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';
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
import { jsonForScript } from './script-json';
import type { ShellAssets } from './shell-assets';

/**
 * Server-rendered pages kept for a few seconds (a product page cost ~15 ms of CPU to render, so two
 * cores served ~60 pages a second), rendered without any visitor's own cookies.
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
 * moves on every write proxied through this edge except cart calls (a review vote, an order), so a shopper sees
 * their own change on the next page; writes made elsewhere show within twice the lifetime (`PAGE_CACHE_TTL_MS`):
 * a page is fresh for the lifetime, then, for as long again, served while the first visitor to find it old has
 * it rendered anew (so no visitor waits for a render but that one).
 *
 * What is stored is the document cut at its holes (the CSP nonce, the counts), as UTF-8 and deflated; each
 * response fills them (and gets its own cookies and request id), gzip spliced without compressing anew. Only
 * complete pages are stored: status 200 or 404, every area rendered on the server, the frame areas' data all
 * there (a page degraded by a slow api is not kept).
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
const KEYED_COOKIES: readonly string[] = [
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
const UNKEYED_COOKIES: readonly string[] = [COOKIES.originalReferer, CANARY_COOKIE, 'sf_visitor'];

/**
 * Cookies of a shopper with a cart or a session. Their page is the kept one with their own cart count filled in
 * (`CART_COUNT_COOKIE`, set by the api), their logged-in state and first name (`SESSION_HINT_COOKIE`, set by the
 * api beside the session) and without the anonymous cart and session in its state, so the browser loads theirs;
 * the render never sees these cookies.
 */
const VISITOR_COOKIES: readonly string[] = [CART_COOKIE, SESSION_COOKIE, CART_COUNT_COOKIE, SESSION_HINT_COOKIE];

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

/** What a kept document leaves open, filled per response. */
export type Hole = 'nonce' | 'itemCount' | 'seedCount' | 'loggedIn' | 'firstName';

/** The values of a response's holes. */
export type HoleValues = { nonce: string } & Partial<Visitor>;

/**
 * A document cut at its holes: `parts[0] hole[0] parts[1] ...`, as UTF-8 and raw-deflated. Each part is deflated
 * on its own (no reference to another part), flushed to a byte boundary, the last one final, so a response is a
 * gzip member spliced from them with each hole as a stored block: no compression per response (br
 * on the fly was most of a kept page's CPU).
 */
export interface CachedDocument {
  parts: Buffer[];
  holes: Hole[];
  /** The parts deflated; null until zlib's thread pool has done it. */
  deflated: Buffer[] | null;
  /** Each part's CRC-32 and the operator that appends its length (`crcShiftOf`). */
  crcs: Array<{ crc: number; shift: number }>;
  bytes: number;
}

export interface CachedPage {
  status: number;
  /** The page as rendered: for anonymous visitors. */
  anonymous: CachedDocument;
  /**
   * The page for a shopper with a cart or a session: their counts in the header and the state, without the
   * anonymous frame data (`visitorState`); null when the render did not mark them (such shoppers are rendered).
   */
  visitor: CachedDocument | null;
  storedAt: number;
  bytes: number;
}

/** Marks of the per-visitor values in a visitor document as rendered; never occur by chance (random per process). */
export const VISITOR_TOKENS = {
  itemCount: `sfvisitor${randomBytes(9).toString('hex')}i`,
  seedCount: `sfvisitor${randomBytes(9).toString('hex')}s`,
  loggedIn: `sfvisitor${randomBytes(9).toString('hex')}l`,
  firstName: `sfvisitor${randomBytes(9).toString('hex')}f`,
} as const;

/** The header's count spans (`data-visitor="cart-count"`) of a page rendered without a cart. */
const COUNT_SPANS = /(<span\b[^>]*\bdata-visitor="cart-count"[^>]*>)0(<\/span>)/g;

/**
 * A rendered body with the visitor's count marked, or null when it shows none or one that is not the empty
 * cart's (a page rendered without cookies always shows 0).
 */
export function markVisitorCount(html: string): string | null {
  let found = 0;
  const marked = html.replace(COUNT_SPANS, (_all, open: string, close: string) => {
    found += 1;
    return `${open}${VISITOR_TOKENS.itemCount}${close}`;
  });
  return found > 0 && found === html.split('data-visitor="cart-count"').length - 1 ? marked : null;
}

const deflateRawAsync = promisify(deflateRaw);

/**
 * Cuts a document at the nonce and the visitor tokens (a token in JSON loses its quotes: a number goes there).
 * Its parts are deflated on zlib's thread pool (level 9, once per kept page); until that is done, `deflated`
 * is null and a response is compressed on its own.
 */
export function cutDocument(html: string, nonce: string): CachedDocument {
  let text = html;
  for (const token of Object.values(VISITOR_TOKENS)) text = text.replaceAll(`"${token}"`, token);
  const holeOf = new Map<string, Hole>([
    [nonce, 'nonce'],
    [VISITOR_TOKENS.itemCount, 'itemCount'],
    [VISITOR_TOKENS.seedCount, 'seedCount'],
    [VISITOR_TOKENS.loggedIn, 'loggedIn'],
    [VISITOR_TOKENS.firstName, 'firstName'],
  ]);
  // A nonce is base64: `+` and `/` are regex syntax.
  const pattern = new RegExp(
    [...holeOf.keys()].map((mark) => mark.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'),
    'g',
  );
  const parts: Buffer[] = [];
  const holes: Hole[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(Buffer.from(text.slice(at, match.index), 'utf8'));
    holes.push(holeOf.get(match[0])!);
    at = match.index + match[0].length;
  }
  parts.push(Buffer.from(text.slice(at), 'utf8'));
  const raw = parts.reduce((sum, b) => sum + b.byteLength, 0);
  // Counted with a quarter more for the deflate output to come (HTML deflates to well under that).
  const crcs = parts.map((part) => ({ crc: crc32(part), shift: crcShiftOf(part.byteLength) }));
  const document: CachedDocument = { parts, holes, deflated: null, crcs, bytes: Math.ceil(raw * 1.25) };
  void Promise.all(
    parts.map((part, i) =>
      deflateRawAsync(part, {
        level: 9,
        finishFlush: i === parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      }),
    ),
  ).then(
    (deflated) => {
      document.deflated = deflated;
    },
    () => undefined,
  );
  return document;
}

/**
 * A hole's text: a count, `true`/`false`, or the first name as JSON for a script (the tokens sit in the boot
 * JSON only); an anonymous response's are the empty cart and a guest.
 */
export function holeText(hole: Hole, values: HoleValues): Buffer {
  if (hole === 'loggedIn') return Buffer.from(values.loggedIn === true ? 'true' : 'false', 'utf8');
  if (hole === 'firstName') return Buffer.from(jsonForScript(values.firstName ?? null), 'utf8');
  const value = values[hole];
  return Buffer.from(value === undefined ? '0' : String(value), 'utf8');
}

/** A kept document with this response's values. */
export function filledDocument(document: CachedDocument, values: HoleValues): Buffer {
  const pieces: Buffer[] = [];
  document.parts.forEach((part, i) => {
    if (i > 0) pieces.push(holeText(document.holes[i - 1]!, values));
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/*
 * CRC-32 of joined pieces without reading them again: crc(A || B) = crc(A) * x^(8 * len(B)) mod P xor crc(B)
 * (zlib's crc32_combine_gen / crc32_combine_op). Each kept part carries its CRC and its x^(8 * len) once, so a
 * response costs a multiplication per part instead of a CRC over the whole page.
 */
const CRC_POLY = 0xedb88320;

/** a * b modulo the CRC-32 polynomial (reflected). */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  let factor = b;
  for (;;) {
    if (a & m) {
      product ^= factor;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    factor = factor & 1 ? (factor >>> 1) ^ CRC_POLY : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) mod P for k = 0..31. */
const X2N: number[] = [];
X2N.push(0x40000000);
for (let k = 1; k < 32; k++) X2N.push(multiplyModP(X2N[k - 1]!, X2N[k - 1]!));

/** The operator that appends `length` bytes to a CRC: x^(8 * length) mod P. */
export function crcShiftOf(length: number): number {
  let product = 0x80000000;
  let n = length;
  let k = 3;
  while (n) {
    if (n & 1) product = multiplyModP(X2N[k & 31]!, product);
    n = Math.floor(n / 2);
    k += 1;
  }
  return product;
}

/** crc(A || B) from crc(A), crc(B) and the shift of B's length. */
export function crcCombine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** A deflate stored block (byte-aligned, not final) holding `data` (< 64 KiB). */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.alloc(5 + data.length);
  block[0] = 0;
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/**
 * A kept document with this response's values as one gzip member: the parts' deflate output and stored holes;
 * null while the parts are being deflated.
 */
export function gzippedDocument(document: CachedDocument, values: HoleValues): Buffer | null {
  const { deflated } = document;
  if (!deflated) return null;
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  document.parts.forEach((part, i) => {
    if (i > 0) {
      const text = holeText(document.holes[i - 1]!, values);
      pieces.push(storedBlock(text));
      crc = crc32(text, crc);
      size += text.length;
    }
    pieces.push(deflated[i]!);
    const { crc: partCrc, shift } = document.crcs[i]!;
    crc = crcCombine(crc, partCrc, shift);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  bypasses: number;
  stored: number;
  entries: number;
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

export interface PageCache {
  readonly ttlMs: number;
  /** Moves the data version: every stored page is dropped. */
  invalidate(): void;
  readonly dataVersion: number;
  /**
   * The kept page of a key: fresh for `ttlMs`, then stale for as long again (served while one visitor's
   * request renders the page anew), then gone.
   */
  get(key: string): { page: CachedPage; stale: boolean } | null;
  /** A render of this key already running (its page, or null when it turned out not storable). */
  pending(key: string): Promise<CachedPage | null> | undefined;
  /** Marks a render of `key` as running; `settle` stores its page (or nothing) and releases the waiters. */
  begin(key: string): (page: Omit<CachedPage, 'storedAt' | 'bytes'> | null) => void;
  /** True once a kept page had a visitor document: before, shoppers with a cart are rendered for themselves. */
  readonly servesVisitors: boolean;
  /** Remembers the most frame areas a page had, so a page missing some (a slow api) is not stored. */
  frameAreasComplete(count: number): boolean;
  /** Counts a page rendered for its visitor alone. */
  bypassed(): void;
  stats(): PageCacheStats;
}

/** An LRU of rendered pages, bounded in entries and bytes, with one render in flight per key. */
export function createPageCache(ttlMs: number, maxEntries = 500, maxBytes = 64 * 1024 * 1024): PageCache {
  const entries = new Map<string, CachedPage>();
  const inflight = new Map<string, Promise<CachedPage | null>>();
  let bytes = 0;
  let dataVersion = 0;
  let mostFrameAreas = 0;
  let servesVisitors = false;
  const stats = { hits: 0, misses: 0, bypasses: 0, stored: 0 };

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    ttlMs,
    get dataVersion() {
      return dataVersion;
    },
    get servesVisitors() {
      return servesVisitors;
    },
    invalidate() {
      dataVersion += 1;
      entries.clear();
      bytes = 0;
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      const age = Date.now() - entry.storedAt;
      if (age >= 2 * ttlMs) {
        drop(key);
        return null;
      }
      // Most recently used last.
      entries.delete(key);
      entries.set(key, entry);
      stats.hits += 1;
      return { page: entry, stale: age >= ttlMs };
    },
    pending: (key) => inflight.get(key),
    begin(key) {
      stats.misses += 1;
      const version = dataVersion;
      let release!: (page: CachedPage | null) => void;
      const waited = new Promise<CachedPage | null>((resolve) => {
        release = resolve;
      });
      inflight.set(key, waited);
      return (page) => {
        if (inflight.get(key) === waited) inflight.delete(key);
        // A write landed while this page was rendered: it may show the old data, so it is not kept.
        if (!page || version !== dataVersion) return release(null);
        const size = page.anonymous.bytes + (page.visitor?.bytes ?? 0);
        if (page.visitor) servesVisitors = true;
        const entry: CachedPage = { ...page, storedAt: Date.now(), bytes: size };
        drop(key);
        entries.set(key, entry);
        bytes += size;
        stats.stored += 1;
        for (const oldest of entries.keys()) {
          if (entries.size <= maxEntries && bytes <= maxBytes) break;
          drop(oldest);
        }
        release(entry);
      };
    },
    frameAreasComplete(count) {
      mostFrameAreas = Math.max(mostFrameAreas, count);
      return count >= mostFrameAreas;
    },
    bypassed() {
      stats.bypasses += 1;
    },
    stats: () => ({ ...stats, entries: entries.size }),
  };
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
