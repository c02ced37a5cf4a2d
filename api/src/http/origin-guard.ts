import { ACCOUNT_ERROR_CODES } from '@storefront/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** The host the browser addressed: the edge's x-forwarded-host when the request came through it. */
function requestedHost(request: FastifyRequest): string | undefined {
  const forwarded = request.headers['x-forwarded-host'];
  return (typeof forwarded === 'string' && forwarded) || request.headers.host;
}

/**
 * CSRF defence beside SameSite=Lax cookies: a state-changing request that carries an Origin (every browser
 * sends one on a cross-site POST, PUT, PATCH or DELETE) must come from the shop's own origin, or from one of
 * `allowedOrigins`, and one a browser marks `Sec-Fetch-Site: cross-site` is refused too. Requests without either
 * (server-to-server, tests, curl) carry no browser cookies by accident and pass.
 */
export function registerOriginGuard(app: FastifyInstance, allowedOrigins: readonly string[] = []): void {
  // Bodies are JSON (or a route's own form parser): a `text/plain` body, which a page on another site may send
  // without a preflight, is refused with 415 before any handler runs.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // Browsers say where a request comes from even when they send no Origin.
    if (request.headers['sec-fetch-site'] === 'cross-site') throw crossSite();
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (allowedOrigins.includes(origin)) return;
    const host = hostOf(origin);
    if (host === null || host !== requestedHost(request)) {
      throw crossSite();
    }
  });
}

const crossSite = () => new AppError(403, ACCOUNT_ERROR_CODES.badOrigin, 'This request did not come from the shop.');
