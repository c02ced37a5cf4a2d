import type { FastifyRequest } from 'fastify';

/**
 * The client's IP: behind the edge (`trustForwardedFor`), the entry the edge appended to x-forwarded-for (the
 * last one: earlier entries are whatever the client sent); else the socket's address.
 */
export function clientIpOf(request: FastifyRequest, trustForwardedFor: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  if (trustForwardedFor && typeof forwarded === 'string' && forwarded) {
    return forwarded.split(',').at(-1)?.trim() || request.ip;
  }
  return request.ip;
}
