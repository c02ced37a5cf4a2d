import type { APIRequestContext, Page } from '@playwright/test';
import { ONCE, expect, test } from '../support/test';
import { ProductPage } from '../pages/product-page';
import { firstProductSlug } from '../support/catalog';
import { slowedProductPage } from '../support/early-add';
import { collectConsoleErrors } from '../support/console-errors';
import { MONEY_PATTERN, parseMoney } from '../support/money';

const TABS = ['Description', 'Strain Profile', /^Reviews \(\d+\)$/, 'FAQ', 'Shipping', 'Payment', 'Guarantees'];

test('product tabs work with the keyboard, the pack choice prices the page, and the extras are there', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const slug = await firstProductSlug(request);
  const product = new ProductPage(page);
  await product.goto(slug);
  await product.hydrated();

  await expect(product.breadcrumbs.getByRole('link').first()).toHaveText('Home');
  await expect(product.tabs).toHaveCount(TABS.length);
  for (const [index, name] of TABS.entries()) await expect(product.tabs.nth(index)).toHaveText(name);
  await expect(product.tabPanel('description')).toBeVisible();

  await test.step('arrow keys move between tabs and show their panels', async () => {
    await product.tab('Description').focus();
    await page.keyboard.press('ArrowRight');
    await expect(product.tab('Strain Profile')).toBeFocused();
    await expect(product.tabPanel('profile')).toBeVisible();
    await expect(product.strainProfile).toContainText(/Up to \d+/);
    await expect(product.strainProfile).toContainText(/\d+ to \d+ days/);
    await page.keyboard.press('End');
    await expect(product.tabPanel('guarantees')).toBeVisible();
    await expect(product.tabPanel('description')).toBeHidden();
    await page.keyboard.press('ArrowLeft');
    await expect(product.tabPanel('payment')).toContainText('Availability varies per region');
    await page.keyboard.press('ArrowLeft');
    await expect(product.tabPanel('shipping').getByTestId('shipping-row').first()).toHaveText(
      /From \d+ to \d+ business days/,
    );
  });

  await test.step('choosing a pack sets the price', async () => {
    const last = (await product.packOptions.count()) - 1;
    await product.choosePack(last);
    await expect(product.price).toHaveText(MONEY_PATTERN);
    expect(parseMoney(await product.price.innerText())).toBe(
      parseMoney(await product.packOptions.nth(last).innerText()),
    );
  });

  await test.step('cross-link to the other version and related strains lead to products', async () => {
    await expect(product.alternativeLink).toHaveAttribute('href', /^\/product\/[a-z0-9-]+$/);
    expect(await product.relatedStrains.count()).toBeGreaterThan(0);
    const href = await product.alternativeLink.getAttribute('href');
    await product.alternativeLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(product.name).toBeVisible();
  });
  expect(errors).toEqual([]);
});

/**
 * The product whose reviews a project's vote tests count on: the desktop and the phone run side by side, and a
 * vote of the one between the other's two reads would move the count it expects. By review count, which no test
 * changes (best-sellers move with the orders the checkout tests place).
 */
async function votingProduct(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/en-en/collections/high-thc/products?sort=reviews&dir=desc');
  const { items } = (await response.json()) as { items: Array<{ slug: string }> };
  return items[test.info().project.name === 'phone' ? 1 : 0]!.slug;
}

/** A review's "found this useful" count as the api has it now (a vote empties the api's cached product pages). */
async function usefulCount(request: APIRequestContext, slug: string, reviewId: number): Promise<number> {
  const body = (await (await request.get(`/api/en-en/products/${slug}`)).json()) as {
    reviews: { items: Array<{ id: number; usefulCount: number }> };
  };
  return body.reviews.items.find((r) => r.id === reviewId)!.usefulCount;
}

test('a review counts as useful once per visitor', ONCE, async ({ page, request }) => {
  const slug = await votingProduct(request);
  const product = new ProductPage(page);
  await product.goto(slug);
  await product.hydrated();
  await product.tab(/^Reviews/).click();
  const review = product.reviews.first();
  await expect(review.getByTestId('review-date')).toHaveText(/^Reviewed at /);
  const count = review.getByTestId('review-useful-count');
  // The count before the vote from the api: a kept page may be some seconds behind (a retry's own earlier vote).
  const before = await usefulCount(request, slug, Number((await review.getAttribute('id'))!.replace('review-', '')));
  await review.getByTestId('review-useful-vote').click();
  await expect(count).toHaveText(`${before + 1} found this useful`);
  await expect(review.getByTestId('review-useful-vote')).toBeDisabled();

  // Another page load of the same visitor: the api remembers the vote and the count does not move.
  await page.reload();
  await product.hydrated();
  await product.tab(/^Reviews/).click();
  const again = product.reviews.first();
  await again.getByTestId('review-useful-vote').click();
  await expect(again.getByTestId('review-useful-vote')).toHaveText('You already voted');
  await expect(again.getByTestId('review-useful-count')).toHaveText(`${before + 1} found this useful`);
});

test(
  'the reviews pager follows its links in place once hydrated, and Back returns to the page before',
  ONCE,
  async ({ page, request }) => {
    const product = new ProductPage(page);
    await product.goto(await votingProduct(request));
    await product.hydrated();
    await product.tab(/^Reviews/).click();
    const first = await product.reviews.first().getAttribute('id');
    // Set on this document: still there after the page change only if no new document was loaded.
    await page.evaluate(() => Object.assign(window, { samePager: true }));
    await page.getByTestId('reviews-next').click();
    await expect(page.getByTestId('reviews-page')).toHaveText(/^Page 2 of \d+$/);
    await expect(product.reviews.first()).not.toHaveAttribute('id', first!);
    await expect(page).toHaveURL(/\?reviews-page=2#reviews$/);
    expect(await page.evaluate(() => 'samePager' in window)).toBe(true);
    await page.goBack();
    await expect(page.getByTestId('reviews-page')).toHaveText(/^Page 1 of \d+$/);
    await expect(product.reviews.first()).toHaveAttribute('id', first!);
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  /** The project's voting product, its reviews tab open (the platform's: a radio). */
  async function openReviews(page: Page, request: APIRequestContext) {
    const slug = await votingProduct(request);
    const product = new ProductPage(page);
    await product.goto(slug);
    await product.tabButton('reviews').click();
    return { slug, product };
  }

  test(
    'the reviews pager pages with links the server answers, and a vote on a later page comes back to it',
    ONCE,
    async ({ page, request }) => {
      const { slug, product } = await openReviews(page, request);
      const first = await product.reviews.first().getAttribute('id');
      await page.getByTestId('reviews-next').click();
      await expect(page).toHaveURL(new RegExp(`/product/${slug}\\?reviews-page=2#reviews$`));
      // The server rendered page 2, with the reviews tab open, scrolled to its first review.
      await expect(product.tabPanel('reviews')).toBeVisible();
      await expect(page.getByTestId('reviews-page')).toHaveText(/^Page 2 of \d+$/);
      await expect(product.reviews.first()).not.toHaveAttribute('id', first!);
      await expect(product.reviews.first()).toBeInViewport();

      // A vote on page 2 (no other test votes there) comes back to page 2, at the review.
      const review = product.reviews.first();
      const id = (await review.getAttribute('id'))!.replace('review-', '');
      await review.getByTestId('review-useful-vote').click();
      await expect(page).toHaveURL(new RegExp(`\\?reviews-page=2&voted=${id}&useful=\\d+#review-${id}$`));
      await expect(page.getByTestId('reviews-page')).toHaveText(/^Page 2 of \d+$/);
      await expect(page.locator(`#review-${id}`).getByTestId('review-useful-vote')).toHaveText('Thanks for your vote');

      await page.getByTestId('reviews-previous').click();
      await expect(page.getByTestId('reviews-page')).toHaveText(/^Page 1 of \d+$/);
      await expect(product.reviews.first()).toHaveAttribute('id', first!);
    },
  );

  test('every tab panel of a product is in the page and its tab shows it', async ({ page, request }) => {
    const slug = await firstProductSlug(request);
    const product = new ProductPage(page);
    await product.goto(slug);
    // The tabs switch with the platform (a radio per tab): each one shows its own panel, no script needed.
    for (const id of ['description', 'profile', 'reviews', 'faq', 'shipping', 'payment', 'guarantees']) {
      await product.tabButton(id).click();
      await expect(product.tabPanel(id)).toBeVisible();
    }
    await product.tabButton('shipping').click();
    await expect(product.tabPanel('shipping').getByTestId('shipping-row').first()).toHaveText(/business days/);
  });

  test(
    "a review's useful vote counts with one tap, and the page comes back to the review with the count",
    ONCE,
    async ({ page, request }) => {
      const { slug, product } = await openReviews(page, request);
      // The second review: the hydrated vote's test takes the first.
      const review = product.reviews.nth(1);
      const id = (await review.getAttribute('id'))!.replace('review-', '');
      // A first-time visitor: the api gives the visitor cookie and has the browser post again with it (307).
      await review.getByTestId('review-useful-vote').click();
      await expect(page).toHaveURL(new RegExp(`/product/${slug}\\?voted=${id}&useful=\\d+#review-${id}$`));
      // The count the api has now (kept pages may be some seconds behind; the page shows the api's).
      const count = await usefulCount(request, slug, Number(id));
      await expect(product.tabPanel('reviews')).toBeVisible();
      const answered = page.locator(`#review-${id}`);
      await expect(answered).toBeInViewport();
      await expect(answered.getByTestId('review-useful-count')).toHaveText(`${count} found this useful`);
      await expect(answered.getByTestId('review-useful-vote')).toHaveText('Thanks for your vote');
      await expect(answered.getByTestId('review-useful-vote')).toBeDisabled();

      // The same visitor on a fresh page: the api remembers the vote.
      await product.goto(slug);
      await product.tabButton('reviews').click();
      await page.locator(`#review-${id}`).getByTestId('review-useful-vote').click();
      await expect(page).toHaveURL(new RegExp(`voted-before=${id}&useful=${count}#review-${id}$`));
      await expect(page.locator(`#review-${id}`).getByTestId('review-useful-vote')).toHaveText('You already voted');
    },
  );
});

test(
  'before the shop has booted, a review vote is not held for it: the form posts, and the review says it counted',
  ONCE,
  async ({ page, request }) => {
    const slug = await votingProduct(request);
    const { product } = await slowedProductPage(page, slug);
    await product.tabButton('reviews').click();
    // The third review: the other vote tests take the first two.
    const review = product.reviews.nth(2);
    const id = (await review.getAttribute('id'))!.replace('review-', '');
    await review.getByTestId('review-useful-vote').click();
    await expect(page).toHaveURL(new RegExp(`\\?voted=${id}&useful=\\d+#review-${id}$`));
    await expect(page.locator(`#review-${id}`).getByTestId('review-useful-vote')).toHaveText('Thanks for your vote');
    await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(0);
  },
);
