import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/release-test';
import type { RemotesPointer } from '@storefront/shared-contracts';
import { ProductPage } from '../pages/product-page';
import { firstProductSlug } from '../support/catalog';
import { activeRemote, publishVariant, release, remotesFile, replaceInRelease } from '../support/releases';

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
  // A product page boots on intent: give it, so the browser loads the area.
  await product.hydrated();
  await expect(product.name).toBeVisible();
  await expect(product.packOptions.first()).toBeVisible();
  page.off('request', onRequest);
  return urls;
}

test('activate and rollback switch the served product release without restarting the edge', async ({
  page,
  request,
}) => {
  const slug = await firstProductSlug(request);
  const original = activeRemote('mf_product');
  const originalEntry = new URL(original.entry, 'http://edge').pathname;
  const originalPointer = readFileSync(remotesFile(), 'utf8');

  // A second immutable release of mf_product: the same build under another version, as `publish`
  // lays it out (releases/<remote>/<version>/ with its release.json).
  const { version: nextVersion, dir: nextDir } = publishVariant('mf_product', 'e2e0switch', () => undefined);

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

/** What the product page loads: the shell's script URLs (HTML and browser) and the mf_product files fetched. */
async function productPageScripts(page: Page, request: APIRequestContext, slug: string) {
  const html = await (await request.get(`/product/${slug}`)).text();
  const fetched: string[] = [];
  const onRequest = (req: { url(): string; resourceType(): string }) => {
    if (req.resourceType() === 'script') fetched.push(new URL(req.url()).pathname);
  };
  page.on('request', onRequest);
  const product = new ProductPage(page);
  expect((await product.goto(slug))?.status()).toBe(200);
  await product.hydrated();
  await expect(product.packOptions.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  const domScripts = await page.evaluate(() =>
    Array.from(document.querySelectorAll('script[src]'), (s) => s.getAttribute('src') ?? ''),
  );
  const shellInHtml = html.match(/\/shell\/[^"'\s\\<>]+/g) ?? [];
  const shellFetched = [...new Set(fetched.filter((u) => u.startsWith('/shell/')))].sort();
  // The bytes behind each shell script URL, so "same URL" cannot hide different code.
  const shellBodies: Record<string, string> = {};
  for (const url of shellFetched)
    shellBodies[url] = createHash('sha256')
      .update(await (await request.get(url)).body())
      .digest('hex');
  return {
    html,
    shell: {
      inHtml: shellInHtml,
      inDom: domScripts.filter((u) => u.includes('/shell/')),
      fetched: shellFetched,
      bodies: shellBodies,
    },
    productFetched: fetched.filter((u) => u.startsWith('/releases/mf_product/')),
  };
}

// Teams release independently: a remote released on its own changes what the shop serves, with the shell untouched. The
// new release is a copy of the active one whose code differs observably: the pack selector's heading, in the browser
// build and the server build alike (as a rebuilt remote would ship both).
test('publishing a different mf-product release and activating it serves the new remote code; the shell scripts are byte-identical', async ({
  page,
  request,
}) => {
  const slug = await firstProductSlug(request);
  const OLD = 'Select your Seedpack';
  const NEW = 'Choose your seed pack (release e2e0newcode)';
  const original = activeRemote('mf_product');
  const originalPointer = readFileSync(remotesFile(), 'utf8');
  const { version, dir } = publishVariant('mf_product', 'e2e0newcode', (d) => {
    const changed = replaceInRelease(d, /^messages-en\.[0-9a-f]+\.js$/, `"${OLD}"`, `"${NEW}"`);
    expect(changed.some((f) => f.startsWith('server'))).toBe(true);
    expect(changed.some((f) => !f.startsWith('server'))).toBe(true);
  });

  try {
    const before = await test.step('before: the active release and its code', async () => {
      const seen = await productPageScripts(page, request, slug);
      await expect(page.getByRole('group', { name: OLD })).toBeVisible();
      expect(seen.html).toContain(OLD);
      expect(seen.productFetched.every((u) => u.includes(`/${original.version}/`))).toBe(true);
      expect(seen.shell.inHtml.length, 'the page loads shell scripts').toBeGreaterThan(0);
      expect(seen.shell.fetched.length).toBeGreaterThan(0);
      return seen;
    });

    await test.step('`release activate` lists and serves the new release', async () => {
      expect(await release('list', 'mf_product')).toContain(version);
      await release('activate', 'mf_product', version);
      const pointer = (await (await request.get('/remotes.json')).json()) as RemotesPointer;
      expect(pointer.remotes.mf_product?.version).toBe(version);
      const previous = JSON.parse(originalPointer) as RemotesPointer;
      expect(pointer.remotes.mf_catalog, 'other remotes untouched').toEqual(previous.remotes.mf_catalog);
      expect(pointer.remotes.mf_cart_checkout, 'other remotes untouched').toEqual(previous.remotes.mf_cart_checkout);
    });

    await test.step('after: the new remote code on the server and in the browser, the same shell', async () => {
      const after = await productPageScripts(page, request, slug);
      // Server render (the remote's server build) and browser (its browser build) both run the new code.
      expect(after.html).toContain(NEW);
      expect(after.html).not.toContain(OLD);
      await expect(page.getByRole('group', { name: NEW })).toBeVisible();
      await expect(page.getByRole('group', { name: OLD })).toHaveCount(0);
      expect(after.productFetched.some((u) => u.includes(`/mf_product/${version}/`))).toBe(true);
      expect(after.productFetched.some((u) => u.includes(`/${original.version}/`))).toBe(false);
      // The shell was not rebuilt or swapped: the same script URLs in the HTML and the DOM, in the same order,
      // and the same bytes behind every shell script both visits fetched. A chunk the shell loads when the
      // browser is idle (the trackers) may land inside one visit's network-idle window and not the other's.
      expect(after.shell.inHtml).toEqual(before.shell.inHtml);
      expect(after.shell.inDom).toEqual(before.shell.inDom);
      const both = after.shell.fetched.filter((u) => before.shell.fetched.includes(u));
      for (const url of after.shell.inDom) expect(both, url).toContain(url);
      for (const url of both) expect(after.shell.bodies[url], url).toBe(before.shell.bodies[url]);
    });
  } finally {
    writeFileSync(remotesFile(), originalPointer);
    rmSync(dir, { recursive: true, force: true });
  }
});
