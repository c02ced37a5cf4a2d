import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { OpsMessage } from './ops-page';

/** The operator's session cookie: its own name, so no shopper cookie (`sf_session`) is ever taken for it. */
export const OPS_SESSION_COOKIE = 'sf_ops_session';
/** The login form's double-submit token (before there is a session). */
export const OPS_LOGIN_CSRF_COOKIE = 'sf_ops_csrf';
/** The last action's result, shown once by the next `GET /ops` (any edge): signed, bound to the session. */
export const OPS_MESSAGE_COOKIE = 'sf_ops_message';
export const OPS_SESSION_TTL_MS = 8 * 3600 * 1000;
/** Far longer than any token this console signs: anything longer is refused before it is decoded. */
const MAX_TOKEN_LENGTH = 1024;

export interface OpsSession {
  /** The token's own random part: binds its CSRF token and its messages to this login only. */
  id: string;
  operator: string;
  /** The operator's credential version when the token was signed (`operatorCredential`). */
  credential: string;
  expiresAt: number;
  /** The token every form of this session carries: derived from the session, so every edge knows it. */
  csrf: string;
}

const sessionPayloadSchema = z.object({
  id: z.string().min(16).max(64),
  op: z.string().min(1).max(63),
  cv: z.string().min(1).max(64),
  exp: z.number().int().positive(),
});
const messagePayloadSchema = z.object({ id: z.string(), ok: z.boolean(), text: z.string().max(500) });

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
 * Operator sessions as signed tokens, so that every edge with the same key (OPS_SESSION_SECRET) accepts them and
 * a restart ends none: `<payload>.<HMAC-SHA256>`, both base64url, the payload the session's random id, operator,
 * credential version and expiry (the server's clock). Nothing is kept here: whether the operator still exists
 * and the credential version is still theirs (no logout, no new password since) is the caller's check against
 * operators.json on every request. Each use of the key has its own label, so no token made for one purpose (a
 * message, a CSRF token) is ever valid as another.
 */
export function createOpsSessionTokens(secret: string, ttlMs = OPS_SESSION_TTL_MS, now: () => number = Date.now) {
  const mac = (label: string, data: string) => createHmac('sha256', secret).update(`${label}\n${data}`).digest();
  const seal = (label: string, payload: unknown) => {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${mac(label, body).toString('base64url')}`;
  };
  const open = (label: string, token: string | undefined): unknown => {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined) return null;
    const expected = mac(label, body);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    } catch {
      return null;
    }
  };
  const csrfOf = (id: string) => mac('ops-csrf', id).toString('base64url');

  return {
    /** A new session (a new random id at every login: no fixation) and its cookie value. */
    issue(operator: string, credential: string): { token: string; session: OpsSession } {
      const id = randomBytes(18).toString('base64url');
      const expiresAt = now() + ttlMs;
      const token = seal('ops-session', { id, op: operator, cv: credential, exp: expiresAt });
      return { token, session: { id, operator, credential, expiresAt, csrf: csrfOf(id) } };
    },
    /** The session a cookie carries when its signature holds and it has not expired; else null. */
    read(token: string | undefined): OpsSession | null {
      const parsed = sessionPayloadSchema.safeParse(open('ops-session', token));
      if (!parsed.success || parsed.data.exp <= now()) return null;
      const { id, op, cv, exp } = parsed.data;
      return { id, operator: op, credential: cv, expiresAt: exp, csrf: csrfOf(id) };
    },
    /** A result for the session's next page, as a cookie value. */
    sealMessage(session: OpsSession, message: OpsMessage): string {
      return seal('ops-message', { id: session.id, ok: message.ok, text: message.text.slice(0, 500) });
    },
    /** The message the cookie carries for this session (none from another session or another key). */
    openMessage(session: OpsSession, value: string | undefined): OpsMessage | null {
      const parsed = messagePayloadSchema.safeParse(open('ops-message', value));
      if (!parsed.success || parsed.data.id !== session.id) return null;
      return { ok: parsed.data.ok, text: parsed.data.text };
    },
  };
}
export type OpsSessionTokens = ReturnType<typeof createOpsSessionTokens>;

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
