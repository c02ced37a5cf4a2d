import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/release-test';
import { AreaFallback } from '../pages/area-fallback';
import { CollectionPage } from '../pages/collection-page';
import { ProductPage } from '../pages/product-page';
import { activeRemote, publishVariant, release, remotesFile, replaceInRelease } from '../support/releases';
import { runDirs } from '../support/run-env';
import { waitUntilHydrated } from '../pages/intent';

// A shopper whose page predates a deploy navigates after it (the old release's files gone) and gets
// the new area: no blank page, no fallback, no console error, no request for the old files.
test(
  'a shopper across a deploy gets the new product area on their next navigation',
  { tag: '@mf-product' },
  async ({ page }) => {
    const OLD = 'Select your Seedpack';
    const NEW = 'Choose your seed pack (deploy e2e0deploy)';
    const original = activeRemote('mf_product');
    const originalPointer = readFileSync(remotesFile(), 'utf8');
    const oldDir = path.join(runDirs().releasesDir, 'mf_product', original.version);
    const parked = `${oldDir}.parked`;
    const { version, dir } = publishVariant('mf_product', 'e2e0deploy', (d) => {
      replaceInRelease(d, /^messages-en\.[0-9a-f]+\.js$/, `"${OLD}"`, `"${NEW}"`);
    });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    const oldRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`/mf_product/${original.version}/`)) oldRequests.push(r.url());
    });

    try {
      const listing = new CollectionPage(page);
      await test.step('the shopper opens a listing, served with the old pointer', async () => {
        expect((await listing.goto('high-thc'))?.status()).toBe(200);
        await expect(listing.productCards.first()).toBeVisible();
        await waitUntilHydrated(page);
        expect(await page.content()).toContain(`mf_product/${original.version}/`);
      });

      await test.step('meanwhile mf-product is deployed and its old files are removed', async () => {
        await release('activate', 'mf_product', version);
        renameSync(oldDir, parked);
      });

      await test.step('the next navigation shows the new product area', async () => {
        await listing.productCards.first().click();
        await expect(page).toHaveURL(/\/product\//);
        const product = new ProductPage(page);
        await expect(product.name).toBeVisible();
        await expect(page.getByRole('group', { name: NEW })).toBeVisible();
        await expect(new AreaFallback(page).root).toHaveCount(0);
      });
      expect(oldRequests, 'no request for the removed release').toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      if (existsSync(parked)) renameSync(parked, oldDir);
      writeFileSync(remotesFile(), originalPointer);
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
