import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';

export interface CachedJson {
  body: string;
  etag: string;
}

interface Entry {
  version: number;
  value: CachedJson;
  storedAt: number;
}

export interface CacheGetOptions {
  /** Recompute an entry older than this even if the catalogue version did not move (data outside the version, e.g. review votes). */
  maxAgeMs?: number;
}

/**
 * Serialised catalogue responses kept in memory. Every entry belongs to a catalogue version
 * (`catalog_state.version`, bumped by triggers on every catalogue and reference table); when the version
 * moves, the entries go. The version is read at most once per `checkEveryMs`, so a change made by another
 * process shows within that time; PGlite serves one query at a time, so the hot path must not touch it.
 */
export class CatalogCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<CachedJson>>();
  private version = -1;
  private checkedAt = 0;
  private versionCheck: Promise<number> | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly checkEveryMs: number,
    private readonly maxEntries = 5000,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Forgets the version read, so the next request reads it again (after writes made by this process). */
  invalidate(): void {
    this.checkedAt = 0;
  }

  async currentVersion(): Promise<number> {
    if (this.version >= 0 && Date.now() - this.checkedAt < this.checkEveryMs) return this.version;
    this.versionCheck ??= this.db
      .query<{ version: string }>('SELECT version::text AS version FROM catalog_state WHERE id = 1')
      .then(({ rows }) => {
        const version = Number(rows[0]?.version ?? 0);
        if (version !== this.version) this.entries.clear();
        this.version = version;
        this.checkedAt = Date.now();
        return version;
      })
      .finally(() => {
        this.versionCheck = undefined;
      });
    return this.versionCheck;
  }

  /** Drops the entries whose key passes `test`: data they hold changed outside the catalogue version. */
  evict(test: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (test(key)) this.entries.delete(key);
  }

  /**
   * The cached body for `key`, computing it once (even under concurrent requests) when missing; `compute` gets the
   * catalogue version the entry will belong to.
   */
  async get(
    key: string,
    compute: (version: number) => Promise<unknown>,
    options: CacheGetOptions = {},
  ): Promise<CachedJson> {
    const version = await this.currentVersion();
    const hit = this.entries.get(key);
    const fresh = hit !== undefined && (options.maxAgeMs === undefined || Date.now() - hit.storedAt < options.maxAgeMs);
    if (hit && fresh && hit.version === version) {
      // Re-insert: Map order is the LRU order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const flightKey = `${version}\u0000${key}`;
    let pending = this.inflight.get(flightKey);
    if (!pending) {
      pending = compute(version)
        .then((data) => {
          const body = JSON.stringify(data);
          const value = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
          if (version === this.version) this.store(key, { version, value, storedAt: Date.now() });
          return value;
        })
        .finally(() => this.inflight.delete(flightKey));
      this.inflight.set(flightKey, pending);
    }
    return pending;
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends a cached catalogue body: public for 60 s, with its ETag, 304 when the client has it. */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson): FastifyReply {
  reply.header('cache-control', 'public, max-age=60').header('etag', cached.etag);
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
