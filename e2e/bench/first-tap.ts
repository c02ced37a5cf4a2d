// First tap on a phone: how long from a shopper's finger touching a control to the first frame in which the
// result shows, on a fresh visit (empty cache) of a mid-range phone: 360x780 at 3x, touch, CPU slowed 4x, 150 ms
// RTT, 1.6 Mbps down / 750 Kbps up. The page is loaded, left alone N ms after `load` (the pages a shopper reads boot
// on intent, so the tap may be what boots the shop), then the control is tapped at its centre.
//
// Measured inside the page: from the `touchstart` event's timeStamp (a capture listener installed before any page
// script) to the timestamp of the first animation frame in which the result is visible (a requestAnimationFrame
// loop started by that touchstart). Beside it the browser's own figure for the tap: the longest Event Timing
// `duration` of the tap's events (what INP would count; below 16 ms Chromium reports none).
//
//   npx tsx bench/first-tap.ts [--rounds=5] [--after=1000] [--scenarios=menu,add-to-cart,filter,reviews-tab]
//                              [--compare=<name> --block=field] [--verbose]
//
//   --rounds=N       rounds per scenario (and variant); each round a fresh browser context (default 5)
//   --after=MS       wait after `load` before the tap (default 1000; e.g. 6000 for a shopper who reads first)
//   --scenarios=a,b  menu (home, header menu button), add-to-cart (product page), filter (listing: open the
//                    filters, then tick Promotions: the tick is measured), reviews-tab (product page tab)
//   --compare=NAME   a paired comparison, interleaved round by round (the order alternating): A as served, B with
//                    the requests of --block aborted; prints the A/B ratio of the medians
//   --block=SET      what B aborts: `field` = the shell's field-measurement chunk (it bundles web-vitals; read from
//                    shell/dist/chunk-groups.json) and the beacon POST /api/field
//
// Starts the api (PGlite, seeded) and an edge from the built dist on free ports (FIRST_TAP_API_PORT and
// FIRST_TAP_EDGE_PORT override); measures the published releases/ as they are (build and publish first).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { ROOT } from '../support/run-env';
import { ms, table, x } from './format';

const SCENARIOS = ['menu', 'add-to-cart', 'filter', 'reviews-tab'] as const;
type Scenario = (typeof SCENARIOS)[number];

/** What the tap must bring on screen: an element becoming visible, or an element's text changing. */
type Expectation = { kind: 'visible'; selector: string } | { kind: 'changed'; selector: string };

interface ScenarioPlan {
  path: (slugs: { product: string }) => string;
  /** Taps that come before the measured one (not measured), each awaited until the given element is visible. */
  before?: Array<{ tap: string; until: string }>;
  tap: string;
  expect: Expectation;
}

const byTestId = (id: string) => `[data-testid="${id}"]`;

// The test ids are the page objects' (e2e/pages/shop-frame.ts, product-page.ts, added-modal.ts, collection-page.ts).
const PLANS: Record<Scenario, ScenarioPlan> = {
  menu: {
    path: () => '/',
    tap: byTestId('header-menu-button'),
    expect: { kind: 'visible', selector: byTestId('menu-panel') },
  },
  'add-to-cart': {
    path: ({ product }) => `/product/${product}`,
    tap: byTestId('add-to-cart'),
    expect: { kind: 'visible', selector: byTestId('cart-added-modal') },
  },
  filter: {
    path: () => '/collections/all',
    before: [{ tap: byTestId('filter-panel-toggle'), until: byTestId('filter-option-promotions-1') }],
    tap: byTestId('filter-option-promotions-1'),
    // The listing's count ("123 strains") changes once the filtered listing is on screen.
    expect: { kind: 'changed', selector: byTestId('listing-count') },
  },
  'reviews-tab': {
    path: ({ product }) => `/product/${product}`,
    tap: byTestId('tab-reviews'),
    expect: { kind: 'visible', selector: byTestId('tabpanel-reviews') },
  },
};

const PHONE = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const TAP_TIMEOUT_MS = 20_000;

const argv = process.argv.slice(2);
const option = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name: string) => argv.includes(`--${name}`);
const positiveInt = (name: string, fallback: number) => {
  const raw = option(name);
  if (raw === undefined) return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name}: not a whole number: ${raw}`);
  return value;
};
const ROUNDS = Math.max(1, positiveInt('rounds', 5));
const AFTER_MS = positiveInt('after', 1000);
const chosen = (option('scenarios') ?? SCENARIOS.join(',')).split(',').map((s) => s.trim());
for (const name of chosen)
  if (!(SCENARIOS as readonly string[]).includes(name))
    throw new Error(`--scenarios: unknown ${name} (one of ${SCENARIOS.join(', ')})`);
const COMPARE = option('compare');
const BLOCK = option('block');
if (COMPARE && !BLOCK) throw new Error('--compare needs --block=<set> (what variant B aborts), e.g. --block=field');
if (BLOCK && BLOCK !== 'field') throw new Error(`--block: unknown set ${BLOCK} (known: field)`);

const log = (message: string) => process.stdout.write(`${message}\n`);
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

function gitCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim();
    return dirty ? `${commit} (working tree has changes)` : commit;
  } catch {
    return 'unknown';
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The URLs variant B aborts, as path patterns: the field chunk group's files and the beacon endpoint. */
function blockedPatterns(set: string): RegExp[] {
  if (set !== 'field') return [];
  const groups = JSON.parse(readFileSync(path.join(ROOT, 'shell/dist/chunk-groups.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const files = groups.field;
  if (!files?.length) throw new Error('shell/dist/chunk-groups.json has no "field" group: is the shell built?');
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...files.map((file) => new RegExp(`^${escape(file)}$`)), /^\/api\/field(\?|$)/];
}

/**
 * Runs in the page before any of its scripts. Records the first touchstart's timeStamp and, from it, checks every
 * animation frame for the expected result; keeps the Event Timing entries of the tap.
 */
function installProbe(expectation: Expectation) {
  interface Probe {
    armed: boolean;
    start: number | null;
    frame: number | null;
    before: string | null;
    events: Array<{ name: string; duration: number; startTime: number; interactionId: number }>;
    done: Promise<number>;
  }
  let resolveDone: (value: number) => void = () => undefined;
  const probe: Probe = {
    armed: false,
    start: null,
    frame: null,
    before: null,
    events: [],
    done: new Promise<number>((resolve) => (resolveDone = resolve)),
  };
  (window as unknown as { __firstTap: Probe }).__firstTap = probe;

  const shown = (): boolean => {
    const element = document.querySelector(expectation.selector);
    if (expectation.kind === 'changed') return (element?.textContent ?? null) !== probe.before;
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
    if (shown()) {
      probe.frame = timestamp;
      resolveDone(timestamp);
    } else requestAnimationFrame(poll);
  };
  addEventListener(
    'touchstart',
    (event) => {
      if (!probe.armed || probe.start !== null) return;
      probe.start = event.timeStamp;
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

interface Sample {
  ms: number | null;
  /** The longest Event Timing duration of the tap's events; 0 when none reached 16 ms. */
  eventMs: number | null;
  scrolled: boolean;
  error?: string;
}

async function phoneContext(browser: Browser, edgeUrl: string, blocked: RegExp[] | null, routed: RegExp[]) {
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

async function measureOnce(
  context: BrowserContext,
  plan: ScenarioPlan,
  slugs: { product: string },
  verbose: boolean,
): Promise<Sample> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // As source with a stand-in for the name helper tsx's compiler adds to named functions (absent in the page).
  await page.addInitScript({
    content: `var __name = (f) => f; (${installProbe.toString()})(${JSON.stringify(plan.expect)});`,
  });
  if (verbose) page.on('console', (m) => log(`    [console.${m.type()}] ${m.text()}`));
  await page.goto(plan.path(slugs), { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(AFTER_MS);

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
  await page.evaluate((selector) => {
    const probe = (window as unknown as { __firstTap: { armed: boolean; before: string | null } }).__firstTap;
    probe.before = document.querySelector(selector)?.textContent ?? null;
    probe.armed = true;
  }, plan.expect.selector);
  await tapCentre(plan.tap);
  const result = await page.evaluate(async (timeoutMs) => {
    const probe = (
      window as unknown as {
        __firstTap: {
          start: number | null;
          done: Promise<number>;
          events: Array<{ name: string; duration: number; startTime: number; interactionId: number }>;
        };
      }
    ).__firstTap;
    const frame = await Promise.race([
      probe.done,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs)),
    ]);
    // Let Event Timing report the tap (its entries come after the frame that presents it).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const start = probe.start;
    const tapEvents = start === null ? [] : probe.events.filter((e) => e.startTime >= start - 1);
    return {
      ms: frame === null || start === null ? null : frame - start,
      eventMs: start === null ? null : Math.max(0, ...tapEvents.map((e) => e.duration)),
      started: start !== null,
    };
  }, TAP_TIMEOUT_MS);
  await page.close();
  if (!result.started) return { ms: null, eventMs: null, scrolled, error: 'no touchstart seen' };
  if (result.ms === null) return { ms: null, eventMs: result.eventMs, scrolled, error: 'result not shown in time' };
  return { ms: result.ms, eventMs: result.eventMs, scrolled };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main(): Promise<number> {
  const { startShop } = await import('../../scripts/lib/shop.mjs');
  const releasesDir = process.env.RELEASES_DIR ?? path.join(ROOT, 'releases');
  if (!existsSync(path.join(releasesDir, 'remotes.json')))
    throw new Error(`No published releases in ${releasesDir}: build and publish first.`);

  const commit = gitCommit();
  const loadBefore = loadAverage();
  log(`First tap on a phone (360x780 @3x, touch, CPU ${CPU_SLOWDOWN}x slower, 150 ms RTT, 1.6 Mbps / 750 Kbps)`);
  log(`Commit ${commit}; load average before: ${loadBefore} (${os.cpus().length} cores)`);

  const apiPort = Number(process.env.FIRST_TAP_API_PORT ?? (await freePort()));
  const edgePort = Number(process.env.FIRST_TAP_EDGE_PORT ?? (await freePort()));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-first-tap-'));
  log(`Starting api :${apiPort} and edge :${edgePort} (PGlite, seeded) ...`);
  const shop = await startShop({
    apiPort,
    edgePort,
    env: { RATE_LIMIT_FACTOR: '1000000', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    quiet: !flag('verbose'),
  });
  let browser: Browser | null = null;
  try {
    const listing = (await (await fetch(`${shop.apiUrl}/api/en-en/collections/high-thc/products`)).json()) as {
      items: Array<{ slug: string }>;
    };
    const product = listing.items[0]?.slug;
    if (!product) throw new Error('high-thc lists no products');
    const slugs = { product };
    // A shop in service is warm: each page asked for twice before anything is measured.
    for (let pass = 0; pass < 2; pass += 1)
      for (const name of chosen)
        await (await fetch(`${shop.edgeUrl}${PLANS[name as Scenario].path(slugs)}`)).arrayBuffer();

    const routed = BLOCK ? blockedPatterns(BLOCK) : [];
    const variants: Array<{ name: string; blocked: RegExp[] | null }> = COMPARE
      ? [
          { name: 'A (as served)', blocked: null },
          { name: `B (without ${COMPARE})`, blocked: routed },
        ]
      : [{ name: 'as served', blocked: null }];
    if (COMPARE) log(`B aborts: ${routed.map((r) => r.source).join(', ')}`);
    log(`${ROUNDS} rounds, tap ${AFTER_MS} ms after load, scenarios: ${chosen.join(', ')}`);

    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    log(`Chromium ${browser.version()}`);
    const samples = new Map<string, Sample[]>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const name of chosen) {
        // Interleaved, the order alternating by round: neither variant always runs first.
        const order = round % 2 === 0 ? variants : [...variants].reverse();
        for (const variant of order) {
          const context = await phoneContext(browser, shop.edgeUrl, variant.blocked, routed);
          let sample: Sample;
          try {
            sample = await measureOnce(context, PLANS[name as Scenario], slugs, flag('verbose'));
          } catch (err) {
            sample = { ms: null, eventMs: null, scrolled: false, error: (err as Error).message.split('\n')[0] };
          } finally {
            await context.close();
          }
          const key = `${name}|${variant.name}`;
          samples.set(key, [...(samples.get(key) ?? []), sample]);
          log(
            `  round ${round + 1} ${name} ${variant.name}: ${sample.ms === null ? `FAILED (${sample.error})` : ms(sample.ms)}` +
              (sample.eventMs !== null ? `, event ${sample.eventMs ? ms(sample.eventMs) : '<16 ms'}` : '') +
              (sample.scrolled ? ' (scrolled first)' : ''),
          );
        }
      }
    }
    const loadAfter = loadAverage();

    const rows: string[][] = [
      ['scenario', 'variant', 'tap -> visible min / median / max', 'event duration median', 'rounds ok'],
    ];
    const medians = new Map<string, number>();
    for (const name of chosen)
      for (const variant of variants) {
        const list = samples.get(`${name}|${variant.name}`) ?? [];
        const ok = list.flatMap((s) => (s.ms === null ? [] : [s.ms]));
        const events = list.flatMap((s) => (s.eventMs === null ? [] : [s.eventMs]));
        if (ok.length) medians.set(`${name}|${variant.name}`, median(ok));
        const eventMedian = events.length ? median(events) : null;
        rows.push([
          name,
          variant.name,
          ok.length ? `${ms(Math.min(...ok))} / ${ms(median(ok))} / ${ms(Math.max(...ok))}` : 'no result',
          eventMedian === null ? '' : eventMedian === 0 ? '<16 ms' : ms(eventMedian),
          `${ok.length}/${list.length}${list.some((s) => s.scrolled) ? ' (scrolled first)' : ''}`,
        ]);
      }
    log('');
    log(table(rows));
    if (COMPARE) {
      log('');
      for (const name of chosen) {
        const a = medians.get(`${name}|${variants[0]!.name}`);
        const b = medians.get(`${name}|${variants[1]!.name}`);
        log(
          `${name}: A/B ratio of medians ${a !== undefined && b !== undefined ? x(a / b) : 'n/a'}` +
            (a !== undefined && b !== undefined ? ` (A - B = ${Math.round(a - b)} ms)` : ''),
        );
      }
    }
    log('');
    log(`Rounds: ${ROUNDS}; tap ${AFTER_MS} ms after load; commit ${commit}`);
    log(`Load average before: ${loadBefore}; after: ${loadAfter}`);
    const failed = [...samples.values()].flat().some((s) => s.ms === null);
    return failed ? 1 : 0;
  } finally {
    await browser?.close();
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  },
);
