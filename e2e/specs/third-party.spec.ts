import type { BrowserContext } from '@playwright/test';
import { HomePage } from '../pages/home-page';
import { THIRD_PARTY } from '../support/third-party';
import { E2E_BASE_URL } from '../support/run-env';
import { expect, test } from '../support/test';
import { giveIntent } from '../pages/intent';

/** Answers the configured third-party URLs and records which were fetched, and when. */
async function fakeThirdParties(context: BrowserContext) {
  const started = Date.now();
  const loads: { name: string; afterMs: number }[] = [];
  for (const [name, url] of Object.entries(THIRD_PARTY)) {
    if (name === 'iconService') continue;
    await context.route(url, (route) => {
      loads.push({ name, afterMs: Date.now() - started });
      return route.fulfill({
        contentType: 'text/javascript',
        body: `window.__loaded = (window.__loaded || []).concat(${JSON.stringify(name)});`,
      });
    });
  }
  return loads;
}

test.describe('third-party scripts (spec 7, 9)', () => {
  test('the tag manager loads about 3 s after start, for a visitor who allowed cookies', async ({ page, context }) => {
    const loads = await fakeThirdParties(context);
    await page.goto('/');
    // The home page starts the shop on the visitor's first intent (edge/src/pages/hydration.ts).
    await giveIntent(page);
    await expect.poll(() => loads.map((l) => l.name), { timeout: 8000 }).toContain('tagManager');
    expect(loads.find((l) => l.name === 'tagManager')!.afterMs).toBeGreaterThanOrEqual(2900);
    // Today is past 2025-09-13T23:59:59: no session recording.
    expect(loads.map((l) => l.name)).not.toContain('sessionRecording');
  });

  test('no tag manager for a bot, nor without consent to analytics', async ({ browser }) => {
    for (const [userAgent, consent] of [
      ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'all'],
      ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', 'all'],
      [undefined, 'essential'],
    ] as const) {
      const context = await browser.newContext({ userAgent });
      await context.addCookies([{ name: 'sf_consent', value: consent, url: E2E_BASE_URL }]);
      const loads = await fakeThirdParties(context);
      const page = await context.newPage();
      await page.goto(E2E_BASE_URL);
      await page.waitForTimeout(4500);
      expect(
        loads.map((l) => l.name),
        `${userAgent ?? 'browser'} with ${consent}`,
      ).not.toContain('tagManager');
      await context.close();
    }
  });

  test('the marketing e-mail script loads on the second route change', async ({ page, context }) => {
    const loads = await fakeThirdParties(context);
    const home = new HomePage(page);
    await home.goto();
    await home.waitForHydration();
    await page.getByTestId('main-menu').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/collections$/);
    await page.waitForTimeout(300);
    expect(loads.map((l) => l.name)).not.toContain('marketing');
    await home.header.getByRole('link').first().click();
    await expect.poll(() => loads.map((l) => l.name)).toContain('marketing');
  });

  test('session recording is injected only until 2025-09-13T23:59:59', async ({ page, context }) => {
    const loads = await fakeThirdParties(context);
    await page.clock.install({ time: new Date('2025-09-13T23:00:00Z') });
    await page.goto('/');
    await giveIntent(page);
    await expect.poll(() => loads.map((l) => l.name)).toContain('sessionRecording');
  });

  test('icons come from the icon service by prefix, one request per set', async ({ page, context }) => {
    const asked: string[] = [];
    await context.route(`${THIRD_PARTY.iconService}/**`, (route) => {
      asked.push(new URL(route.request().url()).pathname + new URL(route.request().url()).search);
      const names = (new URL(route.request().url()).searchParams.get('icons') ?? '').split(',');
      const icons = Object.fromEntries(names.map((n) => [n, { body: `<path d="M0 0h24v24H0z" data-name="${n}"/>` }]));
      return route.fulfill({
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ prefix: 'mdi', width: 24, height: 24, icons }),
      });
    });
    await page.goto('/no-such-page');
    await expect(page.locator('svg[data-icon="mdi:fire"] path')).toHaveCount(1);
    expect(asked.filter((a) => a.startsWith('/mdi.json'))).toHaveLength(1);
  });
});
