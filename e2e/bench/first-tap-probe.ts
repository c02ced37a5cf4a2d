// The in-page probe of the first-tap bench and one measured tap (see first-tap.ts for what is measured and why).
import type { Browser, BrowserContext } from '@playwright/test';
import { CPU_SLOWDOWN, type Expectation, NETWORK, PHONE, type ScenarioPlan, TAP_TIMEOUT_MS } from './first-tap-plans';

/** Where the probe keeps the tap across a navigation (a control that posts a form and the server answers). */
const KEYS = {
  start: '__firstTapStart',
  frame: '__firstTapFrame',
  before: '__firstTapBefore',
  armed: '__firstTapArmed',
};

/**
 * Runs in every document of the page before any of its scripts. Once armed, records the first touchstart's time
 * and from it checks every animation frame for the expected result, in this document or, when the tap navigated
 * (a form post), in the next one: times are kept as `performance.timeOrigin + timestamp` in sessionStorage, so
 * they compare across documents. Keeps the Event Timing entries of the tap (of the tapped document only).
 */
export function installProbe(expectation: Expectation, keys: typeof KEYS) {
  interface Probe {
    events: Array<{ name: string; duration: number; startTime: number; interactionId: number }>;
  }
  const probe: Probe = { events: [] };
  (window as unknown as { __firstTap: Probe }).__firstTap = probe;
  const store = sessionStorage;

  const shown = (): boolean => {
    const element = document.querySelector(expectation.selector);
    // Changed and settled: a listing showing its pending text ("Loading…") inside a busy region has not answered yet.
    if (expectation.kind === 'changed')
      return (
        element !== null &&
        (element.textContent ?? '') !== store.getItem(keys.before) &&
        !element.closest('[aria-busy="true"]')
      );
    if (!(element instanceof HTMLElement) || element.getAttribute('aria-hidden') === 'true') return false;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    // A drawer sliding in counts from its first frame inside the viewport.
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.right > 0 &&
      box.bottom > 0 &&
      box.left < innerWidth &&
      box.top < innerHeight
    );
  };
  const poll = (timestamp: number) => {
    if (store.getItem(keys.frame) !== null) return;
    if (shown()) store.setItem(keys.frame, String(performance.timeOrigin + timestamp));
    else requestAnimationFrame(poll);
  };
  // The document a tap navigated to goes on watching for the result.
  if (store.getItem(keys.start) !== null && store.getItem(keys.frame) === null) requestAnimationFrame(poll);
  addEventListener(
    'touchstart',
    (event) => {
      if (store.getItem(keys.armed) === null || store.getItem(keys.start) !== null) return;
      store.setItem(keys.start, String(performance.timeOrigin + event.timeStamp));
      requestAnimationFrame(poll);
    },
    { capture: true, passive: true },
  );
  try {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        probe.events.push({
          name: entry.name,
          duration: entry.duration,
          startTime: entry.startTime,
          interactionId: (entry as PerformanceEventTiming & { interactionId?: number }).interactionId ?? 0,
        });
    });
    observer.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    observer.observe({ type: 'first-input', buffered: true });
  } catch {
    // No Event Timing: the figure beside is left out.
  }
}

export interface Sample {
  ms: number | null;
  /** The longest Event Timing duration of the tap's events; 0 when none reached 16 ms. */
  eventMs: number | null;
  scrolled: boolean;
  error?: string;
}

export async function phoneContext(browser: Browser, edgeUrl: string, blocked: RegExp[] | null, routed: RegExp[]) {
  const context = await browser.newContext({ ...PHONE, baseURL: edgeUrl });
  // The visitor has passed the entry gate (as on every visit after the first).
  await context.addCookies([{ name: 'sf_consent', value: 'all', url: edgeUrl }]);
  // Both variants route the same URLs (A lets them through), so the interception's own cost is in both.
  const matches = (url: string) => {
    const { pathname, search } = new URL(url);
    return routed.some((pattern) => pattern.test(pathname + search) || pattern.test(pathname));
  };
  if (routed.length)
    await context.route(
      (url) => matches(url.href),
      (route) => (blocked ? route.abort('blockedbyclient') : route.continue()),
    );
  return context;
}

export async function measureOnce(
  context: BrowserContext,
  plan: ScenarioPlan,
  slugs: { product: string },
  when: { afterMs: number; scroll: boolean; returning: boolean },
  log: ((message: string) => void) | null,
): Promise<Sample> {
  // A returning shopper: the page seen once before in this context, the shop started on it, so the HTTP cache holds
  // its scripts (their download no longer stands between a tap and the boot's first script run).
  if (when.returning) {
    const earlier = await context.newPage();
    await earlier.goto(plan.path(slugs), { waitUntil: 'load', timeout: 60_000 });
    await earlier.keyboard.press('Shift');
    await earlier.locator('#root[data-hydrated="true"]').waitFor({ state: 'attached', timeout: TAP_TIMEOUT_MS });
    await earlier.close();
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // As source with a stand-in for the name helper tsx's compiler adds to named functions (absent in the page).
  await page.addInitScript({
    content: `var __name = (f) => f; (${installProbe.toString()})(${JSON.stringify(plan.expect)}, ${JSON.stringify(KEYS)});`,
  });
  if (log) page.on('console', (m) => log(`    [console.${m.type()}] ${m.text()}`));
  await page.goto(plan.path(slugs), { waitUntil: 'load', timeout: 60_000 });
  // A reader scrolls a little at once and back: on an intent page the scroll starts the shop.
  if (when.scroll)
    await page.evaluate(async () => {
      scrollBy(0, 120);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      scrollTo(0, 0);
    });
  await page.waitForTimeout(when.afterMs);

  let scrolled = false;
  const tapCentre = async (selector: string) => {
    const control = page.locator(selector).first();
    await control.waitFor({ state: 'visible', timeout: TAP_TIMEOUT_MS });
    const inView = await control.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= innerHeight;
    });
    // Below the fold a shopper scrolls first (and the scroll is intent: the shop may boot on it).
    if (!inView) {
      scrolled = true;
      await control.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    }
    const box = await control.boundingBox();
    if (!box) throw new Error(`${selector} has no box`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  };

  for (const step of plan.before ?? []) {
    await tapCentre(step.tap);
    await page.locator(step.until).first().waitFor({ state: 'visible', timeout: TAP_TIMEOUT_MS });
  }
  await page.evaluate(
    ({ selector, keys }) => {
      sessionStorage.setItem(keys.before, document.querySelector(selector)?.textContent ?? '');
      sessionStorage.setItem(keys.armed, '1');
    },
    { selector: plan.expect.selector, keys: KEYS },
  );
  const tapped = page.url();
  await tapCentre(plan.tap);
  // Asked from here every 100 ms rather than awaited in the page: a tap that posts a form replaces the document.
  const read = () =>
    page.evaluate(
      (keys) => ({ start: sessionStorage.getItem(keys.start), frame: sessionStorage.getItem(keys.frame) }),
      KEYS,
    );
  const deadline = Date.now() + TAP_TIMEOUT_MS;
  let times: { start: string | null; frame: string | null } = { start: null, frame: null };
  while (Date.now() < deadline) {
    times = await read().catch(() => times);
    if (times.frame !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const navigated = page.url() !== tapped;
  // Let Event Timing report the tap (its entries come after the frame that presents it); none once navigated.
  await page.waitForTimeout(300);
  const start = times.start === null ? null : Number(times.start);
  const eventMs =
    start === null || navigated
      ? null
      : await page
          .evaluate((startAt) => {
            const { events } = (
              window as unknown as { __firstTap: { events: Array<{ startTime: number; duration: number }> } }
            ).__firstTap;
            const from = startAt - performance.timeOrigin - 1;
            return Math.max(0, ...events.filter((e) => e.startTime >= from).map((e) => e.duration));
          }, start)
          .catch(() => null);
  const result = {
    started: start !== null,
    ms: start === null || times.frame === null ? null : Number(times.frame) - start,
    eventMs,
  };
  await page.close();
  if (!result.started) return { ms: null, eventMs: null, scrolled, error: 'no touchstart seen' };
  if (result.ms === null) return { ms: null, eventMs: result.eventMs, scrolled, error: 'result not shown in time' };
  return { ms: result.ms, eventMs: result.eventMs, scrolled };
}
