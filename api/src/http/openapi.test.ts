import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { RouteOptions } from 'fastify';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../test/test-app';
import { CLIENT_CHECK } from './openapi-client-check';
import { componentIds } from './openapi-components';
import { operations as operationMap } from './openapi-operations';

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type OpenApiDocument = {
  openapi: string;
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string; in: string }> };
};

/** The CLIs run as a developer runs them (node + the package's own bin), on the document written to a file. */
const run = promisify(execFile);
const bin = (pkg: string, file: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
/** The CLIs' own time, generously: the machine may be shared (a few seconds each when it is not). */
const CLI_TIMEOUT = 120_000;

const routes: RouteOptions[] = [];
let t: TestApp;
let document: OpenApiDocument;
let tmp: string;
let documentFile: string;
/** Spectral's findings: started with the suite, it runs while the client is generated and checked. */
let linted: Promise<{ code: string; severity: number; path: string[] }[] | Error>;

async function lint(): Promise<{ code: string; severity: number; path: string[] }[]> {
  const ruleset = path.resolve(__dirname, '../../.spectral.yaml');
  const output = path.join(tmp, 'spectral.json');
  const spectral = bin('@stoplight/spectral-cli', 'dist/index.js');
  // It exits 1 when it finds an error: the findings are read from its report either way.
  await run(process.execPath, [spectral, 'lint', documentFile, '-r', ruleset, '-f', 'json', '-o', output, '-q'], {
    timeout: CLI_TIMEOUT,
  }).catch((error: unknown) => {
    if (!fs.existsSync(output)) throw error;
  });
  return JSON.parse(fs.readFileSync(output, 'utf8')) as { code: string; severity: number; path: string[] }[];
}

beforeAll(async () => {
  // The test outbox is a route too: registered here so the document is checked with it.
  t = await startTestApp({ exposeTestOutbox: true }, { onRoute: (route) => void routes.push(route) });
  const response = await t.app.inject({ url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-openapi-'));
  documentFile = path.join(tmp, 'openapi.json');
  fs.writeFileSync(documentFile, response.body);
  linted = lint().catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
}, SETUP_TIMEOUT);
afterAll(async () => {
  await linted;
  await t?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** Every operation of the document as [`GET /path`, operation]. */
function documentedOperations(): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([where, item]) =>
    Object.entries(item).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${where}`,
      operation,
    ]),
  );
}

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

  it('describes the answers from the zod schemas (a product page, a cart)', async () => {
    const product = document.paths['/api/{iso}/products/{slug}']?.get?.responses['200']?.content?.['application/json'];
    expect(product?.schema).toEqual({ $ref: '#/components/schemas/ProductDetail' });
    const resolved = (await SwaggerParser.dereference(
      structuredClone(document) as never,
    )) as unknown as OpenApiDocument;
    const productSchema =
      resolved.paths['/api/{iso}/products/{slug}']?.get?.responses['200']?.content?.['application/json'];
    expect(JSON.stringify(productSchema?.schema)).toContain('"floweringTime"');
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

  it('names every operation: a unique camelCase operationId from openapi-operations.ts', () => {
    const ids = documentedOperations().map(([where, operation]) => ({ where, id: operation.operationId }));
    expect(ids.filter(({ id }) => id === undefined || !/^[a-z][a-zA-Z0-9]+$/.test(id))).toEqual([]);
    const counts = new Map<string, number>();
    for (const { id } of ids) counts.set(id as string, (counts.get(id as string) ?? 0) + 1);
    expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
    // No stale entry: each one names an operation the api serves.
    expect(Object.keys(operationMap).filter((key) => !ids.some(({ where }) => where === key))).toEqual([]);
    expect(document.paths['/api/{iso}/cart/items']?.post?.operationId).toBe('addCartLine');
    expect(document.paths['/api/{iso}/products/{slug}']?.get?.operationId).toBe('getProduct');
  });

  it('declares the session cookie, the cart cookie and the three auth headers, and who needs which', () => {
    expect(document.components.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sf_session' }),
      cartCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sf_cart' }),
      fulfilmentToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-fulfilment-token' }),
      opsToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-ops-token' }),
      webhookSignature: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-sandbox-signature' }),
    });
    const security = (where: string, method: string) => document.paths[where]?.[method]?.security;
    expect(security('/api/fulfilment/orders/{number}/advance', 'post')).toEqual([{ fulfilmentToken: [] }]);
    expect(security('/api/ops/field-health', 'get')).toEqual([{ opsToken: [] }]);
    expect(security('/api/payments/webhooks/sandbox', 'post')).toEqual([{ webhookSignature: [] }]);
    expect(security('/api/account/addresses', 'get')).toEqual([{ sessionCookie: [] }]);
    expect(security('/api/{iso}/cart/items/{lineId}', 'patch')).toEqual([{ cartCookie: [] }]);
    // Optional where the api does without: no cookie reads as an empty cart.
    expect(security('/api/{iso}/cart', 'get')).toEqual([{}, { cartCookie: [] }]);
    expect(security('/api/{iso}/products/{slug}', 'get')).toBeUndefined();
    // Every account route needs (or reads) the session, but sign-up, login, and what an e-mailed token opens.
    const accountRoutes = documentedOperations().filter(([where]) => / \/api\/account\//.test(where));
    const open = accountRoutes.filter(([, operation]) => !JSON.stringify(operation.security ?? []).includes('session'));
    expect(open.map(([where]) => where).sort()).toEqual([
      'GET /api/account/email-change',
      'POST /api/account/email-change',
      'POST /api/account/forgot-password',
      'POST /api/account/login',
      'POST /api/account/reset-password',
      'POST /api/account/signup',
    ]);
  });

  it('declares every tag it uses, with a description, and a server', () => {
    const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description ?? '']));
    const used = new Set(documentedOperations().flatMap(([, operation]) => operation.tags ?? []));
    expect([...used].filter((tag) => !declared.get(tag))).toEqual([]);
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('names the shared schemas as components, each one used', () => {
    const names = Object.keys(document.components.schemas);
    expect(names).toEqual(
      expect.arrayContaining(['Cart', 'CartLine', 'ProductDetail', 'ApiError', 'AddCartItemInput']),
    );
    // A component is a registered shared-contracts schema, as answered or (`…Input`) as a request body.
    expect(names.filter((name) => !componentIds.includes(name.replace(/Input$/, '')))).toEqual([]);
    const text = JSON.stringify(document.paths) + JSON.stringify(document.components.schemas);
    expect(names.filter((name) => !text.includes(`"#/components/schemas/${name}"`))).toEqual([]);
  });

  it(
    'passes the OpenAPI linter (Spectral, spectral:oas with api/.spectral.yaml) without errors or warnings',
    async () => {
      const findings = await linted;
      if (findings instanceof Error) throw findings;
      // Severity 0 is an error, 1 a warning (2 and 3: information and hints).
      const problems = findings.filter((finding) => finding.severity <= 1);
      expect(problems.map(({ code, path: where }) => `${code} at ${where.join('.')}`)).toEqual([]);
    },
    CLI_TIMEOUT,
  );

  it(
    'generates a typed client (openapi-typescript) that typechecks calls to the api',
    async () => {
      const types = path.join(tmp, 'api.d.ts');
      await run(process.execPath, [bin('openapi-typescript', 'bin/cli.js'), documentFile, '-o', types], {
        timeout: CLI_TIMEOUT,
      });
      const client = path.join(tmp, 'client.ts');
      fs.writeFileSync(client, CLIENT_CHECK);
      const tsc = bin('typescript', 'bin/tsc');
      const options = ['--noEmit', '--strict', '--target', 'ES2022', '--lib', 'ES2022', '--module', 'ESNext'];
      const checked = await run(process.execPath, [tsc, ...options, '--moduleResolution', 'Bundler', client], {
        cwd: tmp,
        timeout: CLI_TIMEOUT,
      }).then(
        () => 'typechecks',
        (error: { stdout?: string }) => error.stdout ?? String(error),
      );
      expect(checked).toBe('typechecks');
    },
    CLI_TIMEOUT,
  );
});
