import { randomBytes, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** The operator's session cookie: its own name, so no shopper cookie (`sf_session`) is ever taken for it. */
export const OPS_SESSION_COOKIE = 'sf_ops_session';
/** The login form's double-submit token (before there is a session). */
export const OPS_LOGIN_CSRF_COOKIE = 'sf_ops_csrf';
export const OPS_SESSION_TTL_MS = 8 * 3600 * 1000;

export interface OpsSession {
  operator: string;
  /** The token every form of this session carries (logout). */
  csrf: string;
  expiresAt: number;
  /** The last action's result, shown once by the next `GET /ops` (no text in the redirect's URL). */
  message?: { ok: boolean; text: string };
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sameToken(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Sessions in this process's memory (this slice): a restart or another edge behind the balancer means logging in
 * again. The id is 256 random bits; the expiry is the server's, whatever the cookie says.
 */
export function createOpsSessions(ttlMs = OPS_SESSION_TTL_MS, now: () => number = Date.now) {
  const sessions = new LRUCache<string, OpsSession>({ max: 10_000 });
  return {
    start(operator: string): { id: string; session: OpsSession } {
      const id = randomToken();
      const session = { operator, csrf: randomToken(), expiresAt: now() + ttlMs };
      sessions.set(id, session);
      return { id, session };
    },
    get(id: string | undefined): OpsSession | null {
      if (!id) return null;
      const session = sessions.get(id);
      if (!session) return null;
      if (session.expiresAt <= now()) {
        sessions.delete(id);
        return null;
      }
      return session;
    },
    end(id: string | undefined): void {
      if (id) sessions.delete(id);
    },
  };
}

/**
 * Login attempts per client address in a fixed window: enough for a person who mistypes, not for guessing. Bounded
 * memory (the oldest addresses go first).
 */
export function createLoginLimiter(limit: number, windowMs: number, now: () => number = Date.now) {
  const windows = new LRUCache<string, { start: number; count: number }>({ max: 50_000 });
  return {
    /** Counts an attempt; the seconds to wait when it is over the limit, else 0. */
    hit(address: string): number {
      const t = now();
      const current = windows.get(address);
      if (!current || t - current.start >= windowMs) {
        windows.set(address, { start: t, count: 1 });
        return 0;
      }
      current.count++;
      return current.count > limit ? Math.ceil((current.start + windowMs - t) / 1000) : 0;
    },
  };
}
