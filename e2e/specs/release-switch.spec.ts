import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import type { RemotesPointer } from '@storefront/shared-contracts';
import { ProductPage } from '../pages/product-page';
import { firstProductSlug } from '../support/catalog';
import { activeRemote, release, remotesFile } from '../support/releases';
import { runDirs } from '../support/run-env';

/** Opens a product page and returns the mf_product remoteEntry URLs the browser fetched. */
async function productEntryRequests(page: Page, slug: string): Promise<string[]> {
  const urls: string[] = [];
  const onRequest = (req: { url(): string }) => {
    if (/\/releases\/mf_product\/[^/]+\/remoteEntry\.js/.test(req.url())) urls.push(new URL(req.url()).pathname);
  };
  page.on('request', onRequest);
  const product = new ProductPage(page);
  const response = await product.goto(slug);
  expect(response?.status()).toBe(200);
  await expect(product.name).toBeVisible();
  await expect(product.packOptions.first()).toBeVisible();
  page.off('request', onRequest);
  return urls;
}

test('activate and rollback switch the served product release without restarting the edge', async ({ page, request }) => {
  const slug = await firstProductSlug(request);
  const original = activeRemote('mf_product');
  const originalEntry = new URL(original.entry, 'http://edge').pathname;
  const originalPointer = readFileSync(remotesFile(), 'utf8');

  // A second immutable release of mf_product: the same build under another version, as `publish`
  // lays it out (releases/<remote>/<version>/ with its release.json).
  const remoteDir = path.join(runDirs().releasesDir, 'mf_product');
  const buildInfo = JSON.parse(readFileSync(path.join(remoteDir, original.version, 'release.json'), 'utf8')) as {
    packageVersion: string;
    hash: string;
  };
  const hash = 'e2e0switch';
  const nextVersion = `${buildInfo.packageVersion}-${hash}`;
  const nextDir = path.join(remoteDir, nextVersion);
  rmSync(nextDir, { recursive: true, force: true });
  cpSync(path.join(remoteDir, original.version), nextDir, { recursive: true });
  writeFileSync(path.join(nextDir, 'release.json'), `${JSON.stringify({ ...buildInfo, hash }, null, 2)}\n`);

  try {
    await test.step('before: the active release is served', async () => {
      const urls = await productEntryRequests(page, slug);
      expect(urls).toContain(originalEntry);
    });

    await test.step('activate: /remotes.json, the HTML and the browser all move to the new release', async () => {
      await release('activate', 'mf_product', nextVersion);
      const pointer = (await (await request.get('/remotes.json')).json()) as RemotesPointer;
      expect(pointer.remotes.mf_product?.version).toBe(nextVersion);
      expect(pointer.remotes.mf_product?.entry).toContain(`/releases/mf_product/${nextVersion}/`);
      expect(pointer.remotes.mf_catalog, 'other areas untouched').toBeDefined();

      const html = await (await request.get(`/product/${slug}`)).text();
      expect(html).toContain(`mf_product/${nextVersion}/`);
      const urls = await productEntryRequests(page, slug);
      expect(urls.some((u) => u.includes(`/mf_product/${nextVersion}/`))).toBe(true);
      expect(urls).not.toContain(originalEntry);
    });

    await test.step('rollback: the previous release is served again', async () => {
      await release('rollback', 'mf_product');
      const pointer = (await (await request.get('/remotes.json')).json()) as RemotesPointer;
      expect(pointer.remotes.mf_product?.version).toBe(original.version);
      const urls = await productEntryRequests(page, slug);
      expect(urls).toContain(originalEntry);
      expect(urls.some((u) => u.includes(nextVersion))).toBe(false);
    });
  } finally {
    writeFileSync(remotesFile(), originalPointer);
    if (existsSync(nextDir)) rmSync(nextDir, { recursive: true, force: true });
  }
});
