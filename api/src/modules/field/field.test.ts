import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';
import { readFieldHealth } from './read-field-health';
import { fieldRepository } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const asJson = { 'content-type': 'application/json' };
const tags = (version: string, side: 'stable' | 'canary' = 'stable') => ({
  storefront: 'de',
  route: 'product-slug',
  area: 'mf_product',
  version,
  side,
});
const post = (payload: unknown, remoteAddress = '127.0.0.1', app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/field',
    headers: asJson,
    remoteAddress,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const healthOf = async (version: string) =>
  (await readFieldHealth(t.db, { minutes: 5 })).filter((row) => row.version === version);
const storedRows = async (version: string) =>
  Number(
    (
      await t.db.query<{ n: string }>(
        `SELECT ((SELECT count(*) FROM field_counts WHERE version = $1) +
                 (SELECT count(*) FROM field_vitals WHERE version = $1))::int AS n`,
        [version],
      )
    ).rows[0]?.n,
  );

describe('POST /api/field', () => {
  it('aggregates a batch per area, version and side, readable with rates and p75s', async () => {
    const version = '1.4.0-aggr01';
    const views = Array.from({ length: 4 }, () => ({ kind: 'view', ...tags(version) }));
    const vital = (name: string, value: number) => ({ kind: 'vital', ...tags(version), name, value });
    const response = await post({
      events: [
        ...views,
        ...[800, 1500, 2400, 9000].map((v) => vital('LCP', v)),
        ...[40, 120, 180, 600].map((v) => vital('INP', v)),
        ...[0, 0.05, 0.08, 0.3].map((v) => vital('CLS', v)),
        { kind: 'error', ...tags(version), source: 'rejection' },
        { kind: 'fallback', ...tags(version), where: 'server', reason: 'server-error' },
        { kind: 'fallback', ...tags(version), where: 'browser', reason: 'load-failed' },
        { kind: 'view', ...tags(version, 'canary') },
        { kind: 'error', ...tags(version, 'canary'), source: 'error' },
      ],
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 21 });
    // A second beacon in the same minute adds to the same rows.
    expect((await post({ events: [{ kind: 'view', ...tags(version, 'canary') }] })).statusCode).toBe(202);

    const [canary, stable] = await healthOf(version);
    expect(stable).toEqual({
      area: 'mf_product',
      version,
      side: 'stable',
      views: 4,
      errors: 1,
      fallbacks: 2,
      errorRate: 0.25,
      fallbackRate: 0.5,
      // The third of four values, as its bucket's upper bound (20 buckets a decade).
      p75: { LCP: 2512, INP: 200, CLS: 0.0891 },
      samples: { LCP: 4, INP: 4, CLS: 4 },
    });
    expect(canary).toMatchObject({ side: 'canary', views: 2, errors: 1, errorRate: 0.5, fallbacks: 0 });
    expect(canary?.p75).toEqual({ LCP: null, INP: null, CLS: null });
    // One row per key and bucket, not per event.
    const { rows } = await t.db.query<{ kind: string; detail: string; count: number }>(
      `SELECT kind, detail, count FROM field_counts WHERE version = $1 AND side = 'canary' ORDER BY kind`,
      [version],
    );
    expect(rows).toEqual([
      { kind: 'error', detail: 'error', count: 1 },
      { kind: 'view', detail: '', count: 2 },
    ]);
  });

  it('reads one storefront apart from the others', async () => {
    const version = '1.4.0-storef';
    await post({
      events: [
        { kind: 'view', ...tags(version), storefront: 'uk' },
        { kind: 'view', ...tags(version) },
      ],
    });
    const uk = (await readFieldHealth(t.db, { minutes: 5, storefront: 'uk' })).filter((r) => r.version === version);
    expect(uk.map((r) => r.views)).toEqual([1]);
    expect((await healthOf(version)).map((r) => r.views)).toEqual([2]);
  });

  const valid = { kind: 'view', ...tags('1.4.0-malfor') };
  // A valid event beside the bad one: the whole batch is refused.
  const withValid = (event: object) => ({ events: [valid, event] });
  // The smallest valid events: 33 of them still fit in the body limit, so the count is what refuses them.
  const small = {
    kind: 'view',
    storefront: 'en',
    route: 'index',
    area: 'shell',
    version: '1.4.0-malfor',
    side: 'stable',
  };
  it.each([
    ['an unknown kind', withValid({ ...valid, kind: 'click' })],
    ['a URL instead of a route id', withValid({ ...valid, route: '/de/produkt/x?utm_source=mail' })],
    ['an unknown area', withValid({ ...valid, area: 'mf_evil' })],
    ['an unknown side', withValid({ ...valid, side: 'beta' })],
    ['a version that is not a release name', withValid({ ...valid, version: '../../etc' })],
    ['an extra field (an address)', withValid({ ...valid, ip: '203.0.113.9' })],
    ['a negative vital', withValid({ ...valid, kind: 'vital', name: 'LCP', value: -1 })],
    ['a vital of no kind', withValid({ ...valid, kind: 'vital', name: 'FID', value: 10 })],
    ['a fallback without its reason', withValid({ ...valid, kind: 'fallback', where: 'server' })],
    ['an extra field beside the events', { events: [valid], cookie: 'sf_cart=abc' }],
    ['no events', { events: [] }],
    ['33 events', { events: Array.from({ length: 33 }, () => small) }],
    ['a bare array', [valid]],
  ])('refuses %s with 400 and stores nothing of the batch', async (_, payload) => {
    expect(JSON.stringify(payload).length).toBeLessThan(4096);
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    expect(await storedRows('1.4.0-malfor')).toBe(0);
  });

  it('refuses broken JSON with 400', async () => {
    const response = await post('{"events":[');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('INVALID_JSON');
  });

  it('refuses a body over 4 KB with 413 before reading it', async () => {
    const version = '1.4.0-oversz';
    const events = Array.from({ length: 40 }, () => ({ kind: 'view', ...tags(version) }));
    const payload = JSON.stringify({ events });
    expect(payload.length).toBeGreaterThan(4096);
    const response = await post(payload);
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).statusCode).toBe(413);
    expect(await storedRows(version)).toBe(0);
  });

  it('answers a flood from one client with 429 and stores none of it', async () => {
    // rateLimitFactor 0.05: 6 beacons a minute per client address.
    const strict = await t.withConfig({ rateLimitFactor: 0.05 });
    const version = '1.4.0-floodd';
    const batch = { events: [{ kind: 'view', ...tags(version) }] };
    for (let i = 0; i < 6; i += 1) expect((await post(batch, '198.51.100.7', strict)).statusCode).toBe(202);
    for (let i = 0; i < 5; i += 1) {
      const refused = await post(batch, '198.51.100.7', strict);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    }
    expect((await healthOf(version)).map((r) => r.views)).toEqual([6]);
    // Another client is counted on its own.
    expect((await post(batch, '198.51.100.8', strict)).statusCode).toBe(202);
  });

  it('purges minutes older than the retention', async () => {
    const version = '1.4.0-purged';
    await post({
      events: [
        { kind: 'view', ...tags(version) },
        { kind: 'vital', ...tags(version), name: 'INP', value: 90 },
      ],
    });
    await t.db.query(`UPDATE field_counts SET minute = minute - interval '31 days' WHERE version = $1`, [version]);
    await t.db.query(`UPDATE field_vitals SET minute = minute - interval '31 days' WHERE version = $1`, [version]);
    expect(await fieldRepository.purgeOlderThan(t.db, 30)).toBeGreaterThanOrEqual(2);
    expect(await storedRows(version)).toBe(0);
  });
});
