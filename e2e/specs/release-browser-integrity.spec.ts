import type { Page } from '@playwright/test';
import { CONTRACT_VERSION } from '@storefront/shared-contracts';
import { expect, test } from '../support/release-test';
import { AreaFallback } from '../pages/area-fallback';
import { HomePage } from '../pages/home-page';
import { ProductPage } from '../pages/product-page';
import { firstProductSlug } from '../support/catalog';
import { activeRemote, publishVariant, recordedIntegrity, release, replaceInRelease } from '../support/releases';
import { giveIntent } from '../pages/intent';

// The browser itself checks every remote entry and chunk against the hashes recorded at publish
// (SRI). These tamper with the bytes between the edge and the browser (as a compromised CDN or proxy would),
// where the edge's own check cannot see it: only the browser can refuse them.

const MARKER = ';window.__tampered=true;';

/** Serves the matching scripts with code appended: valid JavaScript, so only an integrity check can stop it. */
async function tamperInTransit(page: Page, matches: (path: string) => boolean): Promise<{ served: () => number }> {
  let served = 0;
  await page.route(
    (u) => matches(u.pathname),
    async (route) => {
      const original = await route.fetch();
      served += 1;
      await route.fulfill({
        status: 200,
        headers: { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store' },
        body: `${await original.text()}${MARKER}`,
      });
    },
  );
  return { served: () => served };
}

/** The browser's own integrity refusals, as Chromium reports them in the console. */
function integrityErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (/integrity/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

async function expectOnlyProductFallsBack(page: Page) {
  // The browser loads the area once the page boots: on the shopper's first intent.
  await giveIntent(page);
  const product = new ProductPage(page);
  const fallback = new AreaFallback(page);
  await expect(fallback.root).toBeVisible();
  await expect(product.name).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered ?? false)).toBe(false);
  await product.expectFrame();
  const cart = await product.openCart();
  await expect(cart.empty).toBeVisible();
}

test(
  'the page loads the product area with the integrity recorded at publish',
  { tag: '@mf-product' },
  async ({ page, request }) => {
    const slug = await firstProductSlug(request);
    const active = activeRemote('mf_product');
    const entrySri = recordedIntegrity('mf_product', active.version, 'remoteEntry.js');
    expect(entrySri, 'integrity.json records the entry').toMatch(/^sha384-/);
    expect(active.integrity, 'activate put the entry hash into the pointer').toBe(entrySri);

    const html = await (await request.get(`/product/${slug}`)).text();
    // A product page boots on intent (edge/src/pages/hydration.ts): its loader holds the scripts with their SRI
    // and preloads them then with the same integrity and crossorigin as the runtime's script, so it is reused.
    expect(html).toContain(`${JSON.stringify(active.entry)}:${JSON.stringify(entrySri)}`);
    // The shell's own scripts too.
    expect(html).toMatch(/"\/shell\/[^"]+\.js":"sha384-[^"]+"/);

    const errors = integrityErrors(page);
    const product = new ProductPage(page);
    await product.goto(slug);
    await product.hydrated();
    await expect(product.name).toBeVisible();
    await expect(product.addToCartButton).toBeEnabled();
    const entryScript = page.locator(`script[src$="${active.entry}"]`);
    // The runtime removes the entry's script once it ran; what it loaded it with is on the resource timing.
    expect(await entryScript.count()).toBeLessThanOrEqual(1);
    // The runtime's script reuses the loader's preload: a script the preload did not serve (its integrity or
    // crossorigin not the same) is listed by the script. A page idle before the intent has also prefetched the entry
    // into the cache, so it may be listed twice, both times by a link; when the intent comes as that prefetch starts,
    // Chromium now and then fetches it for both over the network (seen on CI), which is the browser's to dedupe.
    const loads = await page.evaluate(
      (entry) =>
        performance
          .getEntriesByType('resource')
          .filter((r) => r.name.endsWith(entry))
          .map((r) => (r as PerformanceResourceTiming).initiatorType),
      active.entry,
    );
    expect(loads.length, 'the entry was fetched').toBeGreaterThan(0);
    expect(
      loads.filter((by) => by !== 'link'),
      'the runtime reused the preload',
    ).toEqual([]);
    expect(errors).toEqual([]);
  },
);

test(
  'a product chunk changed in transit is refused by the browser and only the product area falls back',
  { tag: '@mf-product' },
  async ({ page, request }) => {
    const slug = await firstProductSlug(request);
    const active = activeRemote('mf_product');
    const errors = integrityErrors(page);
    // The chunk's name carries a content hash: match it by its prefix.
    const prefix = `/releases/mf_product/${active.version}/page-product.`;
    const chunk = await tamperInTransit(page, (p) => p.startsWith(prefix) && p.endsWith('.js'));

    const product = new ProductPage(page);
    expect((await product.goto(slug))?.status()).toBe(200);
    await expectOnlyProductFallsBack(page);
    expect(chunk.served(), 'the tampered chunk reached the browser').toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(/page-product\.[0-9a-f]+\.js/);

    // Other areas are untouched.
    const home = new HomePage(page);
    expect((await home.goto())?.status()).toBe(200);
    await expect(home.collectionLinks.first()).toBeVisible();
    await expect(new AreaFallback(page).root).toHaveCount(0);
  },
);

test(
  'a product remote entry changed in transit is refused by the browser and only the product area falls back',
  { tag: '@mf-product' },
  async ({ page, request }) => {
    const slug = await firstProductSlug(request);
    const active = activeRemote('mf_product');
    const errors = integrityErrors(page);
    const entry = await tamperInTransit(page, (p) => p === active.entry);

    const product = new ProductPage(page);
    expect((await product.goto(slug))?.status()).toBe(200);
    await expectOnlyProductFallsBack(page);
    expect(entry.served(), 'the tampered entry reached the browser').toBeGreaterThan(0);
    expect(errors.join('\n')).toContain('remoteEntry.js');

    const home = new HomePage(page);
    expect((await home.goto())?.status()).toBe(200);
    await expect(home.collectionLinks.first()).toBeVisible();
  },
);

test(
  'an area whose browser build speaks another contract major falls back in the browser only',
  { tag: '@mf-product' },
  async ({ page, request }) => {
    const slug = await firstProductSlug(request);
    const active = activeRemote('mf_product');
    const otherMajor = `${Number(CONTRACT_VERSION.split('.')[0]) + 90}.0.0`;
    // Published like a real build (hashes re-recorded): the server build and release.json are the right contract,
    // so `activate` and the server render accept it; only the browser's area module says another major.
    // The area module's `contractVersion` (shared-contracts is a singleton the shell provides, so the build reads
    // it from there): this one states another major literally, as a build against another contracts copy would.
    const { version } = publishVariant('mf_product', 'e2e0major', (dir) => {
      replaceInRelease(
        dir,
        /^__federation_expose_area\.[0-9a-f]+\.js$/,
        'contractVersion:',
        `contractVersion:${JSON.stringify(otherMajor)},builtWithContractVersion:`,
        { browserOnly: true },
      );
    });
    await release('activate', 'mf_product', version, '--reason', 'e2e: contract major in the browser');
    try {
      // The server render (the server build is right) shows the product ...
      const html = await (await request.get(`/product/${slug}`)).text();
      expect(html).toContain('data-testid="product-name"');
      // ... the browser refuses the area it loads, for its contract (not its integrity: the files are as published).
      const errors = integrityErrors(page);
      const product = new ProductPage(page);
      expect((await product.goto(slug))?.status()).toBe(200);
      await giveIntent(page);
      await expect(new AreaFallback(page).root).toBeVisible();
      await expect(product.name).toHaveCount(0);
      await product.expectFrame();
      expect(errors).toEqual([]);

      const home = new HomePage(page);
      expect((await home.goto())?.status()).toBe(200);
      await expect(home.collectionLinks.first()).toBeVisible();
      await expect(new AreaFallback(page).root).toHaveCount(0);
    } finally {
      await release('activate', 'mf_product', active.version, '--reason', 'e2e: back');
    }
  },
);
