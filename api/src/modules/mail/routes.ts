import { type OutboxEmail } from '@storefront/shared-contracts';
import { testOutboxQuerySchema, testOutboxResponseSchema } from '@storefront/shared-contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { errorResponses } from '../../http/responses';
import { type OutboxRow, mailRepository } from './repository';

const OUTBOX_PAGE = 50;

function toOutboxEmail(row: OutboxRow): OutboxEmail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    template: row.template,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

/** `GET /api/test/outbox?to=`: what the api would have mailed, for browser tests. Registered only with EXPOSE_TEST_OUTBOX=true. */
export async function testOutboxRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/test/outbox',
    {
      schema: {
        tags: ['test'],
        summary: 'What the api would have mailed, newest first (browser tests only)',
        querystring: testOutboxQuerySchema,
        response: { 200: testOutboxResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const rows = await mailRepository.latest(db, request.query.to || null, OUTBOX_PAGE);
      reply.header('cache-control', 'no-store');
      return { emails: rows.map(toOutboxEmail) };
    },
  );
}
