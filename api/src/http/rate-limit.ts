import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import { ERROR_CODES } from '@storefront/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { AppError } from './errors';

/**
 * Counts a hit for `key` in a window of `windowMs` and answers the count and the time left, in one statement:
 * a window that has ended starts again at 1.
 */
const INCREMENT = `
  INSERT INTO rate_limit_hits AS r (key, hits, window_start) VALUES ($1, 1, now())
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.window_start <= now() - make_interval(secs => $2::float8 / 1000) THEN 1 ELSE r.hits + 1 END,
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
      db.query<{ hits: number; ttl: number }>(INCREMENT, [`${prefix}${key}`, timeWindow]).then(
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

/**
 * Counts one hit for `key` on `q` (a transaction's connection, so the count commits with what it guards) and
 * refuses with 429 past `max` in `windowMs`: for limits on what a handler decides to do (create a cart), not on
 * the route as a whole.
 */
export async function consumeRateLimit(q: Queryable, key: string, max: number, windowMs: number): Promise<void> {
  const { rows } = await q.query<{ hits: number; ttl: number }>(INCREMENT, [key, windowMs]);
  const row = rows[0];
  if (row && row.hits > max) throw tooManyRequests(row.ttl);
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
 * 10 minutes, referral reports 60 a minute. Login throttling and order lookups have their own (accounts, orders).
 */
export function rateLimits(factor = 1): Record<'vote' | 'newsletter' | 'cartCreate' | 'referral', Limit> {
  const scaled = (max: number, windowMs: number): Limit => ({ max: Math.ceil(max * factor), windowMs });
  return {
    vote: scaled(20, MINUTE),
    newsletter: scaled(5, 10 * MINUTE),
    cartCreate: scaled(30, 10 * MINUTE),
    referral: scaled(60, MINUTE),
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
