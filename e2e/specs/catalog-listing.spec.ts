import { expect, test } from '../support/test';
import { CollectionPage } from '../pages/collection-page';
import { collectConsoleErrors } from '../support/console-errors';

test('filter, sort and paginate a listing, then a copied filter link restores the same view', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const errors = collectConsoleErrors(page);
  const listing = new CollectionPage(page);
  await listing.goto('all');
  const everything = await listing.seedCount();

  await test.step('filter on Promotions: fewer seeds, page 1, the filter in the URL', async () => {
    await listing.openFilters();
    await expect(listing.filterPanel.locator('legend')).toContainText([
      'Sort by',
      'Promotions',
      'Flowering type',
      'Gender',
      'Genetics',
    ]);
    await listing.filterOption('promotions', '1').check();
    await expect(page).toHaveURL(/\/collections\/all\?promotions=1$/);
    await expect.poll(() => listing.seedCount()).toBeLessThan(everything);
    await expect(page.getByTestId('listing-title')).toHaveText('Strains on promotion');
  });

  await test.step('add a genetics filter and sort by price', async () => {
    await listing.filterOption('genetics', 'sativa').check();
    await listing.filterOption('genetics', 'mostly_sativa').check();
    await listing.sortSelect.selectOption('price');
    await expect(page).toHaveURL(/\/collections\/all\?sort=price&genetics=mostly_sativa,sativa&promotions=1$/);
    await expect(listing.count).toHaveText(/^\d+ strains$/);
    // More than the promotions filter: the whole catalogue, filtered, under its own name again.
    await expect(page.getByTestId('listing-title')).not.toHaveText('Strains on promotion');
  });

  const filtered = await listing.seedCount();
  await test.step('page 2 has a real URL and keeps filters and sort', async () => {
    // The deterministic seed gives this view more than one page (24 cards a page).
    expect(filtered).toBeGreaterThan(24);
    await listing.goToPage(2);
    await expect(page).toHaveURL(/\/collections\/all\/2\?sort=price&genetics=mostly_sativa,sativa&promotions=1$/);
    await expect(listing.filterOption('promotions', '1')).toBeChecked();
    await expect(listing.sortSelect).toHaveValue('price');
  });

  let link = '';
  let firstCard = '';
  await test.step('copy the filter link: "Filter link copied"', async () => {
    await listing.goToPage(1);
    await expect(page).toHaveURL(/\/collections\/all\?/);
    // Page 1 rendered, page 2's cards may stay (the listing busy) until page 1's are in.
    await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
    firstCard = (await listing.productCards.first().innerText()).trim();
    await listing.copyFilterLink.click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Filter link copied' })).toBeVisible();
    link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${baseURL}/collections/all?sort=price&genetics=mostly_sativa,sativa&promotions=1`);
  });

  await test.step('the link opened in a new tab shows the same filters, sort, count and first card', async () => {
    const other = await context.newPage();
    const shared = new CollectionPage(other);
    expect((await other.goto(link))?.status()).toBe(200);
    expect(await shared.seedCount()).toBe(filtered);
    await shared.openFilters();
    await expect(shared.filterOption('promotions', '1')).toBeChecked();
    await expect(shared.filterOption('genetics', 'sativa')).toBeChecked();
    await expect(shared.filterOption('genetics', 'mostly_sativa')).toBeChecked();
    await expect(shared.filterOption('genetics', 'indica')).not.toBeChecked();
    await expect(shared.sortSelect).toHaveValue('price');
    await expect(shared.productCards.first()).toHaveText(firstCard);
    await other.close();
  });

  expect(errors).toEqual([]);
});

test('a view that matches nothing says "No Results"; a page past the last is the not-found page', async ({
  page,
  request,
}) => {
  // High CBD is the collection of strains whose CBD level is high: none of them is low.
  const empty = 'cbd=low';
  const api = await request.get(`/api/en-en/collections/high-cbd/products?${empty}`);
  expect(((await api.json()) as { total: number }).total).toBe(0);
  const listing = new CollectionPage(page);
  expect((await page.goto(`/collections/high-cbd?${empty}`))?.status()).toBe(200);
  await expect(listing.count).toHaveText('0 strains');
  await expect(page.getByTestId('no-results')).toHaveText('No Results');
  const beyond = await listing.goto('high-thc', 999);
  expect(beyond?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('a filter change asks for the new list at the tap, before the page renders the change', async ({ page }) => {
  const listing = new CollectionPage(page);
  await listing.goto('all');
  await listing.openFilters();
  // Hydrated and idle: the shell has loaded the http client (axios, shared through the federation runtime), so nothing
  // else stands before the request. The network going quiet is not enough: on a loaded machine the idle callback
  // comes up to 2 s after hydration, and the request then waited for axios while the page rendered the change.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          type Shared = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>>;
          const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Shared } }).__FEDERATION__?.__SHARE__ ?? {};
          return Object.values(share).some((scopes) =>
            Object.values(scopes).some((modules) => Object.values(modules.axios ?? {}).some((m) => m.loaded)),
          );
        }),
      { message: 'axios loaded at idle', timeout: 10_000 },
    )
    .toBe(true);
  // A slow phone: the render of the change takes long enough to tell "before it" from "after it".
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    const w = window as unknown as { renderedAt: number };
    w.renderedAt = 0;
    // When the page shows the new address: the listing's title follows it in the render that takes it.
    new MutationObserver(() => {
      const title = document.querySelector('[data-testid="listing-title"]')?.textContent;
      if (!w.renderedAt && title === 'Strains on promotion') w.renderedAt = performance.now();
    }).observe(document.getElementById('root')!, { childList: true, characterData: true, subtree: true });
  });
  await listing.filterOption('promotions', '1').check();
  await expect(page).toHaveURL(/\?promotions=1$/);
  await expect(listing.count).toHaveText(/^\d+ strains$/);
  await expect(page.getByTestId('listing-title')).toHaveText('Strains on promotion');
  const { renderedAt, askedAt } = await page.evaluate(() => ({
    renderedAt: (window as unknown as { renderedAt: number }).renderedAt,
    askedAt: performance
      .getEntriesByType('resource')
      .find((entry) => /\/api\/en-en\/collections\/all\/products\?promotions=1$/.test(entry.name))?.startTime,
  }));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(renderedAt).toBeGreaterThan(0);
  expect(askedAt, 'the list asked for before the page rendered the change').toBeLessThan(renderedAt);
});
