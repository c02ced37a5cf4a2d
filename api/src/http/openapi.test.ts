import SwaggerParser from '@apidevtools/swagger-parser';
import type { RouteOptions } from 'fastify';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../test/test-app';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

const routes: RouteOptions[] = [];
let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  // The test outbox is a route too: registered here so the document is checked with it.
  t = await startTestApp({ exposeTestOutbox: true }, { onRoute: (route) => void routes.push(route) });
  const response = await t.app.inject({ url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

/** Every method of every route the api serves, as `GET /api/{iso}/settings`; Swagger UI's own routes are hidden. */
function servedOperations(): string[] {
  return routes
    .filter((route) => !(route.schema as { hide?: boolean } | undefined)?.hide)
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
    )
    .sort();
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('lists every route the api serves, and nothing else', () => {
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(servedOperations().length).toBeGreaterThanOrEqual(19);
    expect(documented).toEqual(servedOperations());
  });

  it('gives every route the schema of its success answer and of its errors', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        const success = Object.entries(operation.responses).filter(([status]) => /^2/.test(status));
        // An HTML form post (checkout before hydration, the sandbox's hosted page) succeeds with a 303.
        const redirects = 'requestBody' in operation && JSON.stringify(operation).includes('x-www-form-urlencoded');
        const redirectOnly = redirects && '303' in operation.responses;
        expect({ where, success: success.length > 0 || redirectOnly }).toEqual({ where, success: true });
        for (const [, response] of success) {
          const [content] = Object.values(response.content ?? {});
          expect({ where, schema: content?.schema !== undefined }).toEqual({ where, schema: true });
        }
        // The probes answer their own shape (readiness: 503 too); every other route may answer the api's errors.
        const errors = Object.keys(operation.responses)
          .filter((status) => !/^[23]/.test(status))
          .sort();
        const expected = path === '/healthz' ? [] : path === '/readyz' ? ['503'] : ['4XX', '500'];
        expect({ where, errors }).toEqual({ where, errors: expected });
      }
    }
  });

  it('describes the answers from the zod schemas (a product page, a cart)', () => {
    const product = document.paths['/api/{iso}/products/{slug}']?.get?.responses['200']?.content?.['application/json'];
    expect(JSON.stringify(product?.schema)).toContain('"floweringTime"');
    const readiness = document.paths['/readyz']?.get?.responses;
    expect(Object.keys(readiness ?? {})).toEqual(['200', '503']);
    const cart = document.paths['/api/{iso}/cart/items']?.post?.responses;
    expect(Object.keys(cart ?? {})).toEqual(expect.arrayContaining(['200', '201']));
  });

  it('serves Swagger UI at /api/docs', async () => {
    const response = await t.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger-ui');
  });
});
