import type { Page } from '@playwright/test';
import { ShopFrame } from '../pages/shop-frame';
import { expect, test } from '../support/test';

// Issue 15: on /de what a shopper reads is German: the home page and a product page (description, strain
// profile, FAQ, collections) carry no English sentence in their main content. Names are names (strains,
// places, "Bestseller"); reviews are the growers' own words, shown in the language they were written in, and
// text marked with another `lang` (an English fallback) is left out.
const ENGLISH_WORDS = [
  'the',
  'and',
  'is',
  'are',
  'of',
  'with',
  'for',
  'your',
  'you',
  'flowers',
  'days',
  'yields',
  'up to',
  'indoors',
  'outdoors',
  'strain',
  'strains',
  'effects',
  'flavour',
  'cross',
  'how',
  'long',
  'does',
  'take',
  'suitable',
  'beginners',
  'taste',
  'growers',
  'seeds',
  'high yield',
  'fast flowering',
  'easy to grow',
  'newest',
  'add to cart',
  'reviews',
  'shipping',
  'payment',
  'description',
  'from',
];
const ENGLISH = new RegExp(`\\b(${ENGLISH_WORDS.join('|')})\\b`, 'gi');

async function mainText(page: Page): Promise<string> {
  return page.getByRole('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const el of copy.querySelectorAll('style, script, [data-testid="review"], [lang]:not([lang^="de"])'))
      el.remove();
    return copy.textContent ?? '';
  });
}

/** English words left once the page's own names are taken out. */
function englishIn(text: string, names: string[]): string[] {
  let rest = text;
  for (const name of names) rest = rest.replaceAll(name, ' ');
  return [...new Set([...rest.matchAll(ENGLISH)].map((m) => m[0]))];
}

test('the German home page has no English sentence in its main content', async ({ page }) => {
  expect((await page.goto('/de'))?.status()).toBe(200);
  await new ShopFrame(page).waitForHydration();
  await expect(page.getByRole('main').getByRole('link', { name: /Hoher THC-Gehalt/ })).toBeVisible();
  expect(englishIn(await mainText(page), [])).toEqual([]);
});

test('a German product page: description, strain profile, FAQ and collections in German', async ({ page, request }) => {
  const en = (await (await request.get('/api/en-en/products/amnesia-haze')).json()) as {
    name: string;
    profile: { lineage: string[] };
    relatedStrains: { name: string }[];
    alternative: { name: string } | null;
  };
  expect((await page.goto('/de/produkt/amnesia-haze'))?.status()).toBe(200);
  await new ShopFrame(page).waitForHydration();
  const text = await mainText(page);
  expect(text).toContain('Amnesia Haze ist eine Kreuzung aus');
  expect(text).toContain('Wie lange blüht Amnesia Haze?');
  const names = [
    en.name,
    ...(en.alternative ? [en.alternative.name] : []),
    ...en.profile.lineage,
    ...en.relatedStrains.map((s) => s.name),
  ].sort((a, b) => b.length - a.length);
  expect(englishIn(text, names)).toEqual([]);
});
