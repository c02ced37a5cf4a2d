import { OPERATIONS_PATHS } from '@storefront/shared-contracts';
import { dataVersionSchema, healthSchema, readinessSchema, type Readiness } from '@storefront/shared-contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import type { Queryable } from '../../db/database';
import { pingDatabase, readDataVersion } from './repository';

/** How long the readiness probe waits for the database: a probe must answer well within a prober's timeout. */
const DATABASE_CHECK_TIMEOUT_MS = 2000;

async function checkDatabase(db: Queryable): Promise<Readiness['checks'][string]> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${DATABASE_CHECK_TIMEOUT_MS} ms`)),
      DATABASE_CHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([pingDatabase(db), timeout]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      ok: false,
      ms: Math.round(performance.now() - started),
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: the process is up. `GET /readyz`: it can serve, that is its database answers (200), or not
 * (503, the failing check named). Probes are not request-logged (`logLevel: 'warn'`): a prober asks every few seconds.
 */
export async function operationsRoutes(app: FastifyInstance, { db }: { db: Queryable }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const started = Date.now();

  r.get(
    OPERATIONS_PATHS.health,
    {
      logLevel: 'warn',
      schema: { tags: ['operations'], summary: 'Liveness: the process answers', response: { 200: healthSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        status: 'ok' as const,
        service: 'api' as const,
        uptimeSeconds: Math.round((Date.now() - started) / 1000),
      };
    },
  );

  r.get(
    OPERATIONS_PATHS.readiness,
    {
      logLevel: 'warn',
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database answers (503 naming the failing check while it does not)',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      const database = await checkDatabase(db);
      if (!database.ok) request.log.warn({ check: database }, 'not ready: the database does not answer');
      return reply
        .code(database.ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: database.ok ? 'ready' : 'not-ready', service: 'api', checks: { database } });
    },
  );

  // Read straight from the database on every call, never from a cache: edges ask it about twice a second each
  // to learn of writes made through another edge or api instance (or by hand in the database), and a cached
  // answer would add its own age to how long they serve a stale page. One indexed single-row read.
  r.get(
    OPERATIONS_PATHS.dataVersion,
    {
      logLevel: 'warn',
      schema: {
        tags: ['operations'],
        summary: 'The version of the data kept pages show (catalogue, prices, stock, reviews, content)',
        response: { 200: dataVersionSchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      const version = await readDataVersion(db);
      reply.header('cache-control', 'no-store');
      return { version };
    },
  );
}
