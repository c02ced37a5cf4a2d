import { createHmac, timingSafeEqual } from 'node:crypto';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe-like providers sign. */
export function signWebhook(secret: string, body: string, at = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
  return `t=${at},v1=${mac}`;
}

/**
 * True when `header` signs `body` with `secret`. The timestamp is part of what is signed; a signature older
 * than `toleranceSeconds` is refused (a replayed capture), yet a late event re-sent by the provider is signed
 * anew when sent, so it passes.
 */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | undefined,
  toleranceSeconds = 300,
  now = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const at = Number(parts.t);
  const mac = parts.v1;
  if (!Number.isInteger(at) || !mac || !/^[0-9a-f]{64}$/.test(mac)) return false;
  if (Math.abs(now - at) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${at}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(mac, 'hex'));
}
