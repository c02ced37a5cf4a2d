import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import { negotiateEncoding } from './html-stream';
import { bodyTagOf, bootDataOf, preloadsOf, startEdge, titleOf, type EdgeHarness } from '../test-support/edge-harness';
import { startFakeApi, type FakeApi } from '../test-support/fake-api';
import { holdFakeBody } from '../test-support/fixtures';

let api: FakeApi;
let edge: EdgeHarness;
let origin: string;

beforeAll(async () => {
  api = await startFakeApi();
  // The head's script preloads are part of what is checked: every page eager (intent pages carry none).
  edge = await startEdge(api.url, {
    serverRenderer: true,
    config: { publicOrigin: 'https://shop.example', hydration: 'eager' },
  });
  await edge.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(edge.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await edge?.close();
  await api?.close();
});

/** A response read as it arrives (decompressed): its text so far, and a way to wait for more. */
interface Incremental {
  status: number;
  headers: IncomingHttpHeaders;
  text(): string;
  ended(): boolean;
  /** Resolves once the text so far satisfies `ready` (rejects after `ms`). */
  until(ready: (text: string) => boolean, ms?: number): Promise<string>;
  done(): Promise<string>;
}

/** GETs `path` from the listening edge over a real socket (inject would wait for the whole body). */
function fetchIncrementally(path: string, headers: Record<string, string>): Promise<Incremental> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { headers }, (res) => {
      const encoding = res.headers['content-encoding'];
      const decoded: Readable =
        encoding === 'br' ? res.pipe(createBrotliDecompress()) : encoding === 'gzip' ? res.pipe(createGunzip()) : res;
      let text = '';
      let ended = false;
      const waiters = new Set<() => void>();
      decoded.setEncoding('utf8');
      decoded.on('data', (chunk: string) => {
        text += chunk;
        for (const wake of waiters) wake();
      });
      decoded.on('end', () => {
        ended = true;
        for (const wake of waiters) wake();
      });
      const until = (ready: (text: string) => boolean, ms = 3000) =>
        new Promise<string>((done, fail) => {
          const check = () => {
            if (ready(text)) {
              waiters.delete(check);
              clearTimeout(timer);
              done(text);
            } else if (ended) {
              waiters.delete(check);
              clearTimeout(timer);
              fail(new Error(`the response ended without what was awaited:\n${text}`));
            }
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            fail(new Error(`not within ${ms} ms; so far:\n${text}`));
          }, ms);
          waiters.add(check);
          check();
        });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => text,
        ended: () => ended,
        until,
        done: () => until(() => ended),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const headPart = (text: string) =>
  text.includes('<script type="application/ld+json">') && text.includes('twitter:card');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a streamed page', () => {
  it.each([['br'], ['gzip'], ['identity']])(
    'sends status, headers, cookies and the head (%s) before the page is rendered, then the rest',
    async (acceptEncoding) => {
      const held = holdFakeBody();
      const res = await fetchIncrementally('/product/amnesia-haze?gate=1', {
        'accept-encoding': acceptEncoding,
        'cf-ipcountry': 'NL',
        referer: 'https://search.example/?q=seeds',
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe(acceptEncoding === 'identity' ? undefined : acceptEncoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
      expect(res.headers['set-cookie']).toEqual(
        expect.arrayContaining([expect.stringMatching(/^cfcountry=NL;/), expect.stringMatching(/^originalreferer=/)]),
      );

      const head = await res.until(headPart);
      await held.renderStarted;
      // Phase 2 is still waiting: the browser has the head, not the rest.
      await sleep(50);
      expect(res.ended()).toBe(false);
      expect(res.text()).toBe(head);
      expect(head.startsWith('<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">')).toBe(true);
      expect(titleOf(head)).toBe('Amnesia Haze | Seed Shop');
      expect(head).toContain('<link rel="preload" as="image" href="/api/images/products/amnesia-haze@1x.webp"');
      expect(preloadsOf(head)).toContain('/releases/mf_product/0.1.0-beef000001/page.beef000001.js');
      expect(head).toMatch(/<script nonce="[^"]+">try\{var m=localStorage/);
      expect(head).not.toContain('<style');
      expect(head).not.toContain('</head>');

      held.open();
      const page = await res.done();
      expect(page.startsWith(head)).toBe(true);
      expect(page.slice(head.length)).toMatch(
        /^<style data-styled="true">\.a\{color:red\}<\/style>\n<\/head>\n<body>\n<div id="root"><main data-testid="ssr">/,
      );
      expect(bootDataOf(page).boot.rendered?.failedAreas).toEqual([]);
      expect(page.endsWith('</body>\n</html>\n')).toBe(true);
    },
  );

  it('is the same document as when sent in one piece', async () => {
    const streamed = await (await fetchIncrementally('/product/amnesia-haze', { 'accept-encoding': 'br' })).done();
    const whole = (await edge.app.inject({ method: 'GET', url: '/product/amnesia-haze' })).body;
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    expect(withoutNonce(streamed)).toBe(withoutNonce(whole));
  });

  it('sends a data-driven 404 with the not-found head before the not-found page is rendered', async () => {
    const held = holdFakeBody();
    const res = await fetchIncrementally('/product/no-such-strain?gate=1', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(404);
    const head = await res.until((text) => text.includes('<meta name="robots" content="noindex">'));
    await held.renderStarted;
    expect(titleOf(head)).toBe('Page not found: /product/no-such-strain');
    expect(res.ended()).toBe(false);
    held.open();
    const page = await res.done();
    expect(bodyTagOf(page)).toBe('<body class="error-404 floating-breadcrumbs">');
    expect(page).toContain('<div id="root"><p>Oeps! Nothing here</p></div>');
  });

  it.each([['throws'], ['bad-shape']])(
    'finishes the page for the browser when phase 2 fails (body=%s) after the head went out; the status stays',
    async (failure) => {
      const res = await fetchIncrementally(`/product/amnesia-haze?body=${failure}`, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      const page = await res.done();
      expect(titleOf(page)).toBe('Amnesia Haze | Seed Shop');
      expect(page).toContain('<div id="root"></div>');
      expect(page).not.toContain('<style data-styled');
      const { boot } = bootDataOf(page);
      // No server state: the browser starts from the settings and renders the page itself.
      expect(boot.rendered).toBeUndefined();
      expect(boot.settings).not.toBeNull();
      expect(page.endsWith('</body>\n</html>\n')).toBe(true);
    },
  );

  it('tells the browser about an area that failed while rendering (after the head was sent)', async () => {
    const page = await (await fetchIncrementally('/product/amnesia-haze?body=area-failed', {})).done();
    expect(page).toContain('<div id="root"><p data-testid="area-fallback">unavailable</p></div>');
    expect(bootDataOf(page).boot.rendered?.failedAreas).toEqual(['mf_product']);
  });

  it('answers HEAD with the status and headers only, and survives a visitor who leaves after the head', async () => {
    const head = await edge.app.inject({
      method: 'HEAD',
      url: '/product/no-such-strain',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');

    const held = holdFakeBody();
    const left = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${origin}/product/amnesia-haze?gate=1`,
        { headers: { 'accept-encoding': 'gzip' } },
        (res) => {
          res.once('data', () => {
            req.destroy();
            resolve(res.statusCode ?? 0);
          });
        },
      );
      req.on('error', () => undefined);
      req.end();
      setTimeout(() => reject(new Error('no head within 3 s')), 3000);
    });
    expect(left).toBe(200);
    // Whether phase 2 starts depends on how soon the edge sees the socket close (it skips rendering for a
    // visitor who is gone), so wait for it briefly, then let it finish either way.
    await Promise.race([held.renderStarted, sleep(200)]);
    held.open();
    await sleep(50);
    const next = await (await fetchIncrementally('/product/amnesia-haze', { 'accept-encoding': 'gzip' })).done();
    expect(next).toContain('<main data-testid="ssr">');
  });

  it('keeps redirects and renew as they were (not streamed)', async () => {
    const moved = await fetchIncrementally('/collections/high-thc/?a=1', {});
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/collections/high-thc?a=1');
    const renew = await fetchIncrementally('/product/amnesia-haze?renew=true', { cookie: 'sf_session=x' });
    expect(renew.status).toBe(200);
    expect(await renew.done()).toContain('Renewing');
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['deflate', null],
  ])('%p -> %p', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
