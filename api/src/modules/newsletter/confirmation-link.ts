import { createHmac, timingSafeEqual } from 'node:crypto';

/** What confirmation links need: the signing secret, the shop's public origin, how long a link works. */
export interface ConfirmationLinks {
  secret: string;
  origin: string;
  ttlSeconds: number;
}

/** The api path of the confirmation page (reached through the edge's `/api` proxy). */
export const CONFIRM_PATH = '/api/newsletter/confirm';

const TOKEN_SHAPE = /^(\d{1,18})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/;

// "newsletter:" keeps these MACs apart from the order links signed with the same secret.
const mac = (secret: string, subscriptionId: string, expiresAt: number) =>
  createHmac('sha256', secret).update(`newsletter:${subscriptionId}:${expiresAt}`).digest('base64url').slice(0, 32);

/** `<subscription id>.<expires at, unix seconds>.<HMAC>`: nothing is stored, the signature is the proof. */
export function confirmationToken(secret: string, subscriptionId: string, expiresAt: number): string {
  return `${subscriptionId}.${expiresAt}.${mac(secret, subscriptionId, expiresAt)}`;
}

export function confirmationUrl(links: ConfirmationLinks, subscriptionId: string, now = Date.now()): string {
  const expiresAt = Math.floor(now / 1000) + links.ttlSeconds;
  return `${links.origin}${CONFIRM_PATH}?token=${confirmationToken(links.secret, subscriptionId, expiresAt)}`;
}

export type TokenCheck = { kind: 'invalid' } | { kind: 'expired' | 'valid'; subscriptionId: string };

/** Reads a token: forged or malformed is `invalid`; a genuine one past its time is `expired`. */
export function checkConfirmationToken(secret: string, token: string, now = Date.now()): TokenCheck {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return { kind: 'invalid' };
  const [, subscriptionId = '', expires = '', signature = ''] = match;
  const expected = mac(secret, subscriptionId, Number(expires));
  if (!timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return { kind: 'invalid' };
  return { kind: Number(expires) * 1000 <= now ? 'expired' : 'valid', subscriptionId };
}
