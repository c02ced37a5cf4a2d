import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/release-test';
import type { RemotesPointer } from '@storefront/shared-contracts';
import { AreaFallback } from '../pages/area-fallback';
import { HomePage } from '../pages/home-page';
import { ProductPage } from '../pages/product-page';
import { firstProductSlug } from '../support/catalog';
import { E2E_RELEASE_BASE_URL } from '../support/run-env';
import { activeRemote, publishVariant, release, remotesFile, replaceInRelease } from '../support/releases';

// The release manager's kill switch and canary, seen by shoppers.
const CANARY_COOKIE = 'sf_canary';

/** The edge's split: sha256(`<id>:<remote>`)'s first 4 bytes mod 100 below the percentage = canary. */
function sideOf(id: string, percent: number): 'canary' | 'stable' {
  const bucket = createHash('sha256').update(`${id}:mf_product`).digest().readUInt32BE(0) % 100;
  return bucket < percent ? 'canary' : 'stable';
}
function idOnSide(side: 'canary' | 'stable', percent: number): string {
  for (let i = 1; ; i++) {
    const id = i.toString(16).padStart(16, '0');
    if (sideOf(id, percent) === side) return id;
  }
}

/** The mf_product files a page fetched. */
function productRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/releases/mf_product/')) urls.push(url.pathname);
  });
  return urls;
}

test(
  'kill switch: `release disable` shows the product area fallback at once, loads none of its files; `enable` restores it',
  { tag: '@mf-product' },
  async ({ page, request }) => {
    const slug = await firstProductSlug(request);
    const originalPointer = readFileSync(remotesFile(), 'utf8');
    const product = new ProductPage(page);
    const fallback = new AreaFallback(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await test.step('disabled: the product page is the area fallback, the frame and other areas work', async () => {
        expect(await release('disable', 'mf-product', '--reason', 'e2e kill switch')).toMatch(/mf_product is disabled/);
        const fetched = productRequests(page);
        const response = await product.goto(slug);
        expect(response?.status()).toBe(200);
        await expect(fallback.root).toBeVisible();
        await expect(product.name).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect(fetched, 'no request for the disabled area').toEqual([]);
        const html = await (await request.get(`/product/${slug}`)).text();
        expect(html).not.toContain('/releases/mf_product/');
        await product.expectFrame();
        const home = new HomePage(page);
        expect((await home.goto())?.status()).toBe(200);
        await expect(home.collectionLinks.first()).toBeVisible();
        await expect(fallback.root).toHaveCount(0);
      });

      await test.step('enabled: the product is back, with no deploy', async () => {
        expect(await release('enable', 'mf-product')).toMatch(/mf_product is enabled again/);
        expect((await product.goto(slug))?.status()).toBe(200);
        await expect(product.name).toBeVisible();
        await expect(product.packOptions.first()).toBeVisible();
        await expect(fallback.root).toHaveCount(0);
      });
      expect(await release('status')).toMatch(/enable .* by .*\n/);
      expect(errors).toEqual([]);
    } finally {
      writeFileSync(remotesFile(), originalPointer);
    }
  },
);

test(
  'canary: a sticky split where server render and browser agree; abort and promote',
  { tag: '@mf-product' },
  async ({ browser, request }) => {
    const slug = await firstProductSlug(request);
    const OLD = 'Select your Seedpack';
    const NEW = 'Choose your seed pack (canary e2e0canary)';
    const original = activeRemote('mf_product');
    const originalPointer = readFileSync(remotesFile(), 'utf8');
    const { version, dir } = publishVariant('mf_product', 'e2e0canary', (d) => {
      replaceInRelease(d, /^messages-en\.[0-9a-f]+\.js$/, `"${OLD}"`, `"${NEW}"`);
    });

    /** One visitor (its own browser context, optionally with a given canary id): what it sees and loads. */
    async function visit(b: Browser, id: string | null, times = 2) {
      const context = await b.newContext();
      await context.addCookies([
        { name: 'sf_debug', value: '1', url: E2E_RELEASE_BASE_URL },
        { name: 'sf_consent', value: 'all', url: E2E_RELEASE_BASE_URL },
        ...(id ? [{ name: CANARY_COOKIE, value: id, url: E2E_RELEASE_BASE_URL }] : []),
      ]);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      const fetched = productRequests(page);
      const seen: { server: 'new' | 'old'; browser: 'new' | 'old' }[] = [];
      try {
        for (let i = 0; i < times; i++) {
          const response = await page.goto(`/product/${slug}`);
          const html = (await response?.text()) ?? '';
          const server = html.includes(NEW) ? 'new' : 'old';
          expect(html.includes(server === 'new' ? OLD : NEW)).toBe(false);
          const product = new ProductPage(page);
          // The browser's side: the page boots on intent.
          await product.hydrated();
          await expect(product.packOptions.first()).toBeVisible();
          const newCount = await page.getByRole('group', { name: NEW }).count();
          const oldCount = await page.getByRole('group', { name: OLD }).count();
          expect(newCount + oldCount).toBe(1);
          seen.push({ server, browser: newCount === 1 ? 'new' : 'old' });
        }
        const cookie = (await context.cookies()).find((c) => c.name === CANARY_COOKIE);
        expect(errors).toEqual([]);
        return { seen, cookie: cookie?.value ?? null, fetched };
      } finally {
        await context.close();
      }
    }

    try {
      await test.step('`release canary --percent 50`: new visitors split; each stays on their side', async () => {
        expect(await release('canary', 'mf-product', version, '--percent', '50', '--reason', 'e2e canary')).toMatch(
          /canary .* serves 50% of visitors/,
        );
        const sides = new Set<string>();
        for (let i = 0; i < 40; i++)
          sides.add((await request.get('/remotes.json', { headers: { cookie: '' } })).headers()['x-canary'] ?? '');
        expect([...sides].sort()).toEqual(['mf_product=canary', 'mf_product=stable']);

        // A new visitor gets an id and stays where it put them, on the server and in the browser.
        const fresh = await visit(browser, null, 3);
        expect(fresh.cookie).toMatch(/^[0-9a-f]{16}$/);
        const expected = sideOf(fresh.cookie as string, 50) === 'canary' ? 'new' : 'old';
        expect(fresh.seen).toEqual(Array(3).fill({ server: expected, browser: expected }));
      });

      const canaryId = idOnSide('canary', 50);
      const stableId = idOnSide('stable', 50);
      await test.step('a canary visitor gets the canary everywhere, a stable visitor the active version', async () => {
        const onCanary = await visit(browser, canaryId);
        expect(onCanary.seen).toEqual(Array(2).fill({ server: 'new', browser: 'new' }));
        expect(onCanary.fetched.length).toBeGreaterThan(0);
        expect(onCanary.fetched.every((u) => u.includes(`/${version}/`))).toBe(true);
        const onStable = await visit(browser, stableId);
        expect(onStable.seen).toEqual(Array(2).fill({ server: 'old', browser: 'old' }));
        expect(onStable.fetched.every((u) => u.includes(`/${original.version}/`))).toBe(true);
      });

      await test.step('abort: everyone is back on the active version', async () => {
        expect(await release('abort', 'mf-product')).toMatch(/aborted/);
        expect((await visit(browser, canaryId, 1)).seen).toEqual([{ server: 'old', browser: 'old' }]);
      });

      await test.step('promote: the canary becomes the active version for everyone', async () => {
        await release('canary', 'mf-product', version, '--percent', '10');
        expect((await visit(browser, stableId, 1)).seen).toEqual([{ server: 'old', browser: 'old' }]);
        expect(await release('promote', 'mf-product')).toMatch(new RegExp(`now serves ${version}`));
        expect((await visit(browser, stableId, 1)).seen).toEqual([{ server: 'new', browser: 'new' }]);
        const pointer = JSON.parse(readFileSync(remotesFile(), 'utf8')) as RemotesPointer;
        expect(pointer.remotes.mf_product?.version).toBe(version);
        expect(pointer.canary?.mf_product).toBeUndefined();
      });
      const status = await release('status');
      expect(status).toMatch(new RegExp(`mf_product\\n  active:   ${version}`));
      expect(status).toMatch(/promote .* by /);
    } finally {
      writeFileSync(remotesFile(), originalPointer);
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
