// `@storefront/shared-contracts/server`: what the api and the edge, both Fastify servers, do alike (and browser
// code never imports). Typed by the shape they use, not by Fastify's types, so this package takes on no server
// dependency: a Fastify instance fits these shapes.
import { REQUEST_ID_HEADER } from '../http/operations';

/** A pino-style logger, as far as these helpers log. */
export interface ServerLog {
  info(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** A Fastify instance, as far as its graceful close goes. */
export interface ClosableServer {
  log: ServerLog;
  close(): PromiseLike<unknown>;
}

/**
 * The two arguments of `closeWithGrace` for a server: on SIGTERM / SIGINT stop accepting, let in-flight requests
 * finish, run the app's onClose hooks (the api closes its database there), exit 0; still busy after `delayMs`,
 * or a second signal: exit 1 anyway. `closeWithGrace(...gracefulClose(app, config.shutdownTimeoutMs))`.
 */
export function gracefulClose(
  app: ClosableServer,
  delayMs: number,
): [
  { delay: number; logger: { error: (message: unknown) => void } },
  (event: { signal?: string; err?: Error }) => Promise<void>,
] {
  return [
    { delay: delayMs, logger: { error: (message: unknown) => app.log.error(message) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an unhandled error');
      else app.log.info({ signal, deadlineMs: delayMs }, 'closing: finishing in-flight requests');
      await app.close();
      app.log.info('closed');
    },
  ];
}

interface LoggedRequest {
  id: string;
  method: string;
  url: string;
  log: ServerLog;
}

interface LoggedReply {
  statusCode: number;
  elapsedTime: number;
  header(name: string, value: string): unknown;
}

type RequestHook = (request: LoggedRequest, reply: LoggedReply, done: () => void) => void;

/** A Fastify instance, as far as its request log goes. */
export interface RequestLogHost {
  addHook(name: 'onRequest', hook: RequestHook): unknown;
  addHook(name: 'onResponse', hook: RequestHook): unknown;
}

/**
 * One `info` line per request once its response is sent, under the request's id (`reqId`). Fastify's own
 * request logging writes two lines per request through full request and response serialisers; one small
 * line keeps the hot paths cheap. The id goes back on the response, so a shopper's report, the edge's log and
 * the api's meet. Routes that set `logLevel: 'warn'` (health probes) are not logged.
 */
export function registerRequestLog(app: RequestLogHost): void {
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
