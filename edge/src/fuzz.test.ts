/**
 * The edge under generated requests: every route of the route table in every storefront, with hostile
 * parameters, queries (renew, referral ids), cookies and methods, plus the consent form and the api proxy. No
 * answer may be a 5xx. Fixed seed; the count and the statuses seen are printed.
 */
import { ROUTES, STOREFRONTS } from '@storefront/shared-contracts';
import fc, { type Arbitrary } from 'fast-check';
import { startEdge, type EdgeHarness } from './test-support/edge-harness';
import { KNOWN_PRODUCT, startFakeApi, type FakeApi } from './test-support/fake-api';

const SEED = 20_261_124;
const REQUESTS = Number(process.env.FUZZ_EDGE_REQUESTS ?? 2_000);

let api: FakeApi;
let edge: EdgeHarness;

beforeAll(async () => {
  api = await startFakeApi();
  edge = await startEdge(api.url, { serverRenderer: true, config: { publicOrigin: 'https://shop.example' } });
});
afterAll(async () => {
  await edge?.close();
  await api?.close();
});

const hostile: Arbitrary<string> = fc.oneof(
  fc.constantFrom('', '%00', '..', '%2e%2e', 'x'.repeat(3000), '%ZZ', '😀', '<b>', KNOWN_PRODUCT, '1', '-1', '0'),
  fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent),
);
const prefixes = [...new Set(Object.values(STOREFRONTS).map((s) => s.prefix))].map((p) => (p ? `/${p}` : ''));

const path: Arbitrary<string> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...ROUTES),
        fc.constantFrom(...prefixes),
        fc.boolean(),
        fc.array(hostile, { maxLength: 3 }),
      )
      .map(([route, prefix, german, values]) => {
        const pattern = german && 'dePath' in route && route.dePath ? route.dePath : route.path;
        let i = 0;
        return `${prefix}${pattern.replace(/\{\w+\}/g, () => values[i++] ?? KNOWN_PRODUCT)}`.replace(/\/$/, '') || '/';
      }),
  },
  { weight: 2, arbitrary: fc.array(hostile, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`) },
);

const query: Arbitrary<string> = fc
  .array(fc.tuple(fc.constantFrom('renew', 'a_aid', 'page', 'sort', 'q', 'order', 'key', 'returnTo', 'x'), hostile), {
    maxLength: 3,
  })
  .chain((pairs) =>
    fc
      .constantFrom('', '?renew=true&')
      .map((lead) => (pairs.length || lead ? `?${lead.slice(1)}${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '')),
  );

const cookie: Arbitrary<string | undefined> = fc.option(
  fc.constantFrom(
    'sf_consent=all',
    'sf_locale=de',
    'sf_locale=zz',
    '=nameless',
    'a b=c',
    'sf_region=%00',
    'cfcountry=DE',
  ),
  { freq: 2 },
);

const request = fc.oneof(
  {
    weight: 9,
    arbitrary: fc
      .record({ method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS'), path, query, cookie })
      .map(({ method, path: p, query: q, cookie: c }) => ({
        method,
        url: `${p}${q}`,
        headers: c ? { cookie: c } : {},
      })),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(hostile, hostile).map(([region, returnTo]) => ({
      method: 'POST',
      url: '/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `region=${region}&cookies=on&returnTo=${returnTo}`,
    })),
  },
);

describe('the edge under generated requests', () => {
  it(`answers ${REQUESTS} generated page, form and proxy requests without a 5xx`, async () => {
    const statuses: Record<number, number> = {};
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const response = await edge.app.inject(req as never);
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        if (response.statusCode >= 500) failures.push(`${response.statusCode} ${req.method} ${req.url}`);
      }),
      { numRuns: REQUESTS, seed: SEED },
    );
    console.log(`edge fuzz: ${REQUESTS} requests (seed ${SEED}); statuses ${JSON.stringify(statuses)}`);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 240_000);
});
