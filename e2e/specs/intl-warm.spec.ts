import type { Page, Worker } from '@playwright/test';
import { HomePage } from '../pages/home-page';
import { collectConsoleErrors } from '../support/console-errors';
import { expect, newShopContext, test } from '../support/test';

/**
 * A document's first use of `Intl` loads the browser's locale data: on a slowed phone more than 100 ms of the thread
 * that answers taps, and the shop's hydration is that first use. The page's boot script has a worker do it (the data
 * stays loaded for the whole renderer process): a page that boots on intent once it is idle after load, an eager page
 * as its scripts start.
 */

const INTL_WORKER = /^\/intl-warm\.[0-9a-f]{10}\.js$/;

/** The page's workers as they start, by path; each settles once the worker has done its work and closed. */
function watchWorkers(page: Page): { paths: string[]; closed: Promise<Worker> } {
  const paths: string[] = [];
  let resolveClosed!: (worker: Worker) => void;
  const closed = new Promise<Worker>((resolve) => (resolveClosed = resolve));
  page.on('worker', (worker) => {
    paths.push(new URL(worker.url()).pathname);
    worker.on('close', resolveClosed);
  });
  return { paths, closed };
}

/** How long the page's own first number format takes on its main thread, in ms. */
const firstNumberFormatMs = (page: Page): Promise<number> =>
  page.evaluate<number>(
    '(() => { const start = performance.now(); new Intl.NumberFormat(document.documentElement.lang).format(1234.5); return performance.now() - start; })()',
  );

test('a page that boots on intent warms Intl in a worker once idle after load, under its policy, before any intent', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const workers = watchWorkers(page);
  await new HomePage(page).goto();
  await workers.closed;
  expect(workers.paths).toEqual([expect.stringMatching(INTL_WORKER)]);
  // The shop itself has not started: warming is no boot.
  await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an eager page warms Intl in a worker as its scripts start', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const workers = watchWorkers(page);
  await page.goto('/contact');
  await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
  await workers.closed;
  expect(workers.paths).toEqual([expect.stringMatching(INTL_WORKER)]);
  expect(errors).toEqual([]);
});

test('on a slowed phone the page’s own first number format costs a fraction of what it costs without the worker', async ({
  browser,
}) => {
  // Each in a context of its own (a renderer process of its own: the data is loaded once per process).
  const firstFormat = async (withWorker: boolean) => {
    const context = await newShopContext(browser);
    if (!withWorker) await context.route(/\/intl-warm\.[0-9a-f]{10}\.js$/, (route) => route.abort());
    const page = await context.newPage();
    const workers = watchWorkers(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await new HomePage(page).goto();
    if (withWorker) await workers.closed;
    else await page.waitForTimeout(500);
    const ms = await firstNumberFormatMs(page);
    await context.close();
    return ms;
  };
  const cold = await firstFormat(false);
  const warm = await firstFormat(true);
  // Measured 110-145 ms cold and 0-2 ms warm at this slow-down.
  expect(cold).toBeGreaterThan(20);
  expect(warm).toBeLessThan(cold / 4);
});
