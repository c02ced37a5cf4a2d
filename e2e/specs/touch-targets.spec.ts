import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CollectionPage } from '../pages/collection-page';
import { HomePage } from '../pages/home-page';
import { ProductPage } from '../pages/product-page';
import { seriousViolations } from '../support/axe';
import { firstProductSlug } from '../support/catalog';
import { smallTargets } from '../support/touch-targets';
import { expect, test } from '../support/test';
import { insideViewport, measureOverflow } from '../support/viewport-fit';

// Touch use on a phone (this spec runs in the `phone` project only, 360 x 740): every control of the frame
// and of the pages' touch-heavy parts is at least 44 x 44 px, axe's target-size rule finds nothing on the
// frame (nor any serious violation), drawers take the whole screen and the add-to-cart modal fits it.

/**
 * axe's `target-size` (WCAG 2.2, 2.5.8) over the given parts of the page; every violation, whatever its
 * impact. The rule must have checked something (it passes no element it did not look at).
 */
async function targetSizeViolations(page: Page, parts: string[]): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withRules(['target-size']);
  for (const part of parts) builder = builder.include(part);
  const results = await builder.analyze();
  const checked = [...results.passes, ...results.violations].filter((rule) => rule.id === 'target-size');
  expect(checked.flatMap((rule) => rule.nodes).length, 'targets axe checked').toBeGreaterThan(0);
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`),
  );
}

const FRAME = ['[data-testid="topbar"]', '[data-testid="header"]', '[data-testid="footer"]'];

test.use({ reducedMotion: 'reduce' });

test('the frame (topbar, header, footer, menu drawer) passes axe target-size and has 44 px targets', async ({
  page,
}) => {
  const home = new HomePage(page);
  await home.goto();
  await home.waitForHydration();
  expect(await targetSizeViolations(page, FRAME)).toEqual([]);
  for (const part of [home.topbar, home.header, home.footer]) expect(await smallTargets(part)).toEqual([]);

  const menu = await home.openMenu();
  expect(await targetSizeViolations(page, ['[data-testid="menu-panel"]'])).toEqual([]);
  expect(await smallTargets(menu)).toEqual([]);
});

test('the phone frame, with the menu drawer open too, has no serious axe violation', async ({ page }) => {
  // The accessibility spec runs on the desktop; on a phone the frame differs: icon buttons named by hidden
  // labels, the region and colour mode in the menu drawer.
  const home = new HomePage(page);
  await home.goto();
  await home.waitForHydration();
  expect(await seriousViolations(page)).toEqual([]);
  await home.openMenu();
  expect(await seriousViolations(page)).toEqual([]);
});

test('each drawer takes the whole screen and its controls are 44 px targets', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await home.waitForHydration();
  for (const name of ['menu', 'search', 'account', 'cart'] as const) {
    await home.drawerButton(name).tap();
    const drawer = home.drawer(name);
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box, name).toEqual({ x: 0, y: 0, width: 360, height: 740 });
    expect(await smallTargets(drawer), name).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
});

test('pagination, filters and the sort select of a listing are 44 px targets', async ({ page }) => {
  const listing = new CollectionPage(page);
  await listing.goto('high-thc');
  await listing.waitForHydration();
  await listing.openFilters();
  for (const part of [listing.filterPanel, listing.pagination, listing.copyFilterLink])
    expect(await smallTargets(part)).toEqual([]);
});

test('the pack selector, the add-to-cart modal and the cart lines are 44 px targets, and the modal fits the screen', async ({
  page,
  request,
}) => {
  const product = new ProductPage(page);
  await product.goto(await firstProductSlug(request));
  await product.waitForHydration();
  for (const part of [product.packOptions, product.breadcrumbs, product.addToCartButton])
    for (const element of await part.all()) expect(await smallTargets(element)).toEqual([]);

  const modal = await product.addToCart();
  expect(await insideViewport(modal.root)).toBe(true);
  expect(await smallTargets(modal.root)).toEqual([]);
  expect((await measureOverflow(page)).beyondEdge).toEqual([]);

  await modal.viewCart.tap();
  await expect(product.cart.lines).toHaveCount(1);
  expect(await smallTargets(product.cart.root)).toEqual([]);
});
