import { LRUCache } from 'lru-cache';

export interface Loaded<V> {
  value: V;
  /** How long this answer may be reused; 0 = not at all. */
  ttlMs: number;
}

/** An answer as kept (boxed: lru-cache keeps no null, and a source's answer may be one). */
interface Kept<V> {
  value: V;
  /** lru-cache's TTL for it; 0 = hand it to the callers waiting on the load and keep nothing. */
  ttl: number;
}

/**
 * A small in-memory cache with a TTL per answer and one load in flight per key, so a burst of pages
 * asks the api once. Least recently used entries go first when it is full.
 */
export class TtlCache<V> {
  private readonly entries: LRUCache<string, Kept<V>, () => Promise<Loaded<V>>>;

  constructor(maxEntries = 1000, now: () => number = Date.now) {
    this.entries = new LRUCache<string, Kept<V>, () => Promise<Loaded<V>>>({
      max: maxEntries,
      // lru-cache keeps an entry while its age is at most `ttl` and reads a start time of 0 as "no TTL"; an
      // answer is good while its age is under `ttlMs`, on a millisecond clock that may start at 0 (tests).
      perf: { now: () => now() + 1 },
      ttlResolution: 0,
      // An answer not to be kept counts as larger than an entry may be: lru-cache then gives it to everyone
      // waiting on its load and stores nothing.
      maxEntrySize: 1,
      sizeCalculation: (kept) => (kept.ttl > 0 ? 1 : 2),
      fetchMethod: async (_key, _stale, { context: load, options }) => {
        const { value, ttlMs } = await load();
        const ttl = ttlMs > 1 ? ttlMs - 1 : 0;
        if (ttl > 0) options.ttl = ttl;
        return { value, ttl };
      },
    });
  }

  async get(key: string, load: () => Promise<Loaded<V>>): Promise<V> {
    // The fetch method never answers undefined, so neither does fetch.
    const kept = (await this.entries.fetch(key, { context: load }))!;
    return kept.value;
  }
}
