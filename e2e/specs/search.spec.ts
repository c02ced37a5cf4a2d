import { ONCE, expect, test } from '../support/test';
import { HomePage } from '../pages/home-page';
import { ProductPage } from '../pages/product-page';
import { SearchPanel } from '../pages/search-panel';
import { SearchResultsPage } from '../pages/search-results-page';
import { collectConsoleErrors } from '../support/console-errors';

test('search with a typo finds the strain, says which types found nothing, and leads to the product', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const searches: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.endsWith('/search')) searches.push(new URL(req.url()).search);
  });
  const home = new HomePage(page);
  await home.goto();
  await home.hydrated();
  const search = new SearchPanel(page);
  await search.open();
  await expect(search.input).toBeFocused();

  await search.input.pressSequentially('amnesai haze', { delay: 30 });
  // The settled keyword is asked for. On a loaded machine a pause in the typing may first ask for a part of it
  // ("amnesai"), whose answer already shows Amnesia Haze: wait for the whole keyword's request, not the first answer.
  await expect.poll(() => searches.at(-1)).toContain('q=amnesai+haze');
  await expect(search.strains.filter({ hasText: /^Amnesia Haze$/ })).toHaveCount(1);
  // Typing is debounced: one request for the settled keyword, not one per key.
  expect(searches.length).toBeLessThanOrEqual(2);

  await search.search('zzqxv');
  await expect(search.empty('strains')).toHaveText('No strains found for zzqxv');
  await expect(search.empty('collections')).toHaveText('No collections found for zzqxv');

  await search.search('amnesia haze');
  await search.strains.filter({ hasText: /^Amnesia Haze$/ }).click();
  await expect(search.root).toBeHidden();
  await expect(page).toHaveURL(/\/product\/amnesia-haze$/);
  await expect(new ProductPage(page).name).toHaveText('Amnesia Haze');
  expect(errors).toEqual([]);
});

test('an empty keyword asks the api nothing', ONCE, async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.endsWith('/search')) searches.push(req.url());
  });
  const home = new HomePage(page);
  await home.goto();
  await home.hydrated();
  const search = new SearchPanel(page);
  await search.open();
  await search.search('   ');
  await page.waitForTimeout(800);
  expect(searches).toEqual([]);
  await expect(search.root.getByTestId('search-results')).toHaveCount(0);
});

test('a half word finds White Widow; "All results" lists every hit, 20 a page', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const home = new HomePage(page);
  await home.goto();
  await home.hydrated();
  const search = new SearchPanel(page);
  await search.open();
  await search.search('widow');
  // The panel's five: names with a word starting with the keyword, White Widow among them.
  await expect(search.strains.filter({ hasText: /^White Widow$/ })).toHaveCount(1);

  await search.root.getByTestId('search-all-results').click();
  await expect(page).toHaveURL(/\/search\?q=widow$/);
  const results = new SearchResultsPage(page);
  await expect(results.title).toHaveText('Search results for “widow”');
  await expect(results.strains).toHaveCount(20);
  await expect(results.strains.filter({ hasText: 'White Widow' }).first()).toBeVisible();
  const firstPage = await results.strains.allTextContents();

  await results.goToPage(2);
  await expect(page).toHaveURL(/\/search\?q=widow&page=2$/);
  await expect(results.pagination.locator('[aria-current="page"]')).toHaveText('2');
  await expect(results.strains.first()).not.toHaveText(firstPage[0]!);
  expect(await results.strains.allTextContents()).not.toEqual(firstPage);
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the German results page is server-rendered in German, noindex, and its form is a plain GET',
    ONCE,
    async ({ page }) => {
      const html = await (await page.request.get('/de/suche?q=amnes')).text();
      expect(html).toContain('Suchergebnisse für „amnes“');
      expect(html).toContain('<meta name="robots" content="noindex">');
      const form = html.match(/<form [^>]*role="search"[^>]*>/)?.[0];
      expect(form).toContain('method="get"');
      expect(form).toContain('action="/de/suche"');
      expect(html).toContain('Amnesia Haze');
      const robots = await (await page.request.get('/robots.txt')).text();
      expect(robots).toContain('Disallow: /de/suche\n');

      // Before (here: without) the page's JavaScript, submitting the field is a GET to the results page.
      await page.goto('/de/suche?q=amnes');
      const results = new SearchResultsPage(page);
      await results.input.fill('zzqxv');
      await results.input.press('Enter');
      await expect(page).toHaveURL(/\/de\/suche\?q=zzqxv$/);
      await expect(results.title).toHaveText('Suchergebnisse für „zzqxv“');
      await expect(results.empty).toContainText('Nichts gefunden für „zzqxv“');
    },
  );
});
