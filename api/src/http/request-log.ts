import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, requestIdFrom } from '@storefront/shared-contracts';

/** Fastify's `genReqId`: the caller's id (the edge's) when trusted and loggable as it is, else a new UUID. */
export function requestIdGenerator(trustCaller: boolean): (request: IncomingMessage) => string {
  return (request) => (trustCaller ? requestIdFrom(request.headers[REQUEST_ID_HEADER]) : null) ?? randomUUID();
}

// One small line per request, as the edge and the api both log it.
export { registerRequestLog } from '@storefront/shared-contracts/server';
