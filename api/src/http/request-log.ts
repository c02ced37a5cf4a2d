import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, requestIdFrom } from '@storefront/shared-contracts';
import type { FastifyInstance } from 'fastify';

/** Fastify's `genReqId`: the caller's id (the edge's) when trusted and loggable as it is, else a new UUID. */
export function requestIdGenerator(trustCaller: boolean): (request: IncomingMessage) => string {
  return (request) => (trustCaller ? requestIdFrom(request.headers[REQUEST_ID_HEADER]) : null) ?? randomUUID();
}

/**
 * One `info` line per request once its response is sent, under the request's id (`reqId`). Fastify's own
 * request logging writes two lines per request through full request and response serialisers; one small
 * line keeps the catalogue's hot path cheap. The id goes back on the response, so a shopper's report, the
 * edge's log and this one meet. Routes that set `logLevel: 'warn'` (health probes) are not logged.
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
