import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_DOCS_PATH } from '@storefront/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas (request and response) at
 * `/api/docs/json`, and Swagger UI at `/api/docs` (both also through the edge's `/api` proxy). Register it
 * before the routes: it collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storefront api',
        version: '1.0.0',
        description:
          'The commerce api of the seed storefront. Every error answers the same body (`code`, `message`, and `issues` or `params` when they apply). Request ids: send `x-request-id` (the edge does) and find it in the logs and on the response.',
      },
      tags: [
        {
          name: 'catalogue',
          description: 'Settings, route rules, collections, listings, products, reviews, price list',
        },
        { name: 'cart', description: 'The cart of the HttpOnly sf_cart cookie' },
        { name: 'search', description: 'Keyword search across strains, collections, posts and pages' },
        { name: 'content', description: 'Blog posts, post categories, authors and content pages, per language' },
        { name: 'newsletter', description: 'Newsletter sign-up' },
        { name: 'metrics', description: 'Referral tracking' },
        { name: 'operations', description: 'Health and readiness probes' },
        { name: 'test', description: 'Only with EXPOSE_TEST_OUTBOX=true, for browser tests' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH, logLevel: 'warn' });
}
