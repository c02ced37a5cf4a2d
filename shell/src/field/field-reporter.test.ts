import { MAX_BEACON_BYTES, MAX_EVENTS_PER_BEACON, type FieldEvent } from './field-events';
import { createFieldReporter, MAX_ERRORS_PER_PAGE, type FieldReporterOptions } from './field-reporter';

const product = { route: 'product-slug', area: 'mf_product' } as const;

function reporterWith(options: Partial<FieldReporterOptions> = {}) {
  const sent: string[] = [];
  const reporter = createFieldReporter({
    storefront: 'de',
    pageRoute: product,
    currentRoute: () => product,
    releases: { mf_product: { version: '2.0.0-canary1' }, mf_catalog: { version: '1.0.0-stable1' } },
    sides: { mf_product: 'canary' },
    shellVersion: 'a1b2c3d4e5',
    vitalsAllowed: () => true,
    random: () => 0,
    send: (body) => sent.push(body),
    ...options,
  });
  const events = () => sent.flatMap((body) => (JSON.parse(body) as { events: FieldEvent[] }).events);
  return { reporter, sent, events };
}

/** An error thrown in a file at `url` (what a browser's stack names). */
function errorFrom(url: string): Error {
  const error = new Error('boom');
  error.stack = `Error: boom\n    at render (${url}:1:2345)\n    at https://shop.test/shell/470.95a47f7c56.js:1:99`;
  return error;
}

describe('field reporter batching', () => {
  it('sends nothing until flushed, then everything queued once, tagged with the page route and release', () => {
    const { reporter, sent, events } = reporterWith();
    reporter.view();
    reporter.view();
    reporter.vital('LCP', 1234.56789);
    expect(sent).toEqual([]);
    reporter.flush();
    reporter.flush();
    expect(sent).toHaveLength(1);
    const tags = {
      storefront: 'de',
      route: 'product-slug',
      area: 'mf_product',
      version: '2.0.0-canary1',
      side: 'canary',
    };
    expect(events()).toEqual([
      { kind: 'view', ...tags },
      { kind: 'vital', ...tags, name: 'LCP', value: 1234.5679 },
    ]);
  });

  it('splits a long queue into beacons within the api limits of events and bytes', () => {
    const { reporter, sent, events } = reporterWith();
    for (let i = 0; i < 100; i += 1) reporter.fallback('mf_catalog', 'browser', 'render-error');
    reporter.flush();
    expect(sent.length).toBeGreaterThanOrEqual(Math.ceil(100 / MAX_EVENTS_PER_BEACON));
    for (const body of sent) {
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(MAX_BEACON_BYTES);
      expect((JSON.parse(body) as { events: unknown[] }).events.length).toBeLessThanOrEqual(MAX_EVENTS_PER_BEACON);
    }
    expect(events()).toHaveLength(100);
  });
});

describe('field reporter attribution', () => {
  it("names the remote release whose file threw, on the visitor's side when it is the version served", () => {
    const { reporter, events } = reporterWith();
    reporter.error({ source: 'error', error: errorFrom('https://shop.test/releases/mf_product/2.0.0-canary1/412.js') });
    reporter.error({
      source: 'rejection',
      error: errorFrom('https://shop.test/releases/mf_catalog/1.0.0-stable1/9.js'),
    });
    // A release activated after this page was served is not the canary the page was split on.
    reporter.error({ source: 'error', error: errorFrom('https://shop.test/releases/mf_product/2.1.0-newer01/1.js') });
    reporter.flush();
    expect(events().map(({ kind, area, version, side }) => ({ kind, area, version, side }))).toEqual([
      { kind: 'error', area: 'mf_product', version: '2.0.0-canary1', side: 'canary' },
      { kind: 'error', area: 'mf_catalog', version: '1.0.0-stable1', side: 'stable' },
      { kind: 'error', area: 'mf_product', version: '2.1.0-newer01', side: 'stable' },
    ]);
  });

  it("gives the shell an error no remote's file is on, and uses the event's file when there is no stack", () => {
    const { reporter, events } = reporterWith();
    reporter.error({ source: 'error', error: errorFrom('https://shop.test/shell/947.ea2af007bc.js') });
    reporter.error({ source: 'rejection', error: 'a plain string' });
    reporter.error({
      source: 'error',
      error: null,
      filename: 'https://shop.test/releases/mf_catalog/1.0.0-stable1/remoteEntry.js',
    });
    reporter.flush();
    expect(
      events().map((e) => ({ area: e.area, version: e.version, source: 'source' in e ? e.source : null })),
    ).toEqual([
      { area: 'shell', version: 'a1b2c3d4e5', source: 'error' },
      { area: 'shell', version: 'a1b2c3d4e5', source: 'rejection' },
      { area: 'mf_catalog', version: '1.0.0-stable1', source: 'error' },
    ]);
  });

  it('reports an area boundary: a render error as a fallback and an error, a load failure or no release as a fallback', () => {
    const { reporter, events } = reporterWith();
    reporter.areaFailed({ area: 'mf_catalog', error: new TypeError('x is undefined') });
    const unavailable = Object.assign(new Error('mf_product is unavailable: no active release'), {
      name: 'AreaUnavailableError',
    });
    reporter.areaFailed({ area: 'mf_product', error: unavailable });
    const chunk = Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError' });
    reporter.areaFailed({ area: 'mf_product', error: chunk });
    reporter.flush();
    expect(events().map((e) => [e.kind, e.area, 'reason' in e ? `${e.where}:${e.reason}` : ''])).toEqual([
      ['fallback', 'mf_catalog', 'browser:render-error'],
      ['error', 'mf_catalog', ''],
      ['fallback', 'mf_product', 'browser:disabled'],
      ['fallback', 'mf_product', 'browser:load-failed'],
    ]);
  });

  it('tags events with the route the shopper is on now, the view and vitals with the page they loaded', () => {
    let current = { route: 'index', area: 'mf_catalog' } as FieldReporterOptions['pageRoute'];
    const { reporter, events } = reporterWith({ currentRoute: () => current });
    current = { route: 'checkout', area: 'mf_cart_checkout' };
    reporter.view();
    reporter.vital('CLS', 0.12);
    reporter.error({ source: 'error', error: new Error('shell') });
    reporter.flush();
    expect(events().map((e) => [e.kind, e.route, e.area])).toEqual([
      ['view', 'product-slug', 'mf_product'],
      ['vital', 'product-slug', 'mf_product'],
      ['error', 'checkout', 'shell'],
    ]);
  });
});

describe('field reporter sampling and consent', () => {
  it('sends vitals only with consent (asked when measured) and only on a sampled page', () => {
    let consent = false;
    const allowed = reporterWith({ vitalsAllowed: () => consent });
    allowed.reporter.vital('INP', 80);
    consent = true;
    allowed.reporter.vital('INP', 120);
    allowed.reporter.flush();
    expect(allowed.events().map((e) => ('value' in e ? e.value : null))).toEqual([120]);

    // The page draw (0.7) is above the vitals rate (0.5 by default): none of its vitals, all of its errors.
    const unsampled = reporterWith({ random: () => 0.7 });
    unsampled.reporter.vital('LCP', 900);
    unsampled.reporter.error({ source: 'error', error: new Error('x') });
    unsampled.reporter.fallback('mf_catalog', 'server', 'server-error');
    unsampled.reporter.flush();
    expect(unsampled.events().map((e) => e.kind)).toEqual(['error', 'fallback']);
  });

  it('sends at most MAX_ERRORS_PER_PAGE errors from a page that throws in a loop', () => {
    const { reporter, events } = reporterWith();
    for (let i = 0; i < 500; i += 1) reporter.error({ source: 'error', error: new Error('loop') });
    reporter.flush();
    expect(events()).toHaveLength(MAX_ERRORS_PER_PAGE);
  });

  it('takes configured rates for errors and fallbacks', () => {
    const { reporter, events } = reporterWith({ sampling: { errors: 0, fallbacks: 0 } });
    reporter.error({ source: 'error', error: new Error('x') });
    reporter.fallback('mf_catalog', 'server', 'server-error');
    reporter.view();
    reporter.flush();
    expect(events().map((e) => e.kind)).toEqual(['view']);
  });
});
