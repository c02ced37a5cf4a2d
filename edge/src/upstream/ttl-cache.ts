export interface Loaded<V> {
  value: V;
  /** How long this answer may be reused; 0 = not at all. */
  ttlMs: number;
}

/**
 * A small in-memory cache with a TTL per answer and one load in flight per key, so a burst of pages
 * asks the api once. Oldest entries go first when it is full.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly pending = new Map<string, Promise<V>>();

  constructor(
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<Loaded<V>>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return Promise.resolve(hit.value);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const promise = load()
      .then(({ value, ttlMs }) => {
        this.entries.delete(key);
        if (ttlMs > 0) {
          this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
          this.evictOverflow();
        }
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  private evictOverflow() {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) return;
      this.entries.delete(key);
    }
  }
}
