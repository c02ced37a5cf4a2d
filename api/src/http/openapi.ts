import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_DOCS_PATH } from '@storefront/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { registerSchemaComponents } from './openapi-components';
import { operationMeta, securitySchemes } from './openapi-operations';

type Json = Record<string, unknown>;
type OpenApiObject = ReturnType<typeof jsonSchemaTransformObject>;
const SCHEMA_REF = '#/components/schemas/';

/** The names of the component schemas `value` refers to, looked for anywhere in it. */
function refsIn(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF)) {
        into.add(child.slice(SCHEMA_REF.length));
      } else refsIn(child, into);
    }
  }
  return into;
}

/**
 * The finishing touches on the generated document: each operation's `operationId` and `security`
 * (openapi-operations.ts), the security schemes, and only the component schemas some operation uses
 * (the registry gives an input and an output variant of each, most of which no route needs).
 */
function finishDocument(generated: OpenApiObject): OpenApiObject {
  const document = generated as { paths?: Record<string, Record<string, Json>>; components?: Json };
  const paths = document.paths ?? {};
  for (const [path, pathItem] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(pathItem)) {
      const meta = operationMeta(method, path);
      if (meta) Object.assign(operation, meta);
    }
  }
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const used = refsIn(paths, new Set());
  const pending = [...used];
  while (pending.length > 0) {
    for (const name of refsIn(schemas[pending.pop() as string], new Set())) {
      if (used.has(name)) continue;
      used.add(name);
      pending.push(name);
    }
  }
  const kept = Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => used.has(name))
      .sort()
      .map((name) => [name, schemas[name]]),
  );
  return { ...document, components: { ...document.components, schemas: kept, securitySchemes } } as OpenApiObject;
}

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas (request and response) at
 * `/api/docs/json`, and Swagger UI at `/api/docs` (both also through the edge's `/api` proxy). Register it
 * before the routes: it collects them as they are added. Shared schemas become named components
 * (openapi-components.ts); operation ids and security come from openapi-operations.ts.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  registerSchemaComponents();
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storefront api',
        version: '1.0.0',
        contact: { name: 'Storefront api maintainers' },
        description:
          'The commerce api of the seed storefront. Every error answers the same body (`code`, `message`, and `issues` or `params` when they apply). Request ids: send `x-request-id` (the edge does) and find it in the logs and on the response.',
      },
      // Relative: the same document serves the api on its own port and through the edge's `/api` proxy.
      servers: [{ url: '/', description: 'This api, or the storefront origin (the edge proxies /api)' }],
      tags: [
        {
          name: 'catalogue',
          description: 'Settings, route rules, collections, listings, products, reviews, price list, seedfinder',
        },
        { name: 'cart', description: 'The cart of the HttpOnly sf_cart cookie' },
        { name: 'checkout', description: 'The checkout page, its form post before hydration, and Pay Now' },
        { name: 'orders', description: 'Order overview, Complete Payment, order status lookups' },
        { name: 'fulfilment', description: 'Moving paid orders through fulfilment (x-fulfilment-token)' },
        { name: 'payments', description: "The payment provider's signed webhook" },
        { name: 'sandbox', description: "The sandbox payment provider's hosted page and bank (development, tests)" },
        { name: 'account', description: 'Sign-up, login, the session, details, addresses, wishlist, own orders' },
        { name: 'search', description: 'Keyword search across strains, collections, posts and pages' },
        { name: 'content', description: 'Blog posts, post categories, authors and content pages, per language' },
        { name: 'support', description: 'Contact form, FAQ and the chatbot' },
        { name: 'newsletter', description: 'Newsletter sign-up and its confirmation link' },
        { name: 'metrics', description: 'Referral tracking' },
        { name: 'operations', description: 'Health and readiness probes, the version of the data pages show' },
        { name: 'test', description: 'Only with EXPOSE_TEST_OUTBOX=true, for browser tests' },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => finishDocument(jsonSchemaTransformObject(documentObject)),
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH, logLevel: 'warn' });
}
