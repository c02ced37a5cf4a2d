import type { Page } from '@playwright/test';
import { firstProductSlug } from '../support/catalog';
import { waitUntilHydrated } from '../pages/intent';
import { expect, test } from '../support/test';
import { measureOverflow } from '../support/viewport-fit';

/**
 * The sticky header stays on top of the page it scrolls over, and fits the screen in every language: on a phone,
 * a tablet and every desktop width (the header's labels appear from 1200 px, where Dutch and French are longest).
 */

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1366, height: 900 };

/** Where each language is read: its storefront's prefix, and the region choosing it on the Europe storefront. */
const LANGUAGES = [
  { language: 'en', prefix: '', region: null },
  { language: 'de', prefix: '/de', region: null },
  { language: 'nl', prefix: '', region: 'netherlands' },
  { language: 'fr', prefix: '', region: 'france' },
] as const;

const WIDTHS = [1920, 1366, 1280, 1200, 1100, 1024, 768, 360, 320];

async function pagesOf(page: Page, prefix: string): Promise<string[]> {
  const slug = await firstProductSlug(page.request);
  return [
    `${prefix}/`,
    `${prefix}/collections/high-thc`,
    `${prefix}${prefix === '/de' ? '/produkt' : '/product'}/${slug}`,
  ];
}

/** The header's Search, Account and Cart buttons, each as the element on top at its centre lies in the header. */
async function headerButtonsOnTop(page: Page): Promise<Record<string, boolean>> {
  return page.evaluate(() => {
    const header = document.querySelector('[data-testid="header"]')!;
    const onTop: Record<string, boolean> = {};
    for (const name of ['search', 'account', 'cart']) {
      const button = header.querySelector(`[data-testid="header-${name}-button"]`)!;
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      onTop[name] = hit !== null && header.contains(hit);
    }
    return onTop;
  });
}

test.describe('the sticky header', () => {
  for (const size of [DESKTOP, PHONE]) {
    test(`stays above the content scrolled under it, at ${size.width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(size);
      const slug = await firstProductSlug(page.request);
      for (const path of ['/collections/high-thc', `/product/${slug}`, '/reviews']) {
        await page.goto(path);
        await waitUntilHydrated(page);
        // The header sticks once set up (100 ms after load): then a scroll puts cards, images, tabs under it.
        await expect(page.getByTestId('header')).toHaveCSS('position', 'sticky');
        for (const y of [300, 700, 1200]) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await expect
            .poll(() =>
              page.evaluate(() => document.querySelector('[data-testid="header"]')!.getBoundingClientRect().top),
            )
            .toBe(0);
          expect(await headerButtonsOnTop(page), `${path} scrolled to ${y}`).toEqual({
            search: true,
            account: true,
            cart: true,
          });
        }
      }
    });
  }
});

test.describe('the header fits the screen in every language', () => {
  for (const { language, prefix, region } of LANGUAGES) {
    test(`${language}: home, listing and product at ${WIDTHS.join(', ')} px`, async ({ page, context, baseURL }) => {
      test.slow();
      if (region) await context.addCookies([{ name: 'sf_region', value: region, url: baseURL! }]);
      for (const path of await pagesOf(page, prefix)) {
        await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          const where = `${path} at ${width} px`;
          // Polled: on a busy machine the page's layout at the new width may come a frame after the resize.
          await expect.poll(async () => (await measureOverflow(page)).beyondEdge, { message: where }).toEqual([]);
          const { scrollWidth, innerWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
          }));
          expect(scrollWidth, where).toBeLessThanOrEqual(innerWidth);
          // Every header button is whole on screen (none pushed out or cut off).
          const tools = await page.evaluate(() =>
            [...document.querySelectorAll('[data-testid="header"] button')]
              .filter((b) => b.getBoundingClientRect().width > 0)
              .map((b) => ({ id: b.getAttribute('data-testid'), right: b.getBoundingClientRect().right }))
              .filter((b) => b.right > document.documentElement.clientWidth + 0.5),
          );
          expect(tools, where).toEqual([]);
        }
      }
    });
  }
});
