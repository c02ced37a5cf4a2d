import type { APIRequestContext, Page } from '@playwright/test';
import { buildPath, type StorefrontCode } from '@storefront/shared-contracts';
import { waitUntilHydrated } from '../pages/intent';
import { firstProductSlug } from '../support/catalog';
import { layoutProblems, type ScrollPosition } from '../support/layout-checks';
import { expect, test } from '../support/test';

/**
 * The main pages fit every common screen width in every language, scrolled to the top, the middle and the bottom:
 * nothing widens the page or sticks out past an edge, the sticky header stays on top of what scrolls under it,
 * and nothing (the chat launcher, a badge, a neighbour) lies over a price or a button. Each page is loaded once
 * and resized in place; each position is checked in one evaluate (support/layout-checks.ts). Every problem of
 * every page, width and position is collected (soft assertions) before the test fails.
 */

const LANGUAGES = [
  { language: 'en', storefront: 'en', iso: 'en-en', region: null },
  { language: 'de', storefront: 'de', iso: 'de-de', region: null },
  { language: 'nl', storefront: 'en', iso: 'en-en', region: 'netherlands' },
  { language: 'fr', storefront: 'en', iso: 'en-en', region: 'france' },
] as const;

const WIDTHS = [1920, 1366, 1200, 1024, 768, 360, 320];
const POSITIONS: readonly ScrollPosition[] = ['top', 'middle', 'bottom'];
/** A phone's, a portrait tablet's and a laptop's screen height. */
const heightAt = (width: number) => (width < 768 ? 740 : width < 1024 ? 1024 : 900);

// Drawers open without their slide, and a trace of some 200 resizes would cost more than the checks.
test.use({ reducedMotion: 'reduce', trace: 'off' });

/** One pack of the first product in the visitor's cart of `iso`'s storefront: the checkout shows a line. */
async function oneItemInCart(request: APIRequestContext, iso: string, slug: string): Promise<void> {
  const detail = (await (await request.get(`/api/${iso}/products/${slug}`)).json()) as { packs: Array<{ id: number }> };
  const added = await request.post(`/api/${iso}/cart/items`, { data: { packId: detail.packs[0]!.id, quantity: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
}

async function newestPostSlug(request: APIRequestContext): Promise<string> {
  const { latest } = (await (await request.get('/api/en-en/blog')).json()) as { latest: Array<{ slug: string }> };
  return latest[0]!.slug;
}

/** Every width, every position: the problems found, each labelled with where. */
async function sweepWidths(page: Page, where: string, drawer?: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: heightAt(width) });
    for (const position of POSITIONS)
      expect.soft(await layoutProblems(page, position, drawer), `${where} at ${width} px, ${position}`).toEqual([]);
  }
}

for (const { language, storefront, iso, region } of LANGUAGES) {
  test(`${language}: the main pages fit ${WIDTHS.join(', ')} px at the top, middle and bottom; nothing covers a price or button`, async ({
    page,
    context,
    baseURL,
  }) => {
    const startedAt = Date.now();
    test.setTimeout(240_000);
    if (region) await context.addCookies([{ name: 'sf_region', value: region, url: baseURL! }]);
    const slug = await firstProductSlug(page.request);
    await oneItemInCart(page.request, iso, slug);
    const path = (id: Parameters<typeof buildPath>[0], params?: Record<string, string>) =>
      buildPath(id, storefront as StorefrontCode, params);
    const pages = [
      path('index'),
      path('collections-slug', { slug: 'high-thc' }),
      path('product-slug', { slug }),
      path('reviews'),
      path('price-list'),
      path('blog-slug', { slug: await newestPostSlug(page.request) }),
      path('shipping-delivery'),
      path('checkout'),
    ];
    for (const url of pages) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: heightAt(WIDTHS[0]!) });
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
      await waitUntilHydrated(page);
      // The header sticks once set up (100 ms after load).
      await expect(page.getByTestId('header')).toHaveCSS('position', 'sticky');
      await sweepWidths(page, url);
    }
    // The cart drawer, open over the last page (the checkout), with its line, totals and buttons.
    await page.setViewportSize({ width: WIDTHS[0]!, height: heightAt(WIDTHS[0]!) });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('header-cart-button').click();
    await expect(page.getByTestId('cart-panel').getByTestId('cart-line')).toHaveCount(1);
    await sweepWidths(page, `the cart drawer over ${pages.at(-1)}`, 'cart-panel');
    test.info().annotations.push({ type: 'time', description: `${((Date.now() - startedAt) / 1000).toFixed(1)} s` });
  });
}
