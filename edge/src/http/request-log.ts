import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, requestIdFrom } from '@storefront/shared-contracts';
import type { FastifyInstance } from 'fastify';

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

/**
 * One `info` line per request once its response is sent, under the request's id (`reqId`), which also goes
 * back on the response. Routes that set `logLevel: 'warn'` (health probes) are not logged.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
    done();
  });
}
