import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { limited, type Limit } from '../../http/rate-limit';
import { errorResponses } from '../../http/responses';
import { FIELD_BODY_LIMIT_BYTES, fieldBatchAcceptedSchema, fieldBatchSchema } from './field-schema';
import { recordFieldEvents } from './record-field-events';

/**
 * Per client address: a browser sends one beacon when a page is hidden or left, so a shopper sends a few a
 * minute; the margin is for a household or an office behind one address.
 */
export function fieldReportLimit(factor = 1): Limit {
  return { max: Math.ceil(120 * factor), windowMs: 60_000 };
}

export async function fieldRoutes(app: FastifyInstance, { db, limit }: { db: Database; limit: Limit }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/field',
    {
      bodyLimit: FIELD_BODY_LIMIT_BYTES,
      config: limited(limit),
      schema: {
        tags: ['metrics'],
        summary: "Field measurements from a shopper's browser (views, Web Vitals, errors, area fallbacks), aggregated",
        body: fieldBatchSchema,
        response: { 202: fieldBatchAcceptedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await recordFieldEvents(db, request.body.events);
      return reply.code(202).header('cache-control', 'no-store').send({ accepted: request.body.events.length });
    },
  );
}
