import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';

const OPS_TOKEN = 'ops-token-of-this-test-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ opsToken: OPS_TOKEN });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const tags = (version: string, side: 'stable' | 'canary', storefront = 'de') => ({
  storefront,
  route: 'product-slug',
  area: 'mf_product',
  version,
  side,
});
const report = (events: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/field',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ events }),
  });
const health = (query: string, token: string | null = OPS_TOKEN) =>
  t.app.inject({ url: `/api/ops/field-health${query}`, headers: token === null ? {} : { 'x-ops-token': token } });

describe('GET /api/ops/field-health', () => {
  it('answers 401 without the ops token or with a wrong one, before looking at the query', async () => {
    for (const response of [
      await health('?minutes=10', null),
      await health('?minutes=10', 'ops-token-development'),
      await health('?minutes=nonsense', 'wrong'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHORIZED');
    }
  });

  it('gives views, error and fallback rates per area, version and side over the window', async () => {
    const stable = '2.0.0-fhstable';
    const canary = '2.1.0-fhcanary';
    expect(
      (
        await report([
          ...Array.from({ length: 4 }, () => ({ kind: 'view', ...tags(stable, 'stable') })),
          { kind: 'view', ...tags(canary, 'canary') },
          { kind: 'view', ...tags(canary, 'canary') },
          { kind: 'error', ...tags(canary, 'canary'), source: 'error' },
          { kind: 'fallback', ...tags(canary, 'canary'), where: 'browser', reason: 'render-error' },
          { kind: 'view', ...tags(canary, 'canary', 'uk') },
        ])
      ).statusCode,
    ).toBe(202);

    const response = await health('?minutes=5');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ minutes: number; storefront: string | null; areas: Record<string, unknown>[] }>();
    expect(body).toMatchObject({ minutes: 5, storefront: null });
    expect(body.areas.find((row) => row.version === canary)).toMatchObject({
      area: 'mf_product',
      side: 'canary',
      views: 3,
      errors: 1,
      fallbacks: 1,
      errorRate: 0.3333,
      fallbackRate: 0.3333,
      samples: { LCP: 0, INP: 0, CLS: 0 },
    });
    expect(body.areas.find((row) => row.version === stable)).toMatchObject({ side: 'stable', views: 4, errorRate: 0 });

    // One storefront's measurements only.
    const de = (await health('?minutes=5&storefront=de')).json<{ areas: Record<string, unknown>[] }>();
    expect(de.areas.find((row) => row.version === canary)).toMatchObject({ views: 2, errorRate: 0.5 });
    const uk = (await health('?storefront=uk')).json<{ minutes: number; areas: Record<string, unknown>[] }>();
    expect(uk.minutes).toBe(10);
    expect(uk.areas.find((row) => row.version === canary)).toMatchObject({ views: 1, errors: 0 });
  });

  it('refuses a window or storefront it does not know', async () => {
    for (const query of ['?minutes=0', '?minutes=1.5', '?minutes=100000', '?storefront=xx', '?minutes=5&extra=1']) {
      const response = await health(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
  });
});
