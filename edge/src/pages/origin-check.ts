import type { FastifyRequest } from 'fastify';

/**
 * True when a state-changing request may come from a page of another site: the browser says so
 * (`Sec-Fetch-Site: cross-site`), or its Origin is not the shop's public origin nor the origin the request was
 * addressed to. A request without either header is no browser's (it carries no shopper's cookies by accident).
 */
export function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`;
}
