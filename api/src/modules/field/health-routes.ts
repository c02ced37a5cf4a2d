import { timingSafeEqual } from 'node:crypto';
import { STOREFRONT_CODES } from '@storefront/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { AppError } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import { OPS_TOKEN_HEADER } from '../../http/openapi-operations';
import { readFieldHealth } from './read-field-health';

export const FIELD_HEALTH_PATH = '/api/ops/field-health';

/** The longest window asked for: the aggregates are per minute, and a canary is judged on its recent minutes. */
export const FIELD_HEALTH_MAX_MINUTES = 24 * 60;

const fieldHealthQuerySchema = z.strictObject({
  minutes: z.coerce.number().int().min(1).max(FIELD_HEALTH_MAX_MINUTES).default(10),
  storefront: z.enum(STOREFRONT_CODES).optional(),
});

const vitalsSchema = <T extends z.ZodType>(value: T) => z.object({ LCP: value, INP: value, CLS: value });

export const fieldHealthSchema = z.object({
  minutes: z.number().int(),
  storefront: z.string().nullable(),
  areas: z.array(
    z.object({
      area: z.string(),
      version: z.string(),
      side: z.enum(['stable', 'canary']),
      views: z.number().int(),
      errors: z.number().int(),
      fallbacks: z.number().int(),
      errorRate: z.number().nullable(),
      fallbackRate: z.number().nullable(),
      p75: vitalsSchema(z.number().nullable()),
      samples: vitalsSchema(z.number().int()),
    }),
  ),
});

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * `GET /api/ops/field-health?minutes=10[&storefront=de]`: per area, release version and canary side, what shoppers'
 * browsers measured over the window (the edges' automatic canary analysis polls it). Operators only: the route
 * answers 401 without the `x-ops-token` of `OPS_TOKEN`, since release versions and error rates are not public.
 */
export async function fieldHealthRoutes(
  app: FastifyInstance,
  { db, opsToken }: { db: Queryable; opsToken: string },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    FIELD_HEALTH_PATH,
    {
      // Polled every few seconds by every edge: the request log would be mostly this.
      logLevel: 'warn',
      // The token is checked before the query: a caller without it learns nothing, not even what is valid.
      onRequest: async (request) => {
        const token = request.headers[OPS_TOKEN_HEADER];
        if (typeof token !== 'string' || !same(token, opsToken)) {
          throw new AppError(401, 'UNAUTHORIZED', 'The ops token is missing or wrong.');
        }
      },
      schema: {
        tags: ['operations'],
        summary: 'Field health per area, release version and canary side over the last minutes (x-ops-token)',
        querystring: fieldHealthQuerySchema,
        response: { 200: fieldHealthSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { minutes, storefront } = request.query;
      reply.header('cache-control', 'no-store');
      return { minutes, storefront: storefront ?? null, areas: await readFieldHealth(db, { minutes, storefront }) };
    },
  );
}
