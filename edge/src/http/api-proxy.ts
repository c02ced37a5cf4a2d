import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { API_BODY_LIMIT_BYTES, ERROR_CODES, REQUEST_ID_HEADER, type ApiError } from '@storefront/shared-contracts';

/** Paths the browser calls on its own origin and the api answers. */
export const PROXIED_PREFIXES = ['/api', '/metric'] as const;

/** `/api/*` and `/metric/*` go to the api as they are: cookies, bodies and status codes untouched. */
export async function registerApiProxy(app: FastifyInstance, apiUrl: string): Promise<void> {
  for (const prefix of PROXIED_PREFIXES) {
    await app.register(proxy, {
      upstream: apiUrl,
      prefix,
      // A body the api would refuse gets the api's answer here: streamed on, the api stops reading it and the
      // proxy would see a reset (502) instead of the api's 400.
      preHandler: async (request, reply) => {
        if (Number(request.headers['content-length'] ?? 0) > API_BODY_LIMIT_BYTES) {
          await reply.code(400).header('cache-control', 'no-store').send(bodyTooLarge());
        }
      },
      rewritePrefix: prefix,
      // The request's own log line says what happened; reply-from's two extra lines per call add nothing.
      disableRequestLogging: true,
      undici: { headersTimeout: 30_000, bodyTimeout: 30_000 },
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => {
          const prior = headers['x-forwarded-for'];
          return {
            ...headers,
            'x-forwarded-for': (typeof prior === 'string' && prior ? `${prior}, ` : '') + request.ip,
            'x-forwarded-proto': request.protocol,
            'x-forwarded-host': request.host,
            // The api logs under the edge's id: one request, one id in both logs.
            [REQUEST_ID_HEADER]: request.id,
          };
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
  return { statusCode: 400, code: ERROR_CODES.bodyTooLarge, message: 'The request body is too large.' };
}
