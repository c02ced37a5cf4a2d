import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from '@storefront/shared-contracts';

/** Paths the browser calls on its own origin and the api answers. */
export const PROXIED_PREFIXES = ['/api', '/metric'] as const;

/** `/api/*` and `/metric/*` go to the api as they are: cookies, bodies and status codes untouched. */
export async function registerApiProxy(app: FastifyInstance, apiUrl: string): Promise<void> {
  for (const prefix of PROXIED_PREFIXES) {
    await app.register(proxy, {
      upstream: apiUrl,
      prefix,
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
          reply
            .code(status)
            .header('cache-control', 'no-store')
            .send({ error: 'Bad Gateway', message: 'The api is unavailable' });
        },
        // reply-from retries GETs that answer 503; the api's status must reach the browser as it is.
        retryDelay: () => null,
      },
    });
  }
}
