import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import { ERROR_CODES } from '@storefront/shared-contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Queryable } from '../db/database';
import { clientKeyOf } from './client-ip';
import { AppError } from './errors';
import { rateLimitRepository } from './rate-limit-repository';

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
      rateLimitRepository.increment(db, `${prefix}${key}`, timeWindow, 1).then(
        (row) => callback(null, { current: row?.hits ?? 1, ttl: row?.ttl ?? timeWindow }),
        (error: Error) => callback(error),
      );
    }

    /**
     * One counter per route and client: @fastify/rate-limit 11 hands the route's merged limit options here, the
     * route itself under `routeInfo` (its types say otherwise). A limiter made with `createRateLimit` gets an
     * empty `routeInfo`; its key generator names its own scope.
     */
    child(options: object): FastifyRateLimitStore {
      const { routeInfo } = options as { routeInfo?: { method?: string | string[]; url?: string } };
      const scope = routeInfo?.url ? `${[routeInfo.method ?? ''].flat().join(',')} ${routeInfo.url}|` : '';
      const Child = postgresStore(db, `${prefix}${scope}`);
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
 * A per-key limit counted in memory in front of `rate_limit_hits` (the cart creation limit wrote a row per new
 * cart, the hottest write of the shop). The first hit of a key in a window is one statement (it adds
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
    const row = await rateLimitRepository.increment(q, key, windowMs, 1);
    const hits = row?.hits ?? 1;
    const ttl = row?.ttl ?? windowMs;
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
            const row = await rateLimitRepository.increment(this.db, key, entry.windowMs, n);
            entry.synced = row?.hits ?? entry.synced + n;
            entry.windowEnd = Date.now() + (row?.ttl ?? 0);
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
export function purgeRateLimits(db: Queryable): Promise<number> {
  return rateLimitRepository.purgeEnded(db);
}

/** A limit: at most `max` per `windowMs` per client (or per e-mail address, for `mailTo`). */
export interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

export type ShopLimits = Record<
  | 'vote'
  | 'newsletter'
  | 'cartCreate'
  | 'referral'
  | 'contact'
  | 'signup'
  | 'forgotPassword'
  | 'resetPassword'
  | 'chat'
  | 'mailTo',
  Limit
>;

/**
 * The shop's limits, per client address (IPv6: per /64) unless said otherwise; a household or an office behind
 * one address stays well inside them. Each route counts on its own. Login throttling (failures per address and
 * client) and order lookups (`ORDER_LOOKUP_LIMIT`) have their own. Requests refused before their handler (415,
 * 400 validation, 403 origin) are not counted.
 */
export function rateLimits(factor = 1): ShopLimits {
  const scaled = (max: number, windowMs: number): Limit => ({ max: Math.ceil(max * factor), windowMs });
  return {
    vote: scaled(20, MINUTE),
    newsletter: scaled(5, 10 * MINUTE),
    cartCreate: scaled(30, 10 * MINUTE),
    referral: scaled(60, MINUTE),
    contact: scaled(5, 10 * MINUTE),
    // Each sign-up, forgotten or reset password hashes a password or sends mail: a person needs a few.
    signup: scaled(5, 10 * MINUTE),
    forgotPassword: scaled(5, 10 * MINUTE),
    resetPassword: scaled(10, 10 * MINUTE),
    // Someone chatting sends a message every few seconds at most.
    chat: scaled(20, MINUTE),
    // Per target e-mail address, shared by every form that mails it (sign-up, forgotten password, newsletter,
    // contact copy): clients on many addresses cannot flood one mailbox.
    mailTo: scaled(5, 60 * MINUTE),
  };
}

/**
 * Registers the rate limiter (no global limit: each abusable route names its own with `limited(...)`), keyed by
 * the client's address. It runs before the handler (preHandler), after parsing and validation: a request refused
 * as malformed is not counted, nor is one whose handler reports validation itself (`attachValidation`). Over the
 * limit: 429 with Retry-After, in the api's error shape.
 */
export async function registerRateLimits(app: FastifyInstance, db: Queryable): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    store: postgresStore(db),
    keyGenerator: clientKeyOf,
    allowList: (request) => request.validationError !== undefined,
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

/** The e-mail address a request's JSON body names (trimmed, lower case), if any. */
function emailOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

/**
 * A route's second limit, per target e-mail address (`limits.mailTo`, one counter per address across every route
 * using it): a preHandler for routes that mail the address in their body. Invalid requests are not counted.
 */
export function mailToLimit(app: FastifyInstance, { max, windowMs }: Limit): preHandlerAsyncHookHandler {
  const count = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `mail-to|${emailOf(request) ?? ''}`,
  });
  return async (request) => {
    if (request.validationError || !emailOf(request)) return;
    const result = await count(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttl);
  };
}

/**
 * A route's limit counted in its handler rather than thrown before it: `allowed(request)` is false once the client
 * has sent `max` requests in `windowMs`. For a form posted by a page without JavaScript, whose refusal must be a
 * page back with the reason (a 303), not the api's JSON error. `name` keeps its counter apart from other routes'.
 */
export function limitCounter(
  app: FastifyInstance,
  { max, windowMs }: Limit,
  name: string,
): (request: FastifyRequest) => Promise<boolean> {
  const count = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}|${clientKeyOf(request)}`,
  });
  return async (request) => {
    const result = await count(request);
    return result.isAllowed || !result.isExceeded;
  };
}
