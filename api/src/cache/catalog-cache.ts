import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/database';
import { readCatalogVersion } from './catalog-version-repository';

export interface CachedJson {
  body: string;
  etag: string;
}

export interface CacheGetOptions {
  /** Recompute an entry older than this even if the catalogue version did not move (data outside the version, e.g. review votes). */
  maxAgeMs?: number;
}

/** What computes an entry, and the catalogue version it will belong to. */
interface Load {
  version: number;
  compute: (version: number) => Promise<unknown>;
}

/**
 * Serialised catalogue responses kept in memory. Every entry belongs to a catalogue version
 * (`catalog_state.version`, bumped by triggers on every catalogue and reference table); when the version
 * moves, the entries go. The version is read at most once per `checkEveryMs`, so a change made by another
 * process shows within that time; PGlite serves one query at a time, so the hot path must not touch it.
 */
export class CatalogCache {
  private readonly entries: LRUCache<string, CachedJson, Load>;
  private version = -1;
  private checkedAt = 0;
  private versionCheck: Promise<number> | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly checkEveryMs: number,
    maxEntries = 5000,
  ) {
    this.entries = new LRUCache<string, CachedJson, Load>({
      max: maxEntries,
      // lru-cache keeps an entry while its age is at most `ttl` and reads a start time of 0 as "no TTL"; an
      // entry is recomputed once its age reaches `maxAgeMs`, on the millisecond clock of `Date.now`.
      perf: { now: () => Date.now() + 1 },
      ttlResolution: 0,
      // Clearing the entries (the version moved) stops no computation: whoever waits on it gets its body, and
      // lru-cache does not store it (it belongs to the old version).
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context: { version, compute } }) => {
        const body = JSON.stringify(await compute(version));
        return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      },
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** Forgets the version read, so the next request reads it again (after writes made by this process). */
  invalidate(): void {
    this.checkedAt = 0;
  }

  async currentVersion(): Promise<number> {
    if (this.version >= 0 && Date.now() - this.checkedAt < this.checkEveryMs) return this.version;
    this.versionCheck ??= readCatalogVersion(this.db)
      .then((version) => {
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
    const ttl = options.maxAgeMs === undefined ? undefined : Math.max(1, options.maxAgeMs - 1);
    // The fetch method never answers undefined, so neither does fetch.
    return (await this.entries.fetch(key, { context: { version, compute }, ttl }))!;
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
