// What runs on the main thread before a page is interactive (issue 19 item 2), per page and per phase, from a
// Chromium trace under Lighthouse mobile's CPU slow-down (4x), against a running shop:
//
//   npx tsx bench/main-thread.ts http://127.0.0.1:3000 [more shops, measured interleaved] [--runs 3] [--pages home,listing,...] [--json out.json] [--detail]
//
// A page that boots on intent (edge/src/pages/hydration.ts) is left alone until quiet, then given a key press:
// 'before intent' is what loading it costs (its TBT stops there, as Lighthouse's does), 'intent to hydrated' the
// wall and busy time from that first intent (`sf:intent`) to hydrated.
// The phases are cut at the shell's start-up marks (`shell/src/boot/marks.ts`): navigation -> sf:main (HTML,
// the shell's entry with the Module Federation runtime and its shared scopes) -> sf:contracts (shared-contracts,
// Redux Toolkit inside) -> sf:store (boot data, store) -> sf:hydrate (React DOM, the frame's chunk, the
// route's area) -> sf:hydrated (hydration of frame and area) -> quiet (effects and idle work until the network
// is idle). Each phase's figure is main-thread busy time (the trace's top-level tasks inside it), not wall
// time, so a slow network does not count. Beside them: style recalculations and layouts (count, ms, and how
// many were forced by script), DOM size, the CSS rules styled-components inserted in the browser, script
// evaluation per chunk, and the total blocking time from first contentful paint until quiet.
// "cart" opens the cart drawer on the home page with one item in the cart and measures that interaction.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string; isMainFrame?: boolean } };
}

const PHASES = [
  // A page that boots on intent: the reading page until the first intent (HTML, style, layout, paint).
  ['before intent', 'navigationStart', 'sf:intent'],
  ['html+entry', 'sf:intent', 'sf:main'],
  ['contracts', 'sf:main', 'sf:contracts'],
  ['boot+store', 'sf:contracts', 'sf:store'],
  ['react+frame+area', 'sf:store', 'sf:hydrate'],
  ['hydration', 'sf:hydrate', 'sf:hydrated'],
  ['after (quiet)', 'sf:hydrated', 'end'],
] as const;

export interface PageRun {
  phases: Record<string, number>;
  busyUntilHydrated: number;
  /** Blocking time from first contentful paint until quiet, or until the first intent on an intent page. */
  tbt: number;
  /** Intent pages: wall time from the first intent (`sf:intent`) to hydrated, and the busy time in it. */
  intentToHydrated?: number;
  busyIntentToHydrated?: number;
  styleRecalcs: number;
  styleMs: number;
  layouts: number;
  layoutMs: number;
  forcedLayouts: number;
  domElements: number;
  rulesAtLoad: number;
  rulesInserted: number;
  scripts: Record<string, number>;
  interaction?: number;
  /** Every style recalculation and layout until hydrated: ms after navigation start, duration, phase (--detail). */
  timeline?: string[];
}

const JS_EVENTS = new Set(['FunctionCall', 'EvaluateScript', 'v8.callFunction', 'TimerFire', 'FireAnimationFrame']);
const ms = (us: number) => us / 1000;

function busyIn(tasks: TraceEvent[], from: number, to: number): number {
  let sum = 0;
  for (const t of tasks) {
    const start = Math.max(t.ts, from);
    const end = Math.min(t.ts + (t.dur ?? 0), to);
    if (end > start) sum += end - start;
  }
  return sum;
}

/** Chunk name of a script URL: `shell/main`, `shell/470`, `mf_catalog/remoteEntry`, ... */
function chunkOf(url: string): string {
  const path = new URL(url).pathname;
  const release = /^\/releases\/([^/]+)\/[^/]+\/(.+?)(?:\.[0-9a-f]{10})?\.js$/.exec(path);
  if (release) return `${release[1]}/${release[2]}`;
  const shell = /^\/shell\/(.+?)(?:\.[0-9a-f]{10})?\.js$/.exec(path);
  return shell ? `shell/${shell[1]}` : path;
}

export function analyseTrace(events: TraceEvent[]): Omit<PageRun, 'domElements' | 'rulesAtLoad' | 'rulesInserted'> {
  const hydrated = events.find((e) => e.name === 'sf:hydrated' && e.cat.includes('blink.user_timing'));
  if (!hydrated) throw new Error('no sf:hydrated mark in the trace: is the shell built with its start-up marks?');
  const onMain = (e: TraceEvent) => e.pid === hydrated.pid && e.tid === hydrated.tid;
  const markTs = (name: string) =>
    events.filter((e) => e.name === name && e.pid === hydrated.pid && e.cat.includes('blink.user_timing'));
  const mainEvents = events.filter(onMain);
  const tasks = mainEvents.filter(
    (e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
  );
  const end = Math.max(...mainEvents.map((e) => e.ts + (e.dur ?? 0)));
  const nav = markTs('navigationStart')
    .filter((e) => e.ts <= hydrated.ts)
    .at(-1);
  const intent = markTs('sf:intent')[0];
  const at = (name: string): number => {
    if (name === 'end') return end;
    if (name === 'navigationStart') return nav?.ts ?? Math.min(...tasks.map((t) => t.ts));
    // An eager page has no intent: its HTML and entry are one phase.
    if (name === 'sf:intent' && !intent) return at('navigationStart');
    const found = markTs(name)[0];
    if (!found) throw new Error(`mark ${name} missing`);
    return found.ts;
  };
  const phases: Record<string, number> = {};
  for (const [label, from, to] of PHASES) phases[label] = ms(busyIn(tasks, at(from), at(to)));
  const start = at('navigationStart');
  const until = hydrated.ts;
  const inWindow = (e: TraceEvent) => e.ph === 'X' && e.ts >= start && e.ts <= until;
  const js = mainEvents.filter((e) => e.ph === 'X' && JS_EVENTS.has(e.name));
  const style = mainEvents.filter((e) => e.name === 'UpdateLayoutTree' && inWindow(e));
  const layout = mainEvents.filter((e) => e.name === 'Layout' && inWindow(e));
  const forced = [...style, ...layout].filter((e) => js.some((j) => e.ts >= j.ts && e.ts < j.ts + (j.dur ?? 0)));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === hydrated.pid)?.ts ?? start;
  // What a page load alone costs (Lighthouse's view): on an intent page, until the shopper acts.
  const tbt = tasks
    .filter((t) => t.ts >= fcp && (!intent || t.ts < intent.ts))
    .reduce((sum, t) => sum + Math.max(0, ms(t.dur ?? 0) - 50), 0);
  const scripts: Record<string, number> = {};
  for (const e of mainEvents) {
    if (e.ph !== 'X' || e.name !== 'EvaluateScript' || !e.args?.data?.url || e.ts > until) continue;
    const chunk = chunkOf(e.args.data.url);
    scripts[chunk] = (scripts[chunk] ?? 0) + ms(e.dur ?? 0);
  }
  const phaseAt = (ts: number) =>
    PHASES.find(([, from, to]) => ts >= at(from) && ts < at(to))?.[0] ?? 'before navigation';
  const timeline = [...style, ...layout]
    .sort((a, b) => a.ts - b.ts)
    .map(
      (e) =>
        `${ms(e.ts - start).toFixed(0)} ms ${e.name} ${ms(e.dur ?? 0).toFixed(1)} ms${forced.includes(e) ? ' forced' : ''} (${phaseAt(e.ts)})`,
    );
  return {
    phases,
    timeline,
    ...(intent
      ? { intentToHydrated: ms(until - intent.ts), busyIntentToHydrated: ms(busyIn(tasks, intent.ts, until)) }
      : {}),
    busyUntilHydrated: ms(busyIn(tasks, start, until)),
    tbt,
    styleRecalcs: style.length,
    styleMs: ms(style.reduce((s, e) => s + (e.dur ?? 0), 0)),
    layouts: layout.length,
    layoutMs: ms(layout.reduce((s, e) => s + (e.dur ?? 0), 0)),
    forcedLayouts: forced.length,
    scripts,
  };
}

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

async function tracedLoad(
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function medianRun(runs: PageRun[]): PageRun {
  const pick = (f: (r: PageRun) => number) => median(runs.map(f));
  const scripts: Record<string, number> = {};
  for (const name of new Set(runs.flatMap((r) => Object.keys(r.scripts))))
    scripts[name] = pick((r) => r.scripts[name] ?? 0);
  return {
    phases: Object.fromEntries(PHASES.map(([label]) => [label, pick((r) => r.phases[label] ?? 0)])),
    busyUntilHydrated: pick((r) => r.busyUntilHydrated),
    tbt: pick((r) => r.tbt),
    ...(runs[0]?.intentToHydrated === undefined
      ? {}
      : {
          intentToHydrated: pick((r) => r.intentToHydrated ?? 0),
          busyIntentToHydrated: pick((r) => r.busyIntentToHydrated ?? 0),
        }),
    styleRecalcs: pick((r) => r.styleRecalcs),
    styleMs: pick((r) => r.styleMs),
    layouts: pick((r) => r.layouts),
    layoutMs: pick((r) => r.layoutMs),
    forcedLayouts: pick((r) => r.forcedLayouts),
    domElements: pick((r) => r.domElements),
    rulesAtLoad: pick((r) => r.rulesAtLoad),
    rulesInserted: pick((r) => r.rulesInserted),
    scripts,
    timeline: runs[0]?.timeline ?? [],
    ...(runs[0]?.interaction === undefined ? {} : { interaction: pick((r) => r.interaction ?? 0) }),
  };
}

async function shopContext(browser: Browser, base: string, cookies: { name: string; value: string }[]) {
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
async function cartCookies(browser: Browser, base: string, productUrl: string) {
  const context = await shopContext(browser, base, [{ name: 'sf_consent', value: 'all' }]);
  const page = await context.newPage();
  await page.goto(productUrl);
  await page.waitForSelector('#root[data-hydrated="true"]');
  await page.getByTestId('pack-option').first().click();
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('cart-added-modal').waitFor();
  const cookies = (await context.cookies()).map(({ name, value }) => ({ name, value }));
  await context.close();
  return cookies;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  // Several shops (say a build before and after a change) are measured in the same run, interleaved.
  const bases = args.filter((a) => /^https?:/.test(a)).map((a) => a.replace(/\/$/, ''));
  if (bases.length === 0) bases.push('http://127.0.0.1:3000');
  const first = bases[0]!;
  const runs = Number(option('--runs') ?? 3);
  const only = option('--pages')?.split(',');
  const listing = (await (await fetch(`${first}/api/en-en/collections/high-thc/products`)).json()) as {
    items: { slug: string }[];
  };
  const slug = listing.items[0]!.slug;
  const pages: Record<string, { path: string; cart?: boolean; interact?: (page: Page) => Promise<void> }> = {
    home: { path: '/' },
    listing: { path: '/collections/high-thc' },
    product: { path: `/product/${slug}` },
    'blog post': { path: '/blog/how-to-germinate-cannabis-seeds-with-the-paper-towel-method' },
    cart: {
      path: '/',
      cart: true,
      interact: async (page) => {
        await page.getByTestId('header-cart-button').click();
        await page.getByTestId('cart-line').first().waitFor();
      },
    },
    checkout: { path: '/checkout', cart: true },
  };
  const names = Object.keys(pages).filter((n) => !only || only.includes(n));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const results: Record<string, Record<string, PageRun>> = {};
  try {
    const entered = [{ name: 'sf_consent', value: 'all' }];
    const withCart = names.some((n) => pages[n]!.cart)
      ? await cartCookies(browser, first, `${first}/product/${slug}`)
      : entered;
    const collected = new Map<string, PageRun[]>();
    // Pages (and shops) interleaved run by run, each load in a fresh context (cold cache), so a burst of load
    // on the machine hits them alike.
    for (let i = 0; i < runs; i += 1) {
      for (const name of names) {
        for (const base of bases) {
          const spec = pages[name]!;
          const context = await shopContext(browser, base, spec.cart ? withCart : entered);
          try {
            const run = await tracedLoad(context, `${base}${spec.path}`, spec.interact);
            collected.set(`${base} ${name}`, [...(collected.get(`${base} ${name}`) ?? []), run]);
          } finally {
            await context.close();
          }
        }
      }
    }
    for (const base of bases)
      results[base] = Object.fromEntries(names.map((n) => [n, medianRun(collected.get(`${base} ${n}`)!)]));
  } finally {
    await browser.close();
  }
  for (const base of bases) {
    console.log(`\n${base}`);
    print(results[base]!, runs);
    if (args.includes('--detail'))
      for (const [name, r] of Object.entries(results[base]!))
        console.log(`\n${name} (first run):\n  ${(r.timeline ?? []).join('\n  ')}`);
  }
  const json = option('--json');
  if (json) writeFileSync(json, JSON.stringify(results, null, 2));
}

function print(results: Record<string, PageRun>, runs: number) {
  const f = (n: number) => Math.round(n).toString();
  console.log(`\nMain-thread work before interactive, CPU 4x slower, median of ${runs} runs (ms unless counted)`);
  const head = [
    'page',
    ...PHASES.map(([l]) => l),
    'busy to hydrated',
    'intent to hydrated (wall / busy)',
    'TBT',
    'style n/ms',
    'layout n/ms',
    'forced',
    'DOM',
    'sc rules load+inserted',
    'interaction',
  ];
  console.log(`| ${head.join(' | ')} |`);
  console.log(`|${head.map(() => '---').join('|')}|`);
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `| ${[
        name,
        ...PHASES.map(([l]) => f(r.phases[l] ?? 0)),
        f(r.busyUntilHydrated),
        r.intentToHydrated === undefined ? 'eager' : `${f(r.intentToHydrated)} / ${f(r.busyIntentToHydrated ?? 0)}`,
        f(r.tbt),
        `${f(r.styleRecalcs)} / ${f(r.styleMs)}`,
        `${f(r.layouts)} / ${f(r.layoutMs)}`,
        f(r.forcedLayouts),
        f(r.domElements),
        `${f(r.rulesAtLoad)} + ${f(r.rulesInserted)}`,
        r.interaction === undefined ? '' : f(r.interaction),
      ].join(' | ')} |`,
    );
  }
  console.log('\nScript evaluation until hydrated (ms, median), largest first:');
  for (const [name, r] of Object.entries(results)) {
    const top = Object.entries(r.scripts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([chunk, t]) => `${chunk} ${f(t)}`);
    console.log(`  ${name}: ${top.join(', ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
