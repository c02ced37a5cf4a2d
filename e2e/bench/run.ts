// `npm run bench`: JavaScript weight of the home page, Lighthouse mobile figures, the request chain before the
// LCP image, api throughput and server-rendered pages under load, each next to its budget and beside a reference
// measured the same way in the same run (a busy machine moves both): Lighthouse beside the edge's static reference page
// (`/__bench/reference`, one request, no script), audited right before each page in every round; the edge's
// load tests beside the same reference page under the same load; the api's beside its `/healthz`. Prints the
// load average with the figures. Writes e2e/bench/last-run.json (every run, the long tasks by chunk and function).
//
//   npm run bench [-- --build] [--runs=5] [--pages=home,listing] [--no-lighthouse] [--no-load] [--verbose] [--strict]
//                 [--peers=mf=http://127.0.0.1:3155/|/product/AU-01,ssr=http://127.0.0.1:3156/|/product/AU-01]
//
//   --build          build and publish first (otherwise the published releases/ are measured as they are)
//   --runs=N         Lighthouse rounds; each figure is the median of N (default 5)
//   --pages=a,b      Lighthouse only these pages (home, listing, product, blogPost, cart, checkout, login, account)
//   --no-lighthouse  skip the browser figures (home JS, request chains, Lighthouse)
//   --no-load        skip the load tests
//   --verbose        show the api and edge output
//   --strict         exit 1 when a figure misses its budget
//   --stress=N       N busy processes run beside Lighthouse (a machine under known load; compare the report with a
//                    quiet run's: `npx tsx e2e/bench/slowdown.ts <quiet.json> <loaded.json>`)
//   --peers=...      also audit other shops' home and product pages in the same rounds (peers.ts; e2e/README.md)
//
// BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/perfserver): the server-rendered pages are also
// load-tested with the api on that PostgreSQL database (migrated and seeded on start).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../support/run-env';
import { KIB, kb, ms, seconds, signed, table, verdict, x } from './format';
import { measurePageJsPhases, type ScriptFile } from './home-js';
import { measureLcpChain, type LcpChain } from './lcp-chain';
import { runLighthouse, type BenchPage, type PageFigures } from './lighthouse';
import { comparePeers, isPeerKey, pageOfKey, parsePeers, PEER_PAGES, withPeerPages } from './peers';
import { loadTest, type LoadFigures } from './load-test';
import { measureLogin, sessionCookie } from './login';
import { measureSearchLatency } from './search-latency';
import { measurePlaceOrder } from './place-order';
import { startStress, stressWorkers } from './stress';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 4200);
const EDGE_PORT = Number(process.env.BENCH_EDGE_PORT ?? 3200);
const BUDGET = {
  homeJsGzipBytes: 120 * KIB,
  /** On a quiet machine: score >= 98 and TBT <= 50 ms. */
  lighthouseScore: 98,
  tbtMs: 50,
  lcpMs: 2000,
  cls: 0.02,
  requestsPerSecond: 1000,
  p99Ms: 50,
  /** Add-to-cart, a write (a new cart and its line per request). */
  addToCartPerSecond: 500,
  addToCartP99Ms: 50,
  /** Pay Now: a whole order per request. */
  placeOrdersPerSecond: 100,
  placeOrderP99Ms: 200,
  /** Server-rendered product and listing pages at 10 connections. */
  ssrPerSecond: 300,
  ssrP99Ms: 100,
  /** One uncached search. */
  searchP99Ms: 20,
};

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const runsArg = argv.find((a) => a.startsWith('--runs='));
const LH_RUNS = runsArg ? Math.max(1, Number.parseInt(runsArg.slice('--runs='.length), 10) || 1) : 5;
const STRESS = stressWorkers(argv);
const pagesArg = argv.find((a) => a.startsWith('--pages='))?.slice('--pages='.length);
const PAGE_NAMES = ['home', 'listing', 'product', 'blogPost', 'cart', 'checkout', 'login', 'account'] as const;
const chosenPages = pagesArg ? pagesArg.split(',').map((p) => p.trim()) : [...PAGE_NAMES];
for (const name of chosenPages)
  if (!(PAGE_NAMES as readonly string[]).includes(name))
    throw new Error(`--pages: unknown page ${name} (one of ${PAGE_NAMES.join(', ')})`);
const peersArg = argv.find((a) => a.startsWith('--peers='))?.slice('--peers='.length);
const PEERS = peersArg === undefined ? [] : parsePeers(peersArg);

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

const log = (message: string) => process.stdout.write(`${message}\n`);

/** The first pack of a product, for the add-to-cart load. */
async function firstPackId(apiUrl: string, slug: string): Promise<number> {
  const response = await fetch(`${apiUrl}/api/en-en/products/${slug}`);
  const body = (await response.json()) as { packs?: Array<{ id: number }> };
  const id = body.packs?.[0]?.id;
  if (!id) throw new Error(`product ${slug} has no pack`);
  return id;
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** A cart with one line (its cookie), for the cart and checkout pages. */
/** The edge's pages under load are asked for with the Accept-Encoding Chrome sends. */
const asBrowser = { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } };

async function cartCookie(apiUrl: string, packId: number): Promise<string> {
  const response = await fetch(`${apiUrl}/api/en-en/cart/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ packId, quantity: 1 }),
  });
  // Every cookie the answer sets, as a browser keeps them: the cart token and its count (sf_cart_count).
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!response.ok || !cookie) throw new Error(`add to cart answered ${response.status}`);
  return cookie;
}

/** Load figures beside the same-run reference's: requests/s and p99 as ratios (figure / reference). */
function loadRow(
  rows: string[][],
  figure: LoadFigures,
  reference: LoadFigures,
  budget: { perSecond: number; p99Ms: number } | null,
  check: (name: string, ok: boolean) => string,
) {
  const clean = figure.non2xx === 0 && figure.errors === 0;
  const ok = clean && (!budget || (figure.requestsPerSecond >= budget.perSecond && figure.p99Ms <= budget.p99Ms));
  rows.push([
    figure.name,
    `${figure.requestsPerSecond}/s`,
    `${figure.p50Ms} / ${figure.p99Ms} ms`,
    `${reference.requestsPerSecond}/s, p99 ${reference.p99Ms} ms`,
    `${x(figure.requestsPerSecond / reference.requestsPerSecond)} / ${x(figure.p99Ms / Math.max(1, reference.p99Ms))}`,
    budget ? `>= ${budget.perSecond}/s, p99 <= ${budget.p99Ms} ms` : '',
    budget || !clean ? check(figure.name, ok) : '',
  ]);
  if (!clean)
    rows.push([`${figure.name}: non-2xx / errors`, `${figure.non2xx} / ${figure.errors}`, '', '', '', '0 / 0', 'FAIL']);
}

async function main(): Promise<number> {
  const { buildAll, publishAll } = await import('../../scripts/lib/processes.mjs');
  const { startShop } = await import('../../scripts/lib/shop.mjs');

  if (flag('build')) {
    log('Building and publishing ...');
    await buildAll();
    await publishAll();
  }
  const releasesDir = process.env.RELEASES_DIR ?? path.join(ROOT, 'releases');
  if (!existsSync(path.join(releasesDir, 'remotes.json'))) {
    throw new Error(
      `No published releases in ${releasesDir}: run \`npm run bench -- --build\` (or build and publish first).`,
    );
  }
  const loadAtStart = loadAverage();
  log(`Load average at start: ${loadAtStart} (${os.cpus().length} cores)`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-data-'));
  log(`Starting api :${API_PORT} and edge :${EDGE_PORT} (PGlite, DATA_DIR ${dataDir}) ...`);
  const shopEnv = { RATE_LIMIT_FACTOR: '1000000', LOG_LEVEL: 'warn' };
  let shop = await startShop({
    apiPort: API_PORT,
    edgePort: EDGE_PORT,
    env: { ...shopEnv, DATA_DIR: dataDir },
    quiet: !flag('verbose'),
  });
  const checks: Array<{ name: string; ok: boolean }> = [];
  const check = (name: string, ok: boolean) => (checks.push({ name, ok }), verdict(ok));
  try {
    const listing = (await (await fetch(`${shop.apiUrl}/api/en-en/collections/high-thc/products`)).json()) as {
      items: Array<{ slug: string }>;
    };
    const slug = listing.items[0]?.slug;
    if (!slug) throw new Error('high-thc lists no products');
    const blog = (await (await fetch(`${shop.apiUrl}/api/en-en/blog`)).json()) as { latest: Array<{ slug: string }> };
    const postSlug = blog.latest[0]?.slug;
    if (!postSlug) throw new Error('the blog lists no posts');
    const packId = await firstPackId(shop.apiUrl, slug);

    const reference: BenchPage = { url: `${shop.edgeUrl}/__bench/reference` };
    const shopper = `sf_consent=all; ${await cartCookie(shop.apiUrl, packId)}`;
    const allPages: Record<(typeof PAGE_NAMES)[number], BenchPage> = {
      home: { url: `${shop.edgeUrl}/` },
      listing: { url: `${shop.edgeUrl}/collections/high-thc` },
      product: { url: `${shop.edgeUrl}/product/${slug}` },
      blogPost: { url: `${shop.edgeUrl}/blog/${postSlug}` },
      // The cart is a panel, not a page: the home page of a shopper with a cart (count and cart in the frame).
      cart: { url: `${shop.edgeUrl}/`, cookie: shopper },
      checkout: { url: `${shop.edgeUrl}/checkout`, cookie: shopper },
      login: { url: `${shop.edgeUrl}/login` },
      account: { url: `${shop.edgeUrl}/account`, cookie: `sf_consent=all; ${await sessionCookie(shop.apiUrl)}` },
    };
    const ourPages = Object.fromEntries(chosenPages.map((name) => [name, allPages[name as keyof typeof allPages]]));
    // With --peers, each peer's home and product right after ours, in the same rounds.
    const pages = withPeerPages(ourPages, PEERS, (url): BenchPage => ({ url }));
    /** With --peers: the JavaScript each compared page loads before any interaction, gzip -9 (ours and theirs). */
    const peerJs: Record<string, number> = {};

    // A shop in service is warm: every page is asked for twice before anything is measured. On a loaded machine a
    // fresh api's first answer for a page (its queries not yet planned, its caches empty) can miss the area's
    // render budget, and that page then goes out as the eager fallback: not the page a shopper is served.
    for (let pass = 0; pass < 2; pass += 1)
      for (const page of Object.values(allPages))
        await (await fetch(page.url, { headers: page.cookie ? { cookie: page.cookie } : {} })).arrayBuffer();

    // The home page's scripts before any interaction (the budget), and those its first interaction brings in.
    let homeJs: { firstLoad: ScriptFile[]; onInteraction: ScriptFile[] } | null = null;
    const chains: Record<string, LcpChain> = {};
    let lighthouse: Record<string, PageFigures> = {};
    if (!flag('no-lighthouse')) {
      log('Measuring the JavaScript of the home page ...');
      homeJs = await measurePageJsPhases(allPages.home.url);
      log('Following the request chain to the LCP element ...');
      for (const name of ['home', 'listing', 'product', 'blogPost'] as const)
        if (pages[name]) chains[name] = await measureLcpChain(allPages[name].url);
      if (PEERS.length) {
        log("Measuring the JavaScript of our pages and the peers' before any interaction ...");
        for (const key of Object.keys(pages)) {
          if (!(PEER_PAGES as readonly string[]).includes(pageOfKey(key))) continue;
          const files = (await measurePageJsPhases(pages[key]!.url, false)).firstLoad;
          peerJs[key] = files.reduce((sum, f) => sum + f.gzip9, 0);
        }
      }
      log(`Running Lighthouse (mobile, simulated throttling), ${LH_RUNS} rounds, each page after the reference ...`);
      const stopStress = STRESS ? startStress(STRESS) : null;
      if (STRESS) log(`Under load: ${STRESS} busy processes beside Lighthouse (--stress).`);
      try {
        lighthouse = await runLighthouse(pages, reference, LH_RUNS, log);
      } finally {
        stopStress?.();
      }
    }
    const loadAfterLighthouse = loadAverage();

    const load: Record<string, LoadFigures> = {};
    let search: Awaited<ReturnType<typeof measureSearchLatency>> | null = null;
    let placeOrder: Awaited<ReturnType<typeof measurePlaceOrder>> | null = null;
    let login: Awaited<ReturnType<typeof measureLogin>> | null = null;
    const postgres: Record<string, LoadFigures> = {};
    if (!flag('no-load')) {
      log(
        'Load-testing the api directly (beside its /healthz), then pages through the edge (beside the reference page) ...',
      );
      load.apiReference = await loadTest('api /healthz (reference)', `${shop.apiUrl}/healthz`, log);
      load.apiListing = await loadTest('api listing', `${shop.apiUrl}/api/en-en/collections/high-thc/products`, log);
      load.apiProduct = await loadTest('api product', `${shop.apiUrl}/api/en-en/products/${slug}`, log);
      load.apiSearch = await loadTest(
        'api search (cached)',
        `${shop.apiUrl}/api/en-en/search?q=${encodeURIComponent('amnesai haze')}`,
        log,
      );
      // A shopper's first add: no cart cookie, so every request creates a cart and its line in one transaction.
      load.addToCart = await loadTest('api add to cart', `${shop.apiUrl}/api/en-en/cart/items`, log, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ packId, quantity: 1 }),
      });
      search = await measureSearchLatency(shop.apiUrl, log);
      placeOrder = await measurePlaceOrder(shop.apiUrl, log);
      login = await measureLogin(shop.apiUrl, log);
      // The edge's pages are asked for as a browser asks (Chrome's Accept-Encoding): what is measured is what a
      // shopper gets, compressed (the page cache keeps gzip output, so a kept page is not compressed per response).
      load.edgeReference = await loadTest('edge reference page', reference.url, log, asBrowser);
      load.ssrProduct = await loadTest('SSR product page (PGlite)', allPages.product.url, log, asBrowser);
      load.ssrListing = await loadTest('SSR listing page (PGlite)', allPages.listing.url, log, asBrowser);
      load.ssrProductShopper = await loadTest(
        'SSR product page, shopper with a cart (PGlite)',
        allPages.product.url,
        log,
        {
          headers: { ...asBrowser.headers, cookie: shopper },
        },
      );

      const databaseUrl = process.env.BENCH_DATABASE_URL;
      if (databaseUrl) {
        await shop.stop();
        log(`Starting api and edge on PostgreSQL (${databaseUrl.replace(/\/\/[^@]*@/, '//')}) ...`);
        shop = await startShop({
          apiPort: API_PORT,
          edgePort: EDGE_PORT,
          env: { ...shopEnv, DATABASE_URL: databaseUrl },
          quiet: !flag('verbose'),
        });
        const pgSlug = (
          (await (await fetch(`${shop.apiUrl}/api/en-en/collections/high-thc/products`)).json()) as {
            items: Array<{ slug: string }>;
          }
        ).items[0]!.slug;
        postgres.edgeReference = await loadTest(
          'edge reference page',
          `${shop.edgeUrl}/__bench/reference`,
          log,
          asBrowser,
        );
        postgres.ssrProduct = await loadTest(
          'SSR product page (PostgreSQL)',
          `${shop.edgeUrl}/product/${pgSlug}`,
          log,
          asBrowser,
        );
        postgres.ssrListing = await loadTest(
          'SSR listing page (PostgreSQL)',
          `${shop.edgeUrl}/collections/high-thc`,
          log,
          asBrowser,
        );
      }
    }
    const loadAtEnd = loadAverage();

    // ----- report -----
    if (homeJs) {
      const gzip9 = (list: ScriptFile[]) => list.reduce((sum, f) => sum + f.gzip9, 0);
      const scriptTable = (list: ScriptFile[]) =>
        table([
          ['file', 'raw', 'gzip -9', 'sent', 'encoding'],
          ...list.map((f) => [f.url, kb(f.bytes), kb(f.gzip9), kb(f.transferred), f.encoding]),
          [
            'total',
            kb(list.reduce((s, f) => s + f.bytes, 0)),
            kb(gzip9(list)),
            kb(list.reduce((s, f) => s + f.transferred, 0)),
            '',
          ],
        ]);
      log('\nHome page JavaScript (body gzipped with zlib level 9; "sent" = bytes on the wire as served)');
      log(scriptTable(homeJs.firstLoad));
      log(
        `home JS ${kb(gzip9(homeJs.firstLoad))} gzip -9 before any interaction (budget <= ${kb(BUDGET.homeJsGzipBytes)}): ${check('home JS', gzip9(homeJs.firstLoad) <= BUDGET.homeJsGzipBytes)}`,
      );
      log(
        `on the first interaction (a key press; the shop boots and hydrates): ${kb(gzip9(homeJs.onInteraction))} gzip -9 in ${homeJs.onInteraction.length} files`,
      );
    }

    if (Object.keys(lighthouse).length) {
      log(
        `\nLighthouse mobile, median of ${LH_RUNS} rounds; "ref" = the reference page (${reference.url}) audited just before the page in each round.`,
      );
      log(`Load average: ${loadAtStart} at start, ${loadAfterLighthouse} after Lighthouse.`);
      const rows: string[][] = [
        ['page', 'score (ref, x)', 'LCP (ref, x)', 'FCP (ref, x)', 'TBT (ref, +)', 'CLS', 'load1', 'budget', 'verdict'],
      ];
      // With --peers a JS column (gzip -9 before any interaction); the peers' rows carry no budget.
      if (PEERS.length) rows[0]!.splice(7, 0, 'JS gz');
      for (const [name, lh] of Object.entries(lighthouse)) {
        const { median: m, reference: r } = lh;
        const ok =
          m.score >= BUDGET.lighthouseScore &&
          m.tbtMs <= BUDGET.tbtMs &&
          m.lcpMs <= BUDGET.lcpMs &&
          m.cls <= BUDGET.cls;
        const peer = isPeerKey(name);
        const row = [
          name,
          `${m.score} (${r.score}, ${x(lh.ratio.score)})`,
          `${seconds(m.lcpMs)} (${seconds(r.lcpMs)}, ${x(lh.ratio.lcp)})`,
          `${seconds(m.fcpMs)} (${seconds(r.fcpMs)}, ${x(lh.ratio.fcp)})`,
          `${ms(m.tbtMs)} (${ms(r.tbtMs)}, ${signed(lh.tbtOverReferenceMs)})`,
          m.cls.toFixed(3),
          m.load1.toFixed(1),
          peer
            ? 'peer'
            : `>= ${BUDGET.lighthouseScore}, TBT <= ${ms(BUDGET.tbtMs)}, LCP <= ${seconds(BUDGET.lcpMs)}, CLS <= ${BUDGET.cls}`,
          peer ? '-' : check(`lighthouse ${name}`, ok),
        ];
        if (PEERS.length) row.splice(7, 0, peerJs[name] === undefined ? '' : kb(peerJs[name]));
        rows.push(row);
      }
      log(table(rows));
      if (PEERS.length) {
        const medians = Object.fromEntries(Object.entries(lighthouse).map(([name, lh]) => [name, lh.median]));
        log("\nBeside the peers (same rounds; goals: TBT below the mf peer's, score within 2 of the ssr peer's):");
        for (const c of comparePeers(medians, PEERS)) {
          if (c.ok !== null) check(`peers ${c.page} ${c.peer}`, c.ok);
          log(`  ${c.line}`);
        }
      }
      for (const [name, chain] of Object.entries(chains))
        log(
          `${name}: ${chain.sequentialRequests - 1} requests before the LCP (${chain.lcp === 'text' ? 'text' : 'image'}): ${chain.chain.join(' -> ')}`,
        );
      log(
        '\nLong tasks of the median run (unthrottled trace: over 50 ms / the simulated 4x CPU slowdown) and what ran in them, outermost work first (all runs in last-run.json)',
      );
      for (const [name, lh] of Object.entries(lighthouse)) {
        const sorted = [...lh.longTasks].sort((a, b) => a.blockingMs - b.blockingMs);
        const mid = sorted[Math.floor(sorted.length / 2)];
        if (!mid) continue;
        log(
          `  ${name}: ${mid.count} tasks, ${mid.totalMs} ms (${mid.blockingMs} ms over ${mid.thresholdMs}), style ${mid.styleMs} ms, layout ${mid.layoutMs} ms; ` +
            mid.top
              .slice(0, 4)
              .map((t) => `${t.what} ${t.ms} ms`)
              .join('; '),
        );
      }
      for (const [name, lh] of Object.entries(lighthouse))
        for (const warning of lh.warnings) log(`lighthouse ${name} warning: ${warning}`);
    }

    if (Object.keys(load).length) {
      log(`\nUnder load (autocannon, 10 connections, 10 s after 2 s warm-up). Load average after: ${loadAtEnd}.`);
      log(`The edge's rows ask with accept-encoding: ${asBrowser.headers['accept-encoding']} (as Chrome does).`);
      const rows: string[][] = [
        ['figure', 'req/s', 'p50 / p99', 'reference (same run)', 'x req/s / x p99', 'budget', 'verdict'],
      ];
      const api = load.apiReference!;
      for (const key of ['apiListing', 'apiProduct', 'apiSearch'])
        loadRow(rows, load[key]!, api, { perSecond: BUDGET.requestsPerSecond, p99Ms: BUDGET.p99Ms }, check);
      loadRow(
        rows,
        load.addToCart!,
        api,
        { perSecond: BUDGET.addToCartPerSecond, p99Ms: BUDGET.addToCartP99Ms },
        check,
      );
      const edge = load.edgeReference!;
      rows.push([edge.name, `${edge.requestsPerSecond}/s`, `${edge.p50Ms} / ${edge.p99Ms} ms`, '', '', '', '']);
      const ssr = { perSecond: BUDGET.ssrPerSecond, p99Ms: BUDGET.ssrP99Ms };
      loadRow(rows, load.ssrProduct!, edge, ssr, check);
      loadRow(rows, load.ssrListing!, edge, ssr, check);
      loadRow(rows, load.ssrProductShopper!, edge, null, check);
      if (postgres.edgeReference) {
        const pgEdge = postgres.edgeReference;
        rows.push([
          `${pgEdge.name} (PostgreSQL run)`,
          `${pgEdge.requestsPerSecond}/s`,
          `${pgEdge.p50Ms} / ${pgEdge.p99Ms} ms`,
          '',
          '',
          '',
          '',
        ]);
        loadRow(rows, postgres.ssrProduct!, pgEdge, ssr, check);
        loadRow(rows, postgres.ssrListing!, pgEdge, ssr, check);
      } else rows.push(['SSR on PostgreSQL', 'skipped (set BENCH_DATABASE_URL)', '', '', '', '', '']);
      log(table(rows));

      const one: string[][] = [['figure', 'value', 'reference (same run)', 'budget', 'verdict']];
      if (search)
        one.push([
          `api search, ${search.requests} uncached, one at a time: p50 / p99`,
          `${search.p50Ms} / ${search.p99Ms} ms`,
          `api /healthz p50 ${api.p50Ms} ms (under load)`,
          `p99 <= ${BUDGET.searchP99Ms} ms`,
          check('search p99', search.failures === 0 && search.p99Ms <= BUDGET.searchP99Ms),
        ]);
      if (placeOrder) {
        one.push([
          `api place order (Pay Now), ${placeOrder.orders} orders, 10 at a time`,
          `${placeOrder.ordersPerSecond}/s, p50 / p99 ${placeOrder.p50Ms} / ${placeOrder.p99Ms} ms`,
          `api /healthz ${api.requestsPerSecond}/s, p99 ${api.p99Ms} ms`,
          `>= ${BUDGET.placeOrdersPerSecond}/s, p99 <= ${BUDGET.placeOrderP99Ms} ms`,
          check(
            'place order',
            placeOrder.failures === 0 &&
              placeOrder.ordersPerSecond >= BUDGET.placeOrdersPerSecond &&
              placeOrder.p99Ms <= BUDGET.placeOrderP99Ms,
          ),
        ]);
      }
      if (login)
        one.push([
          `api login (argon2id m=19456 KiB t=2 p=1), ${login.logins}, 10 at a time`,
          `${login.loginsPerSecond}/s, p50 / p99 ${login.p50Ms} / ${login.p99Ms} ms`,
          `api /healthz ${api.requestsPerSecond}/s, p99 ${api.p99Ms} ms`,
          'reported at the chosen cost',
          login.failures ? check('login errors', false) : '',
        ]);
      log(table(one));
    }

    const outFile = path.join(ROOT, 'e2e', 'bench', 'last-run.json');
    const report = {
      at: new Date().toISOString(),
      commit: gitCommit(),
      node: process.version,
      machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 1e9) },
      loadAverage: { start: loadAtStart, afterLighthouse: loadAfterLighthouse, end: loadAtEnd },
      budgets: BUDGET,
      lighthouseRuns: LH_RUNS,
      stress: STRESS,
      referencePage: reference.url,
      homeJs: {
        method: 'each script response body gzipped with zlib level 9; transferred = encoded body bytes as served',
        totalGzip9: homeJs?.firstLoad.reduce((sum, f) => sum + f.gzip9, 0) ?? null,
        files: homeJs?.firstLoad ?? [],
        onInteraction: {
          totalGzip9: homeJs?.onInteraction.reduce((sum, f) => sum + f.gzip9, 0) ?? null,
          files: homeJs?.onInteraction ?? [],
        },
      },
      lighthouse,
      ...(PEERS.length
        ? {
            peers: {
              peers: PEERS,
              jsGzip9: peerJs,
              comparisons: comparePeers(
                Object.fromEntries(Object.entries(lighthouse).map(([name, lh]) => [name, lh.median])),
                PEERS,
              ),
            },
          }
        : {}),
      lcpChains: chains,
      load,
      postgres,
      search,
      placeOrder,
      login,
      checks,
    };
    writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
    log(`\nWrote ${path.relative(ROOT, outFile)}`);
    const failed = checks.filter((c) => !c.ok);
    if (failed.length) log(`Over budget: ${failed.map((c) => c.name).join(', ')}`);
    return flag('strict') && failed.length ? 1 : 0;
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
