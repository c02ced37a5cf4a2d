// First tap on a phone: how long from a shopper's finger touching a control to the first frame in which the
// result shows, on a fresh visit (empty cache) of a mid-range phone: 360x780 at 3x, touch, CPU slowed 4x, 150 ms
// RTT, 1.6 Mbps down / 750 Kbps up. The page is loaded, left alone N ms after `load` (the pages a shopper reads boot
// at idle after load or on intent, so a tap soon after load may land while the shop boots), then the control is
// tapped at its centre.
//
// Measured inside the page: from the `touchstart` event's timeStamp (a capture listener installed before any page
// script) to the timestamp of the first animation frame in which the result is visible (a requestAnimationFrame
// loop started by that touchstart). Beside it the browser's own figure for the tap: the longest Event Timing
// `duration` of the tap's events (what INP would count; below 16 ms Chromium reports none).
//
//   npx tsx bench/first-tap.ts [--rounds=5] [--after=1000[,5000]]
//                              [--scenarios=menu,add-to-cart,pack-then-add,filter,reviews-tab,
//                                           wishlist,chat,chat-ready,chat-window]
//                              [--compare=eager | --compare=<name> --block=field] [--before=<server.js>]
//                              [--before-shell=<shell dist> | --before-tree=<checkout>] [--scroll]
//                              [--returning] [--verbose]
//
//   --rounds=N       rounds per scenario (and variant); each round a fresh browser context (default 5)
//   --after=MS[,MS]  wait after `load` before the tap (default 1000; e.g. 1000,5000 for a shopper who taps at once
//                    and one who reads first: each a table of its own)
//   --scenarios=a,b  menu (home, header menu button), add-to-cart (product page), pack-then-add (the second pack
//                    chosen first, which starts the shop, then add to cart: the add lands in the boot), filter
//                    (listing: open the filters, then tick Promotions: the tick is measured), reviews-tab (product
//                    page tab), wishlist
//                    (product page, a guest's heart: the prompt to log in, the shell's or the account area's), chat
//                    (home, the chat button: its drawer), chat-ready (the same tap, until a question can be typed:
//                    the shell's box, then the chat's), chat-window (the same tap, until mf_support's chat is in)
//   --scroll         a reader: the page is scrolled a little at `load` and the tap comes N ms later (scrolling no
//                    longer starts the shop: it did, and the tap landed in its boot)
//   --returning      a returning shopper: each round's context loads the page once and starts the shop on it first,
//                    so the HTTP cache holds the shop's scripts (a tap's boot then runs its first script at once)
//   --compare=eager  the same-run reference: the same pages from a second edge with HYDRATION=eager (the whole page
//                    boots at load), interleaved round by round, the order alternating; prints the ratio
//   --before=FILE    with --compare=eager: a third variant, C, from an earlier build of the edge's server bundle (a
//                    copy of edge/dist/server.js kept before a change, inside edge/ so it resolves the same packages)
//   --before-shell=DIR  with --compare=eager: variant C is this edge serving an earlier shell build (its dist/, e.g.
//                    from a git worktree of the commit before a change), for a change in the shell
//   --before-tree=DIR  with --compare=eager: variant C is a whole earlier checkout, built and published (e.g. a git
//                    worktree of the commit before a change, its node_modules linked): its edge's server bundle, its
//                    shell and its releases, on the same api; for a change in the edge, the shell and the areas at once
//   --compare=NAME   with --block=SET: A as served, B with the requests of SET aborted (`field` = the shell's
//                    field-measurement chunk, read from shell/dist/chunk-groups.json, and the beacon POST /api/field)
//
// Starts the api (PGlite, seeded) and an edge from the built dist on free ports (FIRST_TAP_API_PORT and
// FIRST_TAP_EDGE_PORT override), and for --compare=eager a second edge on the same api; measures the published
// releases/ as they are (build and publish first). `npm run bench` runs it with --compare=eager --after=1000,5000.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { ROOT } from '../support/run-env';
import { CPU_SLOWDOWN, PLANS, SCENARIOS, type Scenario } from './first-tap-plans';
import { measureOnce, phoneContext, type Sample } from './first-tap-probe';
import { blockedPatterns, startBenchShop } from './first-tap-shop';
import { ms, table, x } from './format';

const argv = process.argv.slice(2);
const option = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name: string) => argv.includes(`--${name}`);
const wholeNumber = (name: string, raw: string) => {
  const value = Number.parseInt(raw, 10);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name}: not a whole number: ${raw}`);
  return value;
};
const ROUNDS = Math.max(1, wholeNumber('rounds', option('rounds') ?? '5'));
const AFTERS = (option('after') ?? '1000').split(',').map((raw) => wholeNumber('after', raw.trim()));
const chosen = (option('scenarios') ?? SCENARIOS.join(',')).split(',').map((s) => s.trim()) as Scenario[];
for (const name of chosen)
  if (!(SCENARIOS as readonly string[]).includes(name))
    throw new Error(`--scenarios: unknown ${name} (one of ${SCENARIOS.join(', ')})`);
const COMPARE = option('compare');
const BLOCK = option('block');
const EAGER = COMPARE === 'eager';
if (COMPARE && !EAGER && !BLOCK)
  throw new Error(
    '--compare=<name> needs --block=<set> (what variant B aborts), e.g. --block=field; or --compare=eager',
  );
const BEFORE = option('before');
const BEFORE_SHELL = option('before-shell');
const BEFORE_TREE = option('before-tree');
const SCROLL = flag('scroll');
const RETURNING = flag('returning');
const earlier = [BEFORE, BEFORE_SHELL, BEFORE_TREE].filter(Boolean).length;
if (earlier && !EAGER) throw new Error('--before, --before-shell and --before-tree need --compare=eager');
if (earlier > 1) throw new Error('--before, --before-shell, --before-tree: one earlier build at a time');
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface Variant {
  name: string;
  edgeUrl: string;
  blocked: RegExp[] | null;
}

/** One table: every scenario and variant at one wait after load, with the A/B ratios of the medians. */
function report(afterMs: number, variants: Variant[], samples: Map<string, Sample[]>): void {
  const rows: string[][] = [
    ['scenario', 'variant', 'tap -> visible min / median / max', 'event duration median', 'rounds ok'],
  ];
  const medians = new Map<string, number>();
  for (const name of chosen)
    for (const variant of variants) {
      const list = samples.get(`${afterMs}|${name}|${variant.name}`) ?? [];
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
  log(`Tap ${afterMs} ms after load:`);
  log(table(rows));
  if (variants.length < 2) return;
  for (const name of chosen) {
    const a = medians.get(`${name}|${variants[0]!.name}`);
    for (const other of variants.slice(1)) {
      const b = medians.get(`${name}|${other.name}`);
      const letter = other.name[0];
      log(
        `${name}: A/${letter} ratio of medians ${a !== undefined && b !== undefined ? x(a / b) : 'n/a'}` +
          (a !== undefined && b !== undefined ? ` (A - ${letter} = ${Math.round(a - b)} ms)` : ''),
      );
    }
  }
}

async function main(): Promise<number> {
  const commit = gitCommit();
  const loadBefore = loadAverage();
  log(`First tap on a phone (360x780 @3x, touch, CPU ${CPU_SLOWDOWN}x slower, 150 ms RTT, 1.6 Mbps / 750 Kbps)`);
  log(`Commit ${commit}; load average before: ${loadBefore} (${os.cpus().length} cores)`);
  const shop = await startBenchShop({ quiet: !flag('verbose'), log });
  let browser: Browser | null = null;
  try {
    // The reference: the same build, api and releases, the whole page booting at load.
    const eagerUrl = EAGER ? await shop.startEdge('edge-eager', 'eager') : '';
    const beforeUrl = BEFORE
      ? await shop.startEdge('edge-before', 'intent', { serverBundle: path.resolve(BEFORE) })
      : BEFORE_SHELL
        ? await shop.startEdge('edge-before', 'intent', { shellDir: path.resolve(BEFORE_SHELL) })
        : BEFORE_TREE
          ? await shop.startEdge('edge-before', 'intent', {
              serverBundle: path.resolve(BEFORE_TREE, 'edge/dist/server.js'),
              shellDir: path.resolve(BEFORE_TREE, 'shell/dist'),
              releasesDir: path.resolve(BEFORE_TREE, 'releases'),
            })
          : '';
    const slugs = { product: await shop.productSlug() };

    const routed = BLOCK ? blockedPatterns(BLOCK) : [];
    const variants: Variant[] = EAGER
      ? [
          { name: 'A (as served)', edgeUrl: shop.edgeUrl, blocked: null },
          { name: 'B (eager)', edgeUrl: eagerUrl, blocked: null },
          ...(beforeUrl ? [{ name: 'C (before)', edgeUrl: beforeUrl, blocked: null }] : []),
        ]
      : COMPARE
        ? [
            { name: 'A (as served)', edgeUrl: shop.edgeUrl, blocked: null },
            { name: `B (without ${COMPARE})`, edgeUrl: shop.edgeUrl, blocked: routed },
          ]
        : [{ name: 'as served', edgeUrl: shop.edgeUrl, blocked: null }];
    // A shop in service is warm: each page asked for twice from every edge before anything is measured.
    for (let pass = 0; pass < 2; pass += 1)
      for (const variant of variants)
        for (const name of chosen) await (await fetch(`${variant.edgeUrl}${PLANS[name].path(slugs)}`)).arrayBuffer();
    if (BLOCK) log(`B aborts: ${routed.map((r) => r.source).join(', ')}`);
    log(
      `${ROUNDS} rounds, tap ${AFTERS.join(' and ')} ms after load${SCROLL ? ' (scrolled at load)' : ''}` +
        `${RETURNING ? ' (returning: the shop started on the page once before)' : ''}, scenarios: ${chosen.join(', ')}`,
    );

    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    log(`Chromium ${browser.version()}`);
    const samples = new Map<string, Sample[]>();
    for (let round = 0; round < ROUNDS; round += 1)
      for (const afterMs of AFTERS)
        for (const name of chosen) {
          // Interleaved, the order alternating by round: neither variant always runs first.
          const order = round % 2 === 0 ? variants : [...variants].reverse();
          for (const variant of order) {
            const context = await phoneContext(browser, variant.edgeUrl, variant.blocked, routed);
            let sample: Sample;
            try {
              sample = await measureOnce(
                context,
                PLANS[name],
                slugs,
                { afterMs, scroll: SCROLL, returning: RETURNING },
                flag('verbose') ? log : null,
              );
            } catch (err) {
              sample = { ms: null, eventMs: null, scrolled: false, error: (err as Error).message.split('\n')[0] };
            } finally {
              await context.close();
            }
            const key = `${afterMs}|${name}|${variant.name}`;
            samples.set(key, [...(samples.get(key) ?? []), sample]);
            log(
              `  round ${round + 1} +${afterMs} ms ${name} ${variant.name}: ${sample.ms === null ? `FAILED (${sample.error})` : ms(sample.ms)}` +
                (sample.eventMs !== null ? `, event ${sample.eventMs ? ms(sample.eventMs) : '<16 ms'}` : '') +
                (sample.scrolled ? ' (scrolled first)' : ''),
            );
          }
        }
    const loadAfter = loadAverage();
    for (const afterMs of AFTERS) report(afterMs, variants, samples);
    log('');
    log(`Rounds: ${ROUNDS}; commit ${commit}`);
    log(`Load average before: ${loadBefore}; after: ${loadAfter}`);
    const failed = [...samples.values()].flat().some((s) => s.ms === null);
    return failed ? 1 : 0;
  } finally {
    await browser?.close();
    await shop.stop();
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
