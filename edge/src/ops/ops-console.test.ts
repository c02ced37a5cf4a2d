import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { FIELD_HEALTH_PATH, OPS_TOKEN_HEADER, type AreaReleaseHealth } from '../canary-analysis/field-health';
import { loadConfig } from '../config';
import { setDisabled, startCanary } from '../release/activate';
import type { ReleaseContext } from '../release/release-context';
import { startEdge, type EdgeHarness } from '../test-support/edge-harness';
import { publishFakeRelease } from '../test-support/fixtures';
import { addOperator } from './operators';
import { OPS_LOGIN_LIMIT } from './ops-routes';
import { OPS_LOGIN_CSRF_COOKIE, OPS_SESSION_COOKIE } from './ops-session';
import {
  cookieOf,
  loginForm,
  logIn,
  logoutToken,
  OPS_TEST_PASSWORD as PASSWORD,
  opsPage,
  postLogin,
  runCli,
} from './test-support/ops-kit';

// The console's pages and login form; its sessions (signed tokens across edges, logout, removal): ops-session.test.ts.
const TOKEN = 'ops-token-for-the-console-tests';

/** The api's operators' route only: what the console reads, and which token and query it was asked with. */
const fieldAsks: { token: string | undefined; query: string }[] = [];
function health(area: string, version: string, side: 'stable' | 'canary', views: number, errors: number) {
  return {
    area,
    version,
    side,
    views,
    errors,
    fallbacks: 1,
    p75: { LCP: 1834.4, INP: 96, CLS: 0.01 },
    samples: { LCP: views, INP: views, CLS: views },
  } satisfies AreaReleaseHealth;
}

let api: Server;
let apiPort: number;
let edge: EdgeHarness;
let ctx: ReleaseContext;
let canaryVersion: string;
let activeProduct: string;

beforeAll(async () => {
  api = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api');
    if (url.pathname !== FIELD_HEALTH_PATH) {
      res.writeHead(404).end();
      return;
    }
    fieldAsks.push({ token: req.headers[OPS_TOKEN_HEADER] as string | undefined, query: url.search });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        minutes: Number(url.searchParams.get('minutes')),
        storefront: url.searchParams.get('storefront'),
        areas: [
          health('mf_product', activeProduct, 'stable', 400, 4),
          health('mf_product', canaryVersion, 'canary', 40, 2),
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiPort = (api.address() as AddressInfo).port;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  // The ops token, with the automatic analysis itself off (it would judge the canary meanwhile).
  const defaults = loadConfig({ API_URL: apiUrl, RELEASES_DIR: '/unused', SHELL_DIR: '/unused' }).canaryAnalysis;
  edge = await startEdge(apiUrl, { config: { canaryAnalysis: { ...defaults, apiToken: TOKEN, intervalMs: 0 } } });
  ctx = {
    rootDir: edge.dir,
    releasesDir: edge.releasesDir,
    shellDir: edge.shellDir,
    actor: 'mary',
    reason: 'try the new gallery',
  };
  activeProduct = '0.1.0-beef000001';
  canaryVersion = publishFakeRelease(edge.releasesDir, { name: 'mf_product', hash: 'beef000002' }).version;
  await startCanary(ctx, 'mf_product', canaryVersion, { percent: 10, storefront: 'de' });
  await setDisabled({ ...ctx, actor: 'sam', reason: 'broken <script>alert(1)</script> filters' }, 'mf_catalog', true);
  expect(await runCli(ctx, ['operator', 'add', 'mary'])).toMatchObject({ code: 0, out: 'operator mary added' });
});

afterAll(async () => {
  await edge.close();
  await new Promise((resolve) => api.close(resolve));
});

describe('/ops', () => {
  it('serves a login form with the shop’s security headers and no inline script', async () => {
    const res = await edge.app.inject({ url: '/ops/login' });
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toMatch(/<script|style=/);
    expect(res.body).toContain('<label for="password">');
  });

  it('refuses a login form without its token (403) or with a wrong password (401)', async () => {
    const { csrf, cookie } = await loginForm(edge.app, '10.0.0.2');
    const noToken = await postLogin(
      edge.app,
      { name: 'mary', password: PASSWORD },
      { [OPS_LOGIN_CSRF_COOKIE]: cookie },
      '10.0.0.2',
    );
    expect(noToken.statusCode).toBe(403);
    const noCookie = await postLogin(edge.app, { csrf, name: 'mary', password: PASSWORD }, {}, '10.0.0.2');
    expect(noCookie.statusCode).toBe(403);
    const wrong = await postLogin(
      edge.app,
      { csrf, name: 'mary', password: 'not the password' },
      { [OPS_LOGIN_CSRF_COOKIE]: cookie },
      '10.0.0.2',
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Wrong operator name or password.');
    expect(cookieOf(wrong, OPS_SESSION_COOKIE)).toBeUndefined();
  });

  it('shows every area, the canary and its share, the field figures per side and the release log', async () => {
    const session = await logIn(edge.app);
    const res = await opsPage(edge.app, session);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<th scope="col">Active version</th>');
    expect(html).toMatch(
      /<th scope="row">mf_catalog<\/th><td>0\.1\.0-cafe000001<\/td><td>none<\/td><td><span class="bad">disabled/,
    );
    expect(html).toContain(
      `<th scope="row">mf_product</th><td>${activeProduct}</td><td>${canaryVersion} to 10 % of storefront de</td>`,
    );
    // The canary is limited to de: its figures are de's, over the last hour, asked with the ops token.
    expect(fieldAsks).toContainEqual({ token: TOKEN, query: '?minutes=60&storefront=de' });
    expect(html).toMatch(
      new RegExp(
        `<th scope="row">mf_product</th><td>canary</td><td>${canaryVersion}</td><td class="num">40</td><td class="num">5\\.0 %</td><td class="num">2\\.5 %</td><td class="num">1834 ms</td><td class="num">96 ms</td>`,
      ),
    );
    // The log, newest first, its text escaped.
    const canaryEntry = html.indexOf(`<td>canary – → ${canaryVersion} (10 %, de)</td>`);
    expect(canaryEntry).toBeGreaterThan(0);
    expect(html.indexOf('<td>disable 0.1.0-cafe000001 → 0.1.0-cafe000001</td>')).toBeLessThan(canaryEntry);
    expect(html).toContain('<td>sam</td>');
    expect(html).toContain('broken &lt;script&gt;alert(1)&lt;/script&gt; filters');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<td>try the new gallery</td>');
  });

  it('says field figures are unavailable when the api does not answer', async () => {
    const session = await logIn(edge.app, { remoteAddress: '10.0.0.3' });
    await new Promise((resolve) => api.close(resolve));
    const html = (await opsPage(edge.app, session)).body;
    expect(html).toContain('Field figures unavailable');
    expect(html).toContain('<th scope="row">mf_product</th>');
    await new Promise<void>((resolve) => api.listen(apiPort, '127.0.0.1', resolve));
  });

  it('says field figures are unavailable without API_OPS_TOKEN, and asks the api nothing', async () => {
    const bare = await startEdge(`http://127.0.0.1:${apiPort}`);
    try {
      await addOperator(bare.releasesDir, 'mary', PASSWORD);
      const session = await logIn(bare.app);
      const asked = fieldAsks.length;
      const html = (await opsPage(bare.app, session)).body;
      expect(html).toContain('Field figures unavailable: API_OPS_TOKEN is not configured');
      expect(fieldAsks.length).toBe(asked);
    } finally {
      await bare.close();
    }
  });

  it('answers a flood of logins from one address with 429, other addresses still log in', async () => {
    const { csrf, cookie } = await loginForm(edge.app, '10.0.0.9');
    const statuses: number[] = [];
    for (let i = 0; i <= OPS_LOGIN_LIMIT; i++) {
      const res = await postLogin(
        edge.app,
        { csrf, name: 'mary', password: `guess ${i}` },
        { [OPS_LOGIN_CSRF_COOKIE]: cookie },
        '10.0.0.9',
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, OPS_LOGIN_LIMIT).every((s) => s === 401)).toBe(true);
    expect(statuses[OPS_LOGIN_LIMIT]).toBe(429);
    // Even the right password, while the address is over its limit.
    const right = await postLogin(
      edge.app,
      { csrf, name: 'mary', password: PASSWORD },
      { [OPS_LOGIN_CSRF_COOKIE]: cookie },
      '10.0.0.9',
    );
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    await logIn(edge.app, { remoteAddress: '10.0.0.10' });
  });
});

describe('an edge that mirrors its releases from an origin', () => {
  it('refuses every change, which the next copy from the origin would undo, and writes nothing', async () => {
    const session = await logIn(edge.app, { remoteAddress: '10.0.0.21' });
    const csrf = await logoutToken(edge.app, session);
    const pointer = () => readFileSync(path.join(edge.releasesDir, 'remotes.json'), 'utf8');
    const before = pointer();
    edge.config.releasesUrl = 'http://origin.test';
    try {
      const res = await edge.app.inject({
        method: 'POST',
        url: '/ops/confirm',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ csrf, area: 'mf_product', action: 'disable', reason: 'a test' }).toString(),
        cookies: { [OPS_SESSION_COOKIE]: session },
      });
      expect(res.statusCode).toBe(409);
      expect(res.body).toContain('This edge mirrors its releases from http://origin.test');
    } finally {
      edge.config.releasesUrl = null;
    }
    expect(pointer()).toBe(before);
  });
});
