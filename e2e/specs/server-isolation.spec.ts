import { writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, newReleaseContext, test } from '../support/release-test';
import { CONTRACT_VERSION } from '@storefront/shared-contracts';
import { AreaFallback } from '../pages/area-fallback';
import { ProductPage } from '../pages/product-page';
import { firstProductSlug } from '../support/catalog';
import { activateVariant } from '../support/releases';
import { activateSlowServerBuild } from '../support/slow-release';

/** The edge under test runs with the default AREA_BUDGET_MS. */
const AREA_BUDGET_MS = 1000;

/** A server container whose area loads but whose product page throws while rendering. */
const THROWING_SERVER_ENTRY = `
const area = {
  contractVersion: ${JSON.stringify(CONTRACT_VERSION)},
  messages: async () => ({}),
  pages: { 'product-slug': { load: async () => ({ default: function Broken() { throw new Error('product page exploded on the server'); } }) } },
};
module.exports.mf_product = {
  init: async () => undefined,
  get: async () => () => ({ __esModule: true, default: area }),
};`;

/** Without JavaScript: status 200, the frame rendered, the product area as its fallback. */
async function expectServerFallback(browser: Browser, slug: string): Promise<void> {
  const context = await newReleaseContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  const product = new ProductPage(page);
  expect((await product.goto(slug))?.status()).toBe(200);
  await product.expectFrame();
  await expect(new AreaFallback(page).root).toBeVisible();
  await expect(product.name).toHaveCount(0);
  await context.close();
}

/** With JavaScript the browser loads the area itself (its browser build is fine) and the fallback goes. */
async function expectBrowserLoadsArea(browser: Browser, slug: string): Promise<void> {
  const context = await newReleaseContext(browser);
  const page = await context.newPage();
  const product = new ProductPage(page);
  await product.goto(slug);
  await expect(product.name).toBeVisible();
  await expect(new AreaFallback(page).root).toHaveCount(0);
  await context.close();
}

test.describe('a remote failing on the server', () => {
  for (const [label, hash, change] of [
    [
      'cannot be loaded',
      'e2e0noserv',
      (dir: string) => rmSync(path.join(dir, 'server'), { recursive: true, force: true }),
    ],
    [
      'throws while rendering',
      'e2e0throws',
      (dir: string) => writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), THROWING_SERVER_ENTRY),
    ],
  ] as const) {
    test(`whose server build ${label} gives a 200 page with that area's fallback; the browser then loads it`, async ({
      browser,
      request,
    }) => {
      const slug = await firstProductSlug(request);
      const restore = activateVariant('mf_product', hash, change);
      try {
        await test.step('the HTML: frame rendered, the product area as its fallback, status 200', () =>
          expectServerFallback(browser, slug));
        await test.step('with JavaScript the browser tries the area itself (its browser build is fine)', () =>
          expectBrowserLoadsArea(browser, slug));
      } finally {
        restore();
      }
    });
  }
});

test.describe('a slow remote on the server', () => {
  // Loading the area takes 800 ms and its prefetch never answers: with a budget per step this page took
  // 1.8 s or more; with one deadline for the area it answers at the budget.
  const LOAD_MS = 800;
  const MARGIN_MS = 500;

  test(`gets its area fallback in a 200 page within the area budget (${AREA_BUDGET_MS} ms); the browser then loads the area`, async ({
    browser,
    request,
  }) => {
    const slug = await firstProductSlug(request);
    const restore = activateSlowServerBuild('mf_product', 'e2e0slowpf', 'product-slug', LOAD_MS);
    try {
      await test.step('the HTML: status 200 at the budget, the frame rendered, the product area as its fallback', async () => {
        const started = Date.now();
        const response = await request.get(`/product/${slug}`);
        const elapsed = Date.now() - started;
        expect(response.status()).toBe(200);
        expect(elapsed).toBeGreaterThanOrEqual(AREA_BUDGET_MS - 50);
        expect(elapsed).toBeLessThan(AREA_BUDGET_MS + MARGIN_MS);
        const html = await response.text();
        expect(html).toContain('data-testid="area-fallback"');
        expect(html).toContain('data-testid="header"');
        expect(html).not.toContain('data-testid="product-name"');
      });
      await test.step('without JavaScript: the frame and the fallback show', () => expectServerFallback(browser, slug));
      await test.step('with JavaScript the browser loads the area itself (its browser build is fine)', () =>
        expectBrowserLoadsArea(browser, slug));
    } finally {
      restore();
    }
  });
});
