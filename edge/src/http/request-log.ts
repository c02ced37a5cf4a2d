import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, requestIdFrom } from '@storefront/shared-contracts';

/**
 * Fastify's `genReqId`: a new UUID per request, or the load balancer's `x-request-id` on a trusted hop's
 * connection (TRUST_PROXY). The edge sends its id on to the api, so both logs carry it.
 */
export function requestIdGenerator(
  trustsPeer: (address: string | undefined) => boolean,
): (request: IncomingMessage) => string {
  return (request) =>
    (trustsPeer(request.socket?.remoteAddress) ? requestIdFrom(request.headers[REQUEST_ID_HEADER]) : null) ??
    randomUUID();
}

// One small line per request, as the edge and the api both log it.
export { registerRequestLog } from '@storefront/shared-contracts/server';
