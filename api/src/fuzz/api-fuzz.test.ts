/**
 * The schema-driven fuzzer: at least 10,000 generated requests, valid and invalid, to every operation of
 * the OpenAPI document (parameters, queries and bodies from its schemas, mixed with hostile values and bodies of the
 * wrong type), with a fixed seed and a time bound. No answer may be a 5xx, and every 4xx carries the api's error
 * shape. The report (requests sent, statuses seen per operation) is printed and written to `fuzz-report.json` in
 * the run's temp dir.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { STOREFRONTS } from '@storefront/shared-contracts';
import { apiErrorSchema } from '@storefront/shared-contracts/schemas';
import fc, { type Arbitrary } from 'fast-check';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../test/test-app';
import {
  type JsonSchema,
  anyJson,
  deepJsonText,
  hostileNumber,
  hostileString,
  mostlyValid,
  valueFor,
} from './schema-arbitrary';

const SEED = 20_261_124;
const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_MS ?? 300_000);

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

let t: TestApp;
let document: Document;
let samples: Record<string, string[]>;

beforeAll(async () => {
  t = await startTestApp();
  const response = await t.app.inject({ url: '/api/docs/json' });
  document = (await SwaggerParser.dereference(response.json())) as unknown as Document;
  const column = async (sql: string) => (await t.db.query<{ v: string }>(sql)).rows.map((r) => String(r.v));
  samples = {
    iso: [...new Set(Object.values(STOREFRONTS).map((s) => s.iso))],
    slug: [
      ...(await column('SELECT slug AS v FROM products ORDER BY id LIMIT 5')),
      ...(await column('SELECT slug AS v FROM collections ORDER BY id LIMIT 3')),
    ],
    reviewId: await column('SELECT id AS v FROM reviews ORDER BY id LIMIT 3'),
    productId: await column('SELECT id AS v FROM products ORDER BY id LIMIT 3'),
  };
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

/** Known good values where the database has them (an iso, a slug), else from the schema; hostile ones too. */
function parameterValue(parameter: Parameter): Arbitrary<string | undefined> {
  const known = samples[parameter.name];
  const fromSchema = valueFor(parameter.schema).map((v) => (v === undefined || v === null ? '' : String(v)));
  const hostile = fc.oneof(hostileString, hostileNumber.map(String));
  const options: Array<{ weight: number; arbitrary: Arbitrary<string | undefined> }> = [
    { weight: 3, arbitrary: fromSchema },
    { weight: 2, arbitrary: hostile },
  ];
  if (known?.length) options.push({ weight: 5, arbitrary: fc.constantFrom(...known) });
  if (parameter.in !== 'path' && !parameter.required) options.push({ weight: 2, arbitrary: fc.constant(undefined) });
  return fc.oneof(...options);
}

/** A body for the operation: JSON from its schema (mostly valid), JSON of the wrong shape, or not JSON at all. */
function bodyFor(operation: Operation): Arbitrary<{ payload?: string; contentType?: string }> {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const json = (value: Arbitrary<unknown>) =>
    value.map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' }));
  return fc.oneof(
    { weight: schema ? 6 : 1, arbitrary: json(mostlyValid(schema)) },
    { weight: 2, arbitrary: json(anyJson) },
    { weight: 1, arbitrary: hostileString.map((payload) => ({ payload, contentType: 'application/json' })) },
    { weight: 1, arbitrary: deepJsonText.map((payload) => ({ payload, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hostileString, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'))
        .map(([payload, contentType]) => ({ payload, contentType })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

function requestFor(method: string, template: string, operation: Operation): Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const valuesOf = (where: Parameter['in']) =>
    fc.record(
      Object.fromEntries(parameters.filter((p) => p.in === where).map((p) => [p.name, parameterValue(p)])),
    ) as Arbitrary<Record<string, string | undefined>>;
  const hasBody = method !== 'get' && method !== 'delete';
  return fc
    .record({
      path: valuesOf('path'),
      query: valuesOf('query'),
      extraQuery: fc.option(fc.tuple(hostileString, hostileString), { freq: 5 }),
      body: hasBody ? bodyFor(operation) : fc.constant({} as { payload?: string; contentType?: string }),
      cookie: fc.option(fc.constantFrom('sf_cart=made-up', 'sf_session=x', '=nameless', 'sf_cart=%00'), { freq: 4 }),
    })
    .map(({ path: pathValues, query, extraQuery, body, cookie }) => {
      const url = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? ''));
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined) search.append(key, value);
      if (extraQuery) search.append(extraQuery[0], extraQuery[1]);
      const headers: Record<string, string> = {};
      if (body.contentType) headers['content-type'] = body.contentType;
      if (cookie) headers.cookie = cookie;
      const qs = search.toString();
      return { method: method.toUpperCase(), url: qs ? `${url}?${qs}` : url, headers, payload: body.payload };
    });
}

describe('the api under generated requests', () => {
  it(
    `answers ${TOTAL_REQUESTS} valid and invalid requests to every operation with no 5xx, every 4xx in the error shape`,
    async () => {
      const operations = Object.entries(document.paths)
        .filter(([template]) => !template.startsWith('/api/docs'))
        .flatMap(([template, methods]) =>
          Object.entries(methods).map(([method, operation]) => ({ template, method, operation })),
        );
      expect(operations.length).toBeGreaterThan(30);
      const perOperation = Math.ceil(TOTAL_REQUESTS / operations.length);
      const deadline = Date.now() + TIME_LIMIT_MS;
      const report: Record<string, Record<string, number>> = {};
      const failures: string[] = [];
      let sent = 0;

      for (const { template, method, operation } of operations) {
        const name = `${method.toUpperCase()} ${template}`;
        const statuses: Record<string, number> = {};
        report[name] = statuses;
        await fc.assert(
          fc.asyncProperty(requestFor(method, template, operation), async (request) => {
            const response = await t.app.inject(request as never);
            sent += 1;
            statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
            if (response.statusCode >= 500) failures.push(`${response.statusCode} ${request.method} ${request.url}`);
            else if (response.statusCode >= 400) {
              const shaped = apiErrorSchema.safeParse(safeJson(response.body));
              if (!shaped.success)
                failures.push(`${response.statusCode} without the error shape: ${request.method} ${request.url}`);
            }
          }),
          {
            numRuns: perOperation,
            seed: SEED,
            endOnFailure: true,
            interruptAfterTimeLimit: Math.max(1, deadline - Date.now()),
          },
        );
      }

      const summary = { seed: SEED, sent, operations: operations.length, failures: failures.length, report };
      fs.writeFileSync(path.join(os.tmpdir(), 'fuzz-report.json'), JSON.stringify(summary, null, 2));
      const totals: Record<string, number> = {};
      for (const statuses of Object.values(report))
        for (const [status, n] of Object.entries(statuses)) totals[status] = (totals[status] ?? 0) + n;
      console.log(
        `fuzz: ${sent} requests to ${operations.length} operations (seed ${SEED}); statuses ${JSON.stringify(totals)}`,
      );
      expect(failures.slice(0, 20)).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
    },
    TIME_LIMIT_MS + 60_000,
  );
});

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
