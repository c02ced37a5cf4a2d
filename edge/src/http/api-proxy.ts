import proxy from '@fastify/http-proxy';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BODY_LIMIT_BYTES, ERROR_CODES, REQUEST_ID_HEADER, type ApiError } from '@storefront/shared-contracts';

/** Paths the browser calls on its own origin and the api answers. */
export const PROXIED_PREFIXES = ['/api', '/metric'] as const;

const isProxied = (url: string) => PROXIED_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

/** `/api/*` and `/metric/*` go to the api as they are: cookies, bodies and status codes untouched. */
export async function registerApiProxy(app: FastifyInstance, apiUrl: string): Promise<void> {
  // `Expect: 100-continue` (curl sends it for bodies over 1 MB): Node would answer 100 by itself, inviting a body
  // the proxy then refuses unread. A body over the api's limit gets its 413 at once instead (the client sends
  // nothing); any other gets its 100 and goes on as usual.
  app.server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    const refused =
      isProxied(request.url ?? '') && Number(request.headers['content-length'] ?? 0) > API_BODY_LIMIT_BYTES;
    if (!refused) response.writeContinue();
    app.server.emit('request', request, response);
  });
  for (const prefix of PROXIED_PREFIXES) {
    await app.register(proxy, {
      upstream: apiUrl,
      prefix,
      // A body the api would refuse gets the api's answer here: streamed on, the api stops reading it and the
      // proxy would see a reset (502) instead of the api's 413.
      preHandler: async (request, reply) => {
        if (Number(request.headers['content-length'] ?? 0) > API_BODY_LIMIT_BYTES) {
          await reply.code(413).header('cache-control', 'no-store').header('connection', 'close').send(bodyTooLarge());
        }
      },
      rewritePrefix: prefix,
      // The request's own log line says what happened; reply-from's two extra lines per call add nothing.
      disableRequestLogging: true,
      undici: { headersTimeout: 30_000, bodyTimeout: 30_000 },
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => {
          // `expect: 100-continue` was this hop's business (Node answered the 100 before the body came); undici
          // refuses to send the header at all. `forwarded` is a client's own claim like x-forwarded-for.
          const { expect: _expect, forwarded: _forwarded, ...rest } = headers;
          return {
            ...rest,
            // Only the client address the edge settled on (its TRUST_PROXY): a client's own x-forwarded-for
            // entries are not passed on, and the api takes this one entry from the edge alone.
            'x-forwarded-for': request.ip,
            'x-forwarded-proto': request.protocol,
            'x-forwarded-host': request.host,
            // The api logs under the edge's id: one request, one id in both logs.
            [REQUEST_ID_HEADER]: request.id,
          };
        },
        // The edge's own security headers (frames refused, HSTS only over https) stand for every answer it
        // sends; the api's would replace them.
        rewriteHeaders: (headers) => {
          const { 'x-frame-options': _frames, 'strict-transport-security': _hsts, ...rest } = headers;
          return rest;
        },
        onError: (reply, { error }) => {
          // An unreachable api is a gateway problem (502/503/504), not an edge bug (500).
          const code = (error as { statusCode?: unknown }).statusCode;
          const status = typeof code === 'number' && code >= 502 && code <= 504 ? code : 502;
          reply.log.warn({ err: error }, 'api proxy failed');
          const body: ApiError = { statusCode: status, code: 'BAD_GATEWAY', message: 'The api is unavailable.' };
          reply.code(status).header('cache-control', 'no-store').send(body);
        },
        // reply-from retries GETs that answer 503; the api's status must reach the browser as it is.
        retryDelay: () => null,
      },
    });
  }
}

/** The api's own answer to a body over its limit (its error shape, `BODY_TOO_LARGE`). */
function bodyTooLarge(): ApiError {
  return { statusCode: 413, code: ERROR_CODES.bodyTooLarge, message: 'The request body is too large.' };
}

/**
 * Fastify's `frameworkErrors` for the edge: the router refuses a URL that does not decode (`%zz`) or is too long
 * before any route runs. Under the api's prefixes the answer is in the api's own shape and codes, as the api would
 * give; pages get the edge's plain-text error.
 */
export function edgeFrameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  reply.code(status).header('cache-control', 'no-store');
  if (isProxied(request.url.split('?')[0] ?? '')) {
    const body: ApiError = tooLong
      ? { statusCode: 414, code: 'URL_TOO_LONG', message: 'A part of the URL is too long.' }
      : { statusCode: 400, code: 'BAD_URL', message: 'The URL is not valid.' };
    void reply.send(body);
    return;
  }
  void reply.type('text/plain; charset=utf-8').send(tooLong ? 'URL too long\n' : 'Bad request\n');
}
