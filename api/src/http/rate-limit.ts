import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import { ERROR_CODES } from '@storefront/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { AppError } from './errors';

/**
 * Counts `$3` hits (1 unless given) for `key` in a window of `windowMs` and answers the count and the time left,
 * in one statement: a window that has ended starts again at `$3`.
 */
const INCREMENT = `
  INSERT INTO rate_limit_hits AS r (key, hits, window_start) VALUES ($1, coalesce($3::int, 1), now())
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.window_start <= now() - make_interval(secs => $2::float8 / 1000) THEN coalesce($3::int, 1)
      ELSE r.hits + coalesce($3::int, 1) END,
    window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2::float8 / 1000)
      THEN now() ELSE r.window_start END
  RETURNING hits,
    GREATEST(0, ceil(extract(epoch FROM r.window_start + make_interval(secs => $2::float8 / 1000) - now()) * 1000))::int
      AS ttl`;

/**
 * @fastify/rate-limit's store on PostgreSQL (PGlite or a server): several api instances on one database share the
 * counters, which an in-memory store would multiply by the number of instances. Redis would do the same, but it
 * is one more service to run; these limits guard writes that already touch the database.
 */
function postgresStore(db: Queryable, prefix = ''): new () => FastifyRateLimitStore {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      db.query<{ hits: number; ttl: number }>(INCREMENT, [`${prefix}${key}`, timeWindow, 1]).then(
        ({ rows }) => callback(null, { current: rows[0]?.hits ?? 1, ttl: rows[0]?.ttl ?? timeWindow }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { path: string; method: string | string[] }): FastifyRateLimitStore {
      const Child = postgresStore(db, `${[routeOptions.method].flat().join(',')} ${routeOptions.path}|`);
      return new Child();
    }
  };
}

interface CounterEntry {
  /** When the window ends, on this process's clock (from the database's time left at the last sync). */
  windowEnd: number;
  /** The window's hits as the database counted them at the last sync (every instance's). */
  synced: number;
  /** Hits counted here since, not yet written. */
  pending: number;
  windowMs: number;
}

/**
 * A per-key limit counted in memory in front of `rate_limit_hits` (issue 19: the cart creation limit wrote a row
 * per new cart, the hottest write of the shop). The first hit of a key in a window is one statement (it adds
 * the hit and reads the count every instance made and the time left); later hits are counted here and refused
 * past `max` without the database, and what was counted is added to the row every `flushEveryMs` (and on
 * close), reading back the others' hits. So a restart forgets at most the last `flushEveryMs` of hits, and
 * several instances can together let through at most what each counted in that time above `max`; the limits
 * guard against scripted floods, not single requests, so that is within reason.
 */
export class MemoryFrontedLimit {
  private readonly entries = new Map<string, CounterEntry>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly flushEveryMs = 1000,
  ) {}

  /** Keys held in memory (windows not yet ended, or not yet flushed). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Counts one hit for `key`, or refuses with 429 past `max` in `windowMs`. A statement, when one is needed, runs
   * on `q` (inside a transaction: its connection; PGlite has only one).
   */
  async consume(key: string, max: number, windowMs: number, q: Queryable = this.db): Promise<void> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && now < entry.windowEnd) {
      if (entry.synced + entry.pending >= max) throw tooManyRequests(entry.windowEnd - now);
      entry.pending += 1;
      this.scheduleFlush();
      return;
    }
    const { rows } = await q.query<{ hits: number; ttl: number }>(INCREMENT, [key, windowMs, 1]);
    const hits = rows[0]?.hits ?? 1;
    const ttl = rows[0]?.ttl ?? windowMs;
    const current = this.entries.get(key);
    // A hit counted here while the statement ran (same key, same window) stays pending.
    const pending = current && Date.now() < current.windowEnd ? current.pending : 0;
    this.entries.set(key, { windowEnd: Date.now() + ttl, synced: hits, pending, windowMs });
    // The flush also forgets ended windows: a key seen once must not stay in memory.
    this.scheduleFlush();
    if (hits > max) throw tooManyRequests(ttl);
  }

  /** Writes the hits counted here and reads back every instance's; ended windows are forgotten. */
  flush(): Promise<void> {
    this.flushing ??= (async () => {
      try {
        for (const [key, entry] of [...this.entries]) {
          if (Date.now() >= entry.windowEnd) {
            this.entries.delete(key);
            continue;
          }
          if (entry.pending === 0) continue;
          const n = entry.pending;
          entry.pending = 0;
          try {
            const { rows } = await this.db.query<{ hits: number; ttl: number }>(INCREMENT, [key, entry.windowMs, n]);
            entry.synced = rows[0]?.hits ?? entry.synced + n;
            entry.windowEnd = Date.now() + (rows[0]?.ttl ?? 0);
          } catch {
            // The database is away: count them again at the next flush.
            entry.pending += n;
          }
        }
      } finally {
        this.flushing = undefined;
      }
    })();
    return this.flushing;
  }

  /** Stops the timer and writes what is pending (the app's close). */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private scheduleFlush(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.flushEveryMs);
    this.timer.unref();
  }
}

function tooManyRequests(ttlMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new AppError(429, ERROR_CODES.rateLimited, `Too many requests. Please try again in ${seconds} seconds.`, {
    retryAfterSeconds: seconds,
  });
}

/** Rows of windows that ended more than a day ago; the purge job removes them. */
export async function purgeRateLimits(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 day' RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
  );
  return rows[0]?.n ?? 0;
}

/** A limit: at most `max` per `windowMs` per client. */
export interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * The shop's limits, per client address (decided where the issue is silent; a household or an office behind one
 * address stays well inside them): useful votes 20 a minute, newsletter sign-ups 5 in 10 minutes, new carts 30 in
 * 10 minutes, referral reports 60 a minute, contact form messages 5 in 10 minutes. Login throttling and order lookups have their own (accounts, orders).
 */
export function rateLimits(factor = 1): Record<'vote' | 'newsletter' | 'cartCreate' | 'referral' | 'contact', Limit> {
  const scaled = (max: number, windowMs: number): Limit => ({ max: Math.ceil(max * factor), windowMs });
  return {
    vote: scaled(20, MINUTE),
    newsletter: scaled(5, 10 * MINUTE),
    cartCreate: scaled(30, 10 * MINUTE),
    referral: scaled(60, MINUTE),
    // Contact form messages (issue 16): 5 in 10 minutes, like newsletter sign-ups.
    contact: scaled(5, 10 * MINUTE),
  };
}

/**
 * Registers the rate limiter (no global limit: each abusable route names its own with `limited(...)`), keyed by
 * the client's address. Over the limit: 429 with Retry-After, in the api's error shape.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  db: Queryable,
  clientKey: (request: FastifyRequest) => string,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: postgresStore(db),
    keyGenerator: clientKey,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': true,
      'retry-after': true,
    },
    // Thrown by the plugin: the error handler sends it in the api's error shape.
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });
}

/** A route's limit (its `config`): `max` requests per `windowMs` per client address, then 429 with Retry-After. */
export function limited({ max, windowMs }: Limit): { rateLimit: RateLimitOptions } {
  return { rateLimit: { max, timeWindow: windowMs } };
}
