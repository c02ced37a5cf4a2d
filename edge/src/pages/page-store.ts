import { LRUCache } from 'lru-cache';
import type { CachedDocument } from './gzip-splice';

/*
 * Server-rendered pages kept for a few seconds (a product page cost ~15 ms of CPU to render, so two cores
 * served ~60 pages a second), rendered without any visitor's own cookies; who gets one and under which key is
 * `page-cache-keys.ts`, what is kept of a page is `gzip-splice.ts`.
 *
 * A page is fresh for its lifetime (`PAGE_CACHE_TTL_MS`), then, for as long again, served while the first
 * visitor to find it old has it rendered anew (so no visitor waits for a render but that one); writes made
 * elsewhere than through this edge show within twice the lifetime. Only complete pages are stored: status 200
 * or 404, every area rendered on the server, the frame areas' data all there (a page degraded by a slow api is
 * not kept).
 */

/** At most this many pages are kept, and at most this many bytes of them (`CachedPage.bytes`). */
const MAX_PAGES = 500;
const MAX_BYTES = 64 * 1024 * 1024;

export interface CachedPage {
  status: number;
  /** The page as rendered: for anonymous visitors. */
  anonymous: CachedDocument;
  /**
   * The page for a shopper with a cart or a session: their counts in the header and the state, without the
   * anonymous frame data (`visitorState`); null when the render did not mark them (such shoppers are rendered).
   */
  visitor: CachedDocument | null;
  /** What the page counts against the store's bytes: its documents'. */
  bytes: number;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  bypasses: number;
  stored: number;
  entries: number;
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
  begin(key: string): (page: Omit<CachedPage, 'bytes'> | null) => void;
  /** True once a kept page had a visitor document: before, shoppers with a cart are rendered for themselves. */
  readonly servesVisitors: boolean;
  /** Remembers the most frame areas a page had, so a page missing some (a slow api) is not stored. */
  frameAreasComplete(count: number): boolean;
  /** Counts a page rendered for its visitor alone. */
  bypassed(): void;
  stats(): PageCacheStats;
}

/**
 * The kept pages: an LRU bounded in pages and bytes whose TTL is twice the lifetime (a page in its second
 * lifetime is stale), and one render in flight per key. A render is not a load the store could start itself (the
 * request that renders streams the page to its visitor as it goes), so the waiters wait on `pending`.
 */
export function createPageCache(ttlMs: number): PageCache {
  const pages = new LRUCache<string, CachedPage>({
    max: MAX_PAGES,
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.bytes,
    ttl: 2 * ttlMs,
  });
  const inflight = new Map<string, Promise<CachedPage | null>>();
  let dataVersion = 0;
  let mostFrameAreas = 0;
  let servesVisitors = false;
  const stats = { hits: 0, misses: 0, bypasses: 0, stored: 0 };

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
      pages.clear();
    },
    get(key) {
      // A lifetime of 0 keeps nothing (lru-cache would read a TTL of 0 as "forever").
      if (ttlMs <= 0) return null;
      const page = pages.get(key);
      if (!page) return null;
      stats.hits += 1;
      // Old once it has lived one of its two lifetimes.
      return { page, stale: pages.getRemainingTTL(key) <= ttlMs };
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
        if (page.visitor) servesVisitors = true;
        const entry: CachedPage = { ...page, bytes: page.anonymous.bytes + (page.visitor?.bytes ?? 0) };
        pages.set(key, entry);
        stats.stored += 1;
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
    stats: () => ({ ...stats, entries: pages.size }),
  };
}
