import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RouteRule, Settings } from '@storefront/shared-contracts';

/** Contains characters that must not break out of the inline boot script. */
export const TRICKY_LOGO_ALT = 'Seeds </script><script>alert(1)</script> \u2028 & more';

export function fakeSettings(iso: string): Settings {
  return {
    categories: [{ url: '/collections/high-thc', icon: null, name: 'High THC' }],
    carrier_info: [{ id: 1, iso: 'NL', min: 1, max: 3, delay: 0, free_from: 5000 }],
    region: { default_country_id: '1', locale: { code: iso.slice(3), iso, language: iso.slice(0, 2) } },
    region_default_currency: { sign: '€', iso_code: 'EUR' },
    payment_options: [],
    product_filters: { filterGroups: [] },
    logo_alt: TRICKY_LOGO_ALT,
    post_categories: [],
    region_countries: [{ id: 1, iso: 'NL', name: 'Netherlands' }],
    max_seeds_per_cart: 100,
  };
}

export const FAKE_ROUTE_RULES: RouteRule[] = [
  { from: '/old-seeds', to: '/collections/high-thc', status: 301 },
  { from: '/de/alte-seite', to: '/de/kontakt', status: 302 },
];

export const KNOWN_PRODUCT = 'amnesia-haze';
export const KNOWN_COLLECTION = 'high-thc';
export const COLLECTION_PAGES = 3;

export interface FakeApi {
  url: string;
  /** Requests per path (without query) the api has seen. */
  hits: Map<string, number>;
  /** What `/api/data-version` answers; a test moves it to stand for a write made elsewhere. */
  dataVersion: { value: string };
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function handle(req: IncomingMessage, res: ServerResponse, dataVersion: { value: string }) {
  const url = new URL(req.url ?? '/', 'http://fake');
  const path = url.pathname;
  let m: RegExpExecArray | null;
  if (path === '/healthz') return json(res, 200, { status: 'ok', service: 'api', uptimeSeconds: 1 });
  if (path === '/api/data-version') return json(res, 200, { version: dataVersion.value });
  if (path === '/api/route-rules') return json(res, 200, { rules: FAKE_ROUTE_RULES });
  if ((m = /^\/api\/([a-z]{2}-[a-z]{2})\/settings$/.exec(path))) return json(res, 200, fakeSettings(m[1] as string));
  if ((m = /^\/api\/[a-z]{2}-[a-z]{2}\/products\/([^/]+)$/.exec(path))) {
    return decodeURIComponent(m[1] as string) === KNOWN_PRODUCT
      ? json(res, 200, { slug: KNOWN_PRODUCT })
      : json(res, 404, { error: 'Not Found' });
  }
  if ((m = /^\/api\/[a-z]{2}-[a-z]{2}\/collections\/([^/]+)\/products$/.exec(path))) {
    const page = Number(url.searchParams.get('page') ?? '1');
    const known = decodeURIComponent(m[1] as string) === KNOWN_COLLECTION && page >= 1 && page <= COLLECTION_PAGES;
    return known ? json(res, 200, { items: [], page }) : json(res, 404, { error: 'Not Found' });
  }
  if (/^\/api\/[a-z]{2}-[a-z]{2}\/cart$/.test(path)) {
    // The cart token `fake-three` holds 3 lines, 30 seeds; any other an empty cart. Sets the count cookie as the api does.
    if (/(^|; )sf_cart=fail(;|$)/.test(req.headers.cookie ?? '')) return json(res, 503, { error: 'down' });
    const three = /(^|; )sf_cart=fake-three(;|$)/.test(req.headers.cookie ?? '');
    const [itemCount, seedCount] = three ? [3, 30] : [0, 0];
    return json(
      res,
      200,
      { id: three ? 'c3' : null, items: [], itemCount, seedCount },
      {
        'set-cookie': [`sf_cart_count=${itemCount}.${seedCount}; Path=/; SameSite=Lax`],
      },
    );
  }
  if (path === '/api/account/me') {
    // The session `ada-session` is Ada's (and the answer sets the logged-in hint, as the api does); `fail` makes
    // the api unable to say; any other session has ended (its cookie and the hint are cleared).
    const cookie = req.headers.cookie ?? '';
    if (/(^|; )sf_session=fail(;|$)/.test(cookie)) return json(res, 503, { error: 'down' });
    if (/(^|; )sf_session=ada-session(;|$)/.test(cookie))
      return json(
        res,
        200,
        { loggedIn: true, customer: { firstName: 'Ada' } },
        {
          'set-cookie': ['sf_auth=1%3AAda; Path=/; SameSite=Lax'],
        },
      );
    return json(
      res,
      200,
      { loggedIn: false, customer: null },
      {
        'set-cookie': ['sf_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax'],
      },
    );
  }
  if (path === '/api/echo') {
    // Large enough to be compressed; echoes what the proxy forwarded.
    const status = Number(url.searchParams.get('status') ?? '200');
    return json(
      res,
      status,
      {
        method: req.method,
        cookie: req.headers.cookie ?? null,
        forwardedFor: req.headers['x-forwarded-for'] ?? null,
        forwardedProto: req.headers['x-forwarded-proto'] ?? null,
        expect: req.headers.expect ?? null,
        requestId: req.headers['x-request-id'] ?? null,
        body: await readBody(req),
        padding: 'seed '.repeat(500),
      },
      {
        'set-cookie': ['sf_session=abc123; Path=/; HttpOnly; SameSite=Lax', 'sf_cart=c1; Path=/; HttpOnly'],
        // What an api with helmet's defaults answers: the edge's own policy must win.
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=15552000; includeSubDomains',
      },
    );
  }
  if (path === '/metric/referral' && req.method === 'POST')
    return json(res, 201, { data: { a_id: 'a', v_id: 'v' }, received: JSON.parse(await readBody(req)) });
  return json(res, 404, { error: 'Not Found' });
}

/** A real HTTP server standing in for the api on a random port. */
export async function startFakeApi(): Promise<FakeApi> {
  const hits = new Map<string, number>();
  const dataVersion = { value: '1' };
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] as string;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    handle(req, res, dataVersion).catch(() => json(res, 500, { error: 'fake api failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    dataVersion,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL where nothing listens (a port that was just free). */
export async function unreachableUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
