import { writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, newShopContext, test } from '../support/test';
import { CONTRACT_VERSION } from '@storefront/shared-contracts';
import { AreaFallback } from '../pages/area-fallback';
import { ProductPage } from '../pages/product-page';
import { firstProductSlug } from '../support/catalog';
import { activateVariant } from '../support/releases';

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

test.describe('a remote failing on the server', () => {
  for (const [label, hash, change] of [
    ['cannot be loaded', 'e2e0noserv', (dir: string) => rmSync(path.join(dir, 'server'), { recursive: true, force: true })],
    ['throws while rendering', 'e2e0throws', (dir: string) => writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), THROWING_SERVER_ENTRY)],
  ] as const) {
    test(`whose server build ${label} gives a 200 page with that area's fallback; the browser then loads it`, async ({ browser, request }) => {
      const slug = await firstProductSlug(request);
      const restore = activateVariant('mf_product', hash, change);
      try {
        await test.step('the HTML: frame rendered, the product area as its fallback, status 200', async () => {
          const context = await newShopContext(browser, { javaScriptEnabled: false });
          const page = await context.newPage();
          const product = new ProductPage(page);
          expect((await product.goto(slug))?.status()).toBe(200);
          await product.expectFrame();
          await expect(new AreaFallback(page).root).toBeVisible();
          await expect(product.name).toHaveCount(0);
          await context.close();
        });
        await test.step('with JavaScript the browser tries the area itself (its browser build is fine)', async () => {
          const context = await newShopContext(browser);
          const page = await context.newPage();
          const product = new ProductPage(page);
          await product.goto(slug);
          await expect(product.name).toBeVisible();
          await expect(new AreaFallback(page).root).toHaveCount(0);
          await context.close();
        });
      } finally {
        restore();
      }
    });
  }
});
