import { expect, test } from '../support/test';
import { HomePage } from '../pages/home-page';
import { ProductPage } from '../pages/product-page';
import { SearchPanel } from '../pages/search-panel';
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

test('an empty keyword asks the api nothing', async ({ page }) => {
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
