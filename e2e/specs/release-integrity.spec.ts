import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/release-test';
import { AreaFallback } from '../pages/area-fallback';
import { HomePage } from '../pages/home-page';
import { ProductPage } from '../pages/product-page';
import { firstProductSlug } from '../support/catalog';
import { activeRemote } from '../support/releases';
import { runDirs } from '../support/run-env';
import { giveIntent } from '../pages/intent';

// A release file changed after publish (its hash recorded in integrity.json no longer matches) is
// refused; only its area falls back.
test(
  'a tampered product chunk is refused and only the product area falls back',
  { tag: '@mf-product' },
  async ({ page, request }) => {
    const slug = await firstProductSlug(request);
    const active = activeRemote('mf_product');
    const dir = path.join(runDirs().releasesDir, 'mf_product', active.version);
    const chunk = readdirSync(dir).find((f) => /^page-product\.[0-9a-f]+\.js$/.test(f));
    expect(chunk, 'the product page chunk').toBeTruthy();
    const originals = new Map<string, Buffer>();
    for (const f of [chunk, `${chunk}.br`, `${chunk}.gz`] as string[])
      originals.set(f, readFileSync(path.join(dir, f)));
    const chunkUrl = `/releases/mf_product/${active.version}/${chunk}`;
    try {
      expect((await request.get(chunkUrl)).status()).toBe(200);
      // Tampered after publish: the plain file and its pre-compressed copies.
      for (const f of originals.keys()) writeFileSync(path.join(dir, f), '/* tampered */ window.__tampered = true;');
      expect((await request.get(chunkUrl)).status()).toBe(503);
      expect((await request.get(chunkUrl, { headers: { 'accept-encoding': 'br' } })).status()).toBe(503);

      const product = new ProductPage(page);
      const fallback = new AreaFallback(page);
      expect((await product.goto(slug))?.status()).toBe(200);
      // The browser loads the area once the page boots: on the shopper's first intent.
      await giveIntent(page);
      await expect(fallback.root).toBeVisible();
      await expect(product.name).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered ?? false)).toBe(false);
      await product.expectFrame();
      const cart = await product.openCart();
      await expect(cart.empty).toBeVisible();

      const home = new HomePage(page);
      expect((await home.goto())?.status()).toBe(200);
      await expect(home.collectionLinks.first()).toBeVisible();
      await expect(fallback.root).toHaveCount(0);
    } finally {
      for (const [f, bytes] of originals) writeFileSync(path.join(dir, f), bytes);
    }
    expect((await request.get(chunkUrl)).status()).toBe(200);
  },
);
