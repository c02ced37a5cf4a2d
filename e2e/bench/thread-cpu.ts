// The main thread's CPU time while a page loads, by kind of work, for several URLs measured interleaved:
//
//   npx tsx bench/thread-cpu.ts <url> [<url> ...] [--runs 7] [--wait 1000]
//
// Each load runs in a fresh context (phone viewport 412 x 823, as Lighthouse mobile) until the network is quiet
// plus `--wait` ms, with no CPU slow-down and no intent given (a reading page's load before the first intent).
// It sums the trace's *thread* time (`tdur`: CPU time of the renderer's main thread) rather than wall time: on
// this shared 2-core machine a wall-clock figure moves with the other sessions' load (the same page's layout
// measured 48-353 ms under a 4x slow-down at load 10-16), the thread's CPU time far less (13-16 ms, same runs).
// Printed per URL, the median of the runs: total CPU of the main thread's top-level tasks, style (UpdateLayoutTree),
// layout, paint + pre-paint, HTML parsing, and the elements styled and layout objects laid out (summed over the
// recalculations and layouts: how much of the page the browser had to process).
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { elementCount?: number; beginData?: { dirtyObjects?: number } };
}

const FIGURES = ['total', 'style', 'layout', 'paint', 'parse', 'styled', 'laid out'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

async function measure(browser: Browser, url: string, waitMs: number): Promise<Figures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([{ name: 'sf_consent', value: 'all', url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading,toplevel',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(waitMs);
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  // The page's main thread: the one that parsed its HTML (a navigation may move to a new renderer).
  const parsed = new Map<string, number>();
  for (const e of events)
    if (e.name === 'ParseHTML') parsed.set(`${e.pid}:${e.tid}`, (parsed.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const main = [...parsed.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const thread = events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const cpu = (...names: string[]) =>
    thread.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
  let total = 0;
  let end = 0;
  for (const e of thread) {
    if (e.ts < end) continue; // nested in the current top-level task
    end = e.ts + (e.dur ?? 0);
    total += (e.tdur ?? 0) / 1000;
  }
  const count = (name: string, pick: (e: TraceEvent) => number | undefined) =>
    thread.filter((e) => e.name === name).reduce((sum, e) => sum + (pick(e) ?? 0), 0);
  return {
    total,
    style: cpu('UpdateLayoutTree'),
    layout: cpu('Layout'),
    paint: cpu('Paint', 'PrePaint'),
    parse: cpu('ParseHTML'),
    styled: count('UpdateLayoutTree', (e) => e.args?.elementCount),
    'laid out': count('Layout', (e) => e.args?.beginData?.dirtyObjects),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: number) => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const urls = args.filter((a) => /^https?:/.test(a));
  const runs = option('--runs', 7);
  const waitMs = option('--wait', 1000);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const results = new Map<string, Figures[]>(urls.map((url) => [url, []]));
  try {
    for (let run = 0; run < runs; run += 1)
      for (const url of urls) results.get(url)!.push(await measure(browser, url, waitMs));
  } finally {
    await browser.close();
  }
  console.log(`Main-thread CPU time of a page load (ms, median of ${runs}; no slow-down), and work counted`);
  console.log(`| url | ${FIGURES.join(' | ')} |`);
  console.log(`|---|${FIGURES.map(() => '---').join('|')}|`);
  for (const [url, runsOf] of results)
    console.log(`| ${url} | ${FIGURES.map((f) => Math.round(median(runsOf.map((r) => r[f])))).join(' | ')} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
