import { ONCE, expect, test } from '../support/test';
import { AddedModal } from '../pages/added-modal';
import { HomePage } from '../pages/home-page';
import { Seedfinder } from '../pages/seedfinder';
import { ShopFrame } from '../pages/shop-frame';
import { seriousViolations } from '../support/axe';
import { collectConsoleErrors } from '../support/console-errors';

/** A beginner's small indoor tent: an easy, relaxing autoflower with a big yield. */
const TENT = ['beginner', 'indoor', 'small', 'temperate', 'autoflower', 'relax', 'high_thc', 'yield'];
const TENT_QUERY =
  'experience=beginner&place=indoor&space=small&climate=temperate&flowering=autoflower&effect=relax&cannabinoids=high_thc&priority=yield';

test('Seedfinder page: keyboard steps with progress and Back, results with reasons, add to cart, share link restores the answers', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const frame = new ShopFrame(page);
  expect((await page.goto('/seedfinder'))?.status()).toBe(200);
  await frame.hydrated();
  await expect(page).toHaveTitle(/^Seedfinder \| /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seedfinder');
  const quiz = new Seedfinder(page);
  await expect(quiz.progress).toHaveText('Question 1 of 8');
  await expect(quiz.next).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  // Keyboard only: Tab into the radio group, arrows choose, Tab to Next, Enter.
  await quiz.option('beginner').locator('input').focus();
  await page.keyboard.press('Space');
  await expect(quiz.option('beginner').locator('input')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(quiz.next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(quiz.progress).toHaveText('Question 2 of 8');
  // Focus moves to the new question for screen readers and keyboards.
  await expect(page.getByRole('group', { name: 'Where will you grow?' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(quiz.option('outdoor').locator('input')).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(quiz.option('indoor').locator('input')).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(quiz.next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(quiz.progress).toHaveText('Question 3 of 8');
  await expect(page).toHaveURL(/\/seedfinder\?experience=beginner&place=indoor$/);

  // Back keeps the answer given.
  await quiz.back.click();
  await expect(quiz.progress).toHaveText('Question 2 of 8');
  await expect(quiz.option('indoor').locator('input')).toBeChecked();
  await quiz.next.click();

  await quiz.answerAll(TENT.slice(2));
  await expect(quiz.results.getByRole('heading', { name: 'Your best matches' })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/seedfinder\\?${TENT_QUERY}$`));
  await expect(quiz.result).toHaveCount(6);
  for (const result of await quiz.result.all()) {
    await expect(
      result.getByTestId('seedfinder-reason').filter({ hasText: 'An autoflower, as you asked' }),
    ).toHaveCount(1);
    await expect(result.getByTestId('seedfinder-score')).toHaveText(/^\d{1,3}% match$/);
  }
  const first = quiz.result.first();
  await expect(first.getByTestId('seedfinder-reason').first()).toBeVisible();
  const name = (await first.getByTestId('product-card').textContent()) ?? '';
  expect(await seriousViolations(page)).toEqual([]);

  await first.getByTestId('seedfinder-add-to-cart').click();
  const added = new AddedModal(page);
  await expect(added.name).toHaveText(name);
  await added.continueShopping.click();
  await frame.expectCartCount(1);

  // The share link restores the answers: opened afresh, the server renders the same results.
  const share = await quiz.shareLink.getAttribute('href');
  expect(share).toBe(`/seedfinder?${TENT_QUERY}`);
  const html = await (await page.request.get(share ?? '')).text();
  expect(html).toContain('data-testid="seedfinder-results"');
  expect(html).toContain(name);
  await page.goto(share ?? '');
  await frame.hydrated();
  await expect(quiz.result.first().getByTestId('product-card')).toHaveText(name);
  await quiz.change.click();
  await expect(quiz.progress).toHaveText('Question 8 of 8');
  await expect(quiz.option('yield').locator('input')).toBeChecked();
  expect(errors).toEqual([]);
});

test('Seedfinder in German (/de): questions, results and reasons in German, add to cart', ONCE, async ({ page }) => {
  const frame = new ShopFrame(page);
  await page.goto('/de/seedfinder');
  await frame.hydrated();
  const quiz = new Seedfinder(page);
  await expect(quiz.progress).toHaveText('Frage 1 von 8');
  await expect(page.getByRole('group', { name: 'Wie viel Erfahrung hast du im Anbau?' })).toBeVisible();
  await quiz.answerAll(['expert', 'outdoor', 'large', 'warm', 'photoperiod', 'energy', 'high_cbd', 'speed']);
  await expect(quiz.results.getByRole('heading', { name: 'Deine besten Treffer' })).toBeVisible();
  await expect(page).toHaveURL(/\/de\/seedfinder\?experience=expert&place=outdoor/);
  const first = quiz.result.first();
  await expect(
    first.getByTestId('seedfinder-reason').filter({ hasText: 'Eine photoperiodische Sorte, wie gewünscht' }),
  ).toHaveCount(1);
  await expect(first.getByTestId('seedfinder-reason').filter({ hasText: /^Reich an CBD: [\d,]+ %$/ })).toHaveCount(1);
  await expect(first.getByTestId('product-card')).toHaveAttribute('href', /^\/de\/produkt\//);
  await expect(first.getByTestId('seedfinder-add-to-cart')).toHaveText('In den Warenkorb');
  const name = (await first.getByTestId('product-card').textContent()) ?? '';
  await first.getByTestId('seedfinder-add-to-cart').click();
  await expect(new AddedModal(page).root).toBeVisible();
  await new AddedModal(page).continueShopping.click();
  await frame.expectCartCount(1);
  await expect(quiz.shareLink).toHaveAttribute('href', /^\/de\/seedfinder\?experience=expert&/);

  // The share link restores the answers: opened afresh, the same results, and the answers behind them.
  const share = (await quiz.shareLink.getAttribute('href')) ?? '';
  await page.goto(share);
  await frame.hydrated();
  await expect(quiz.result.first().getByTestId('product-card')).toHaveText(name);
  await quiz.change.click();
  await expect(quiz.progress).toHaveText('Frage 8 von 8');
  await expect(quiz.option('speed').locator('input')).toBeChecked();
});

test('Seedfinder modal in German (/de): from the home page, questions to results to cart', ONCE, async ({ page }) => {
  const frame = new ShopFrame(page);
  await page.goto('/de');
  await frame.hydrated();
  await page.getByTestId('home-seedfinder').click();
  const modal = page.getByTestId('seedfinder-modal');
  await expect(modal).toBeVisible();
  const quiz = new Seedfinder(page, modal);
  await expect(quiz.progress).toHaveText('Frage 1 von 8');
  await quiz.answerAll(TENT);
  await expect(quiz.result).toHaveCount(6);
  await expect(quiz.shareLink).toHaveAttribute('href', `/de/seedfinder?${TENT_QUERY}`);
  await expect(
    quiz.result.first().getByTestId('seedfinder-reason').filter({ hasText: 'Eine Autoflower, wie gewünscht' }),
  ).toHaveCount(1);
  const name = (await quiz.result.first().getByTestId('product-card').textContent()) ?? '';
  await quiz.result.first().getByTestId('seedfinder-add-to-cart').click();
  const added = new AddedModal(page);
  await expect(added.name).toHaveText(name);
  await added.continueShopping.click();
  await frame.expectCartCount(1);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('Seedfinder modal from the home page and the main menu: its code loads only when opened; questions to results to cart', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  const home = new HomePage(page);
  await home.goto();
  await home.hydrated();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.includes('seedfinder'))).toEqual([]);

  await page.getByTestId('home-seedfinder').click();
  const modal = page.getByTestId('seedfinder-modal');
  await expect(modal).toBeVisible();
  expect(scripts.filter((s) => s.includes('seedfinder-modal')).length).toBeGreaterThan(0);
  await expect(modal.getByRole('heading', { name: 'Seedfinder' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const quiz = new Seedfinder(page, modal);
  await expect(quiz.progress).toHaveText('Question 1 of 8');
  expect(await seriousViolations(page)).toEqual([]);
  await quiz.answerAll(TENT);
  await expect(quiz.result).toHaveCount(6);
  await expect(quiz.shareLink).toHaveAttribute('href', `/seedfinder?${TENT_QUERY}`);
  expect(await seriousViolations(page)).toEqual([]);
  const name = (await quiz.result.first().getByTestId('product-card').textContent()) ?? '';
  await quiz.result.first().getByTestId('seedfinder-add-to-cart').click();
  const added = new AddedModal(page);
  await expect(added.name).toHaveText(name);
  await added.continueShopping.click();
  const frame = new ShopFrame(page);
  await frame.expectCartCount(1);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // From the main menu (the drawer on a phone), on a page of another area: the catalogue area opens it.
  await page.goto('/product/amnesia-haze');
  await frame.hydrated();
  const phone = (page.viewportSize()?.width ?? 1366) < 1024;
  if (phone) {
    await frame.drawerButton('menu').click();
    await page.getByTestId('mobile-menu-seedfinder').click();
  } else await page.getByTestId('main-menu-seedfinder').click();
  await expect(modal).toBeVisible();
  await expect(quiz.progress).toHaveText('Question 1 of 8');
  await expect(frame.drawer('menu')).toBeHidden();
  await quiz.answer('beginner');
  await expect(quiz.progress).toHaveText('Question 2 of 8');
  await modal.getByRole('button', { name: 'Close the Seedfinder' }).click();
  await expect(modal).toBeHidden();
  expect(errors).toEqual([]);
});
