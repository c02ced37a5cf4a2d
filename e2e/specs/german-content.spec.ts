import type { Page } from '@playwright/test';
import { SearchPanel } from '../pages/search-panel';
import { ShopFrame } from '../pages/shop-frame';
import { expect, test } from '../support/test';

// On /de what a shopper reads is German: the home page and a product page (description, strain
// profile, FAQ, collections) carry no English sentence in their main content. Names are names (strains,
// places, "Bestseller"); reviews (written in German by the api, marked with the language they were written in:
// shopper-language.spec.ts) are left out, and so is text marked with another `lang` (an English fallback).
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
  'to',
  'on',
  'at',
  'by',
  'it',
  'be',
  'has',
  'have',
  'can',
  'this',
  'that',
  'our',
  'more',
  'all',
  'new',
  'what',
  'which',
  'when',
  'about',
  'business days',
  'available',
  'only',
  'free',
  'order',
  'orders',
  'read more',
  'view all',
  'out of',
  'discount',
  'delivery',
  'country',
  'price',
  'found this useful',
  'select your',
  'ordering information',
  'related',
  'collections',
];
/** Words of the list that are words of the language as well ("is" and "of" in Dutch, "on" in French ...). */
const NATIVE: Record<'de' | 'nl' | 'fr', string[]> = {
  de: [],
  nl: ['is', 'of', 'long', 'beginners', 'review', 'reviews'],
  fr: ['on', 'long', 'description', 'collections'],
};
const englishPattern = (language: 'de' | 'nl' | 'fr') =>
  new RegExp(`\\b(${ENGLISH_WORDS.filter((w) => !NATIVE[language].includes(w)).join('|')})\\b`, 'gi');

async function mainText(page: Page, language: 'de' | 'nl' | 'fr' = 'de'): Promise<string> {
  return page.getByRole('main').evaluate((main, lang) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const el of copy.querySelectorAll(`style, script, [data-testid="review"], [lang]:not([lang^="${lang}"])`))
      el.remove();
    // Block elements' texts apart, so words of neighbouring elements never run together.
    for (const el of copy.querySelectorAll('*')) el.append(' ');
    return copy.textContent ?? '';
  }, language);
}

/** English words left once the page's own names are taken out. */
function englishIn(text: string, names: string[], language: 'de' | 'nl' | 'fr' = 'de'): string[] {
  let rest = text;
  for (const name of names) rest = rest.replaceAll(name, ' ');
  return [...new Set([...rest.matchAll(englishPattern(language))].map((m) => m[0]))];
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

// French and Dutch are not storefronts of their own: they are the interface languages of the France and
// Netherlands regions on the Europe storefront (shared-contracts REGIONS), chosen with the region cookie.
for (const [region, language, description, question] of [
  ['france', 'fr', 'Amnesia Haze est un croisement de', 'Combien de temps dure la floraison de Amnesia Haze ?'],
  ['netherlands', 'nl', 'Amnesia Haze is een kruising van', 'Hoe lang bloeit Amnesia Haze?'],
] as const) {
  test(`a product page in ${language === 'fr' ? 'French' : 'Dutch'} (the ${region} region): description, strain profile and FAQ`, async ({
    page,
    request,
    baseURL,
  }) => {
    const en = (await (await request.get('/api/en-en/products/amnesia-haze')).json()) as {
      name: string;
      profile: { lineage: string[] };
      relatedStrains: { name: string }[];
      alternative: { name: string } | null;
    };
    await page.context().addCookies([{ name: 'sf_region', value: region, url: baseURL! }]);
    expect((await page.goto('/product/amnesia-haze'))?.status()).toBe(200);
    await new ShopFrame(page).waitForHydration();
    const text = await mainText(page, language);
    expect(text).toContain(description);
    expect(text).toContain(question);
    const names = [
      en.name,
      ...(en.alternative ? [en.alternative.name] : []),
      ...en.profile.lineage,
      ...en.relatedStrains.map((s) => s.name),
    ].sort((a, b) => b.length - a.length);
    expect(englishIn(text, names, language)).toEqual([]);
  });
}

test('the German data pages (shipping, payment, discount codes) have no English sentence in their main content', async ({
  page,
}) => {
  for (const path of ['/de/versand-lieferung', '/de/zahlungsabwicklung', '/de/rabatt-codes']) {
    expect((await page.goto(path))?.status()).toBe(200);
    await new ShopFrame(page).waitForHydration();
    // Method and code names are names (Klarna, TWINT, Bitcoin, WELCOME5).
    expect(englishIn(await mainText(page), []), path).toEqual([]);
  }
});

// The catalogue's own texts follow the interface language too: collection names and descriptions on the home
// page, in the menu and on a listing (rendered on the server and fetched in the browser), and search finds
// pages written in the language.
for (const [region, language, collection, description, storyTitle, storyWord] of [
  ['france', 'fr', 'Riche en THC', 'Variétés à 20 % de THC ou plus.', 'Notre histoire', 'histoire'],
  ['netherlands', 'nl', 'Hoog THC', 'Soorten met 20 % THC of meer.', 'Ons verhaal', 'verhaal'],
] as const) {
  test(`collections, listing, settings and search in ${language === 'fr' ? 'French' : 'Dutch'} (the ${region} region)`, async ({
    page,
    baseURL,
  }) => {
    const asked: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
    });
    await page.context().addCookies([{ name: 'sf_region', value: region, url: baseURL! }]);
    expect((await page.goto('/'))?.status()).toBe(200);
    const frame = new ShopFrame(page);
    await frame.waitForHydration();
    const card = page.getByRole('main').getByRole('link', { name: new RegExp(collection) });
    await expect(card).toBeVisible();

    // To the listing in the browser: the api is asked in the shopper's language.
    await card.click();
    await expect(page).toHaveURL(/\/collections\/high-thc$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(collection);
    expect(asked.filter((p) => p.startsWith('/api/en-en/collections/high-thc/products'))).toEqual([
      expect.stringContaining(`lang=${language}`),
    ]);

    // The listing rendered on the server says the same, and so do the storefront's settings (the not-found
    // page lists its categories from them).
    expect((await page.goto('/no-such-page'))?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('link', { name: collection, exact: true })).toBeVisible();
    expect((await page.goto('/collections/high-thc'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(collection);
    await expect(page).toHaveTitle(new RegExp(collection));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);

    await frame.waitForHydration();
    const search = new SearchPanel(page);
    await search.open();
    await search.search(storyWord);
    await expect(search.group('pages').getByRole('link', { name: storyTitle })).toBeVisible();
  });
}
