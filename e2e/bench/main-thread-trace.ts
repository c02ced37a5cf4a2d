// A page load traced in Chromium under a 4x CPU slow-down, as main-thread.ts measures it: the trace, the counts
// the page reports, and the shop contexts (with or without a cart) it loads in.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { type PageRun, type TraceEvent, analyseTrace, busyIn, ms } from './main-thread-analysis';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'toplevel',
  'v8.execute',
].join(',');

/** Counts the CSS rules of styled-components' sheet when the HTML is parsed, to compare with later. */
const COUNT_RULES = `
  const count = () => [...document.querySelectorAll('style[data-styled]')].reduce((n, s) => n + (s.sheet ? s.sheet.cssRules.length : 0), 0);
  window.__sfCountRules = count;
  document.addEventListener('DOMContentLoaded', () => { window.__sfRulesAtLoad = count(); });
`;

export async function tracedLoad(
  context: BrowserContext,
  url: string,
  interact?: (page: Page) => Promise<void>,
): Promise<PageRun> {
  const page = await context.newPage();
  await page.addInitScript(COUNT_RULES);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  // A page that boots on intent (edge/src/pages/hydration.ts) is read first: once it is quiet, a key press.
  // (An eager page may still be loading its areas here, under the slow-down; it goes on below either way.)
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(1000);
  const waitsForIntent = await page.evaluate(
    () => performance.getEntriesByName('sf:main').length === 0 && !document.querySelector('script[src^="/shell/"]'),
  );
  if (waitsForIntent) await page.keyboard.press('Shift');
  await page.waitForSelector('#root[data-hydrated="true"]', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const counts = await page.evaluate(() => {
    const w = window as unknown as { __sfRulesAtLoad?: number; __sfCountRules: () => number };
    return { dom: document.querySelectorAll('*').length, atLoad: w.__sfRulesAtLoad ?? 0, now: w.__sfCountRules() };
  });
  let interaction: number | undefined;
  if (interact) {
    await page.evaluate(() => performance.mark('bench:interaction'));
    await interact(page);
    await page.evaluate(() => performance.mark('bench:done'));
  }
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  const result = analyseTrace(events);
  if (interact) {
    const hydrated = events.find((e) => e.name === 'sf:hydrated')!;
    const mark = (name: string) => events.find((e) => e.name === name && e.pid === hydrated.pid)!.ts;
    const tasks = events.filter(
      (e) => e.pid === hydrated.pid && e.tid === hydrated.tid && e.ph === 'X' && e.name === 'RunTask',
    );
    interaction = ms(busyIn(tasks, mark('bench:interaction'), mark('bench:done')));
  }
  await page.close();
  return {
    ...result,
    domElements: counts.dom,
    rulesAtLoad: counts.atLoad,
    rulesInserted: counts.now - counts.atLoad,
    ...(interaction === undefined ? {} : { interaction }),
  };
}

export async function shopContext(browser: Browser, base: string, cookies: { name: string; value: string }[]) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
  return context;
}

/** Puts one item in a new cart through the product page, as a shopper does; returns the cookies that hold it. */
export async function cartCookies(browser: Browser, base: string, productUrl: string) {
  const context = await shopContext(browser, base, [{ name: 'sf_consent', value: 'all' }]);
  const page = await context.newPage();
  await page.goto(productUrl);
  // The product page boots on intent (edge/src/pages/hydration.ts): a key press, as a shopper's first action.
  await page.keyboard.press('Shift');
  await page.waitForSelector('#root[data-hydrated="true"]');
  await page.getByTestId('pack-option').first().click();
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('cart-added-modal').waitFor();
  const cookies = (await context.cookies()).map(({ name, value }) => ({ name, value }));
  await context.close();
  return cookies;
}
