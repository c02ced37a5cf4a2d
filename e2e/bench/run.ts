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
//   --no-first-tap   skip the first tap on a phone (first-tap.ts: four interactions at load + 1 s and + 5 s, beside
//                    the same pages served eager; rounds as --runs)
//   --verbose        show the api and edge output
//   --strict         exit 1 when a figure misses its budget
//   --stress=N       N busy processes run beside Lighthouse (a machine under known load; compare the report with a
//                    quiet run's: `npx tsx e2e/bench/slowdown.ts <quiet.json> <loaded.json>`)
//   --peers=...      also audit other shops' home and product pages in the same rounds (peers.ts; e2e/README.md)
//
// BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/perfserver): the server-rendered pages are also
// load-tested with the api on that PostgreSQL database (migrated and seeded on start).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../support/run-env';
import { runFirstTapPhase } from './first-tap-phase';
import { verdict } from './format';
import { measurePageJsPhases, type ScriptFile } from './home-js';
import { measureLcpChain, type LcpChain } from './lcp-chain';
import { runLighthouse, type BenchPage, type PageFigures } from './lighthouse';
import { noLoadResults, runLoadTests, type Shop } from './load-phase';
import { sessionCookie } from './login';
import { comparePeers, pageOfKey, PEER_PAGES, withPeerPages } from './peers';
import { lighthouseMedians, printHomeJs, printLighthouse, printLoad } from './report-print';
import { BUDGET, chosenPages, flag, LH_RUNS, PEERS, STRESS, type PageName } from './run-options';
import { cartCookie, firstListedSlug, firstPackId, gitCommit, loadAverage } from './shop-fixtures';
import { startStress } from './stress';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 4200);
const EDGE_PORT = Number(process.env.BENCH_EDGE_PORT ?? 3200);

const log = (message: string) => process.stdout.write(`${message}\n`);

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
  const startOn = (env: Record<string, string>): Promise<Shop> =>
    startShop({ apiPort: API_PORT, edgePort: EDGE_PORT, env: { ...shopEnv, ...env }, quiet: !flag('verbose') });
  // The load tests may restart the shop on PostgreSQL: whichever runs last is stopped at the end.
  const holder = { shop: await startOn({ DATA_DIR: dataDir }) };
  const checks: Array<{ name: string; ok: boolean }> = [];
  const check = (name: string, ok: boolean) => (checks.push({ name, ok }), verdict(ok));
  try {
    const { apiUrl, edgeUrl } = holder.shop;
    const slug = await firstListedSlug(apiUrl);
    const blog = (await (await fetch(`${apiUrl}/api/en-en/blog`)).json()) as { latest: Array<{ slug: string }> };
    const postSlug = blog.latest[0]?.slug;
    if (!postSlug) throw new Error('the blog lists no posts');
    const packId = await firstPackId(apiUrl, slug);

    const reference: BenchPage = { url: `${edgeUrl}/__bench/reference` };
    const shopper = `sf_consent=all; ${await cartCookie(apiUrl, packId)}`;
    const allPages: Record<PageName, BenchPage> = {
      home: { url: `${edgeUrl}/` },
      listing: { url: `${edgeUrl}/collections/high-thc` },
      product: { url: `${edgeUrl}/product/${slug}` },
      blogPost: { url: `${edgeUrl}/blog/${postSlug}` },
      // The cart is a panel, not a page: the home page of a shopper with a cart (count and cart in the frame).
      cart: { url: `${edgeUrl}/`, cookie: shopper },
      checkout: { url: `${edgeUrl}/checkout`, cookie: shopper },
      login: { url: `${edgeUrl}/login` },
      account: { url: `${edgeUrl}/account`, cookie: `sf_consent=all; ${await sessionCookie(apiUrl)}` },
    };
    const ourPages = Object.fromEntries(chosenPages.map((name) => [name, allPages[name as PageName]]));
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
    const firstTapOk = flag('no-first-tap') ? null : await runFirstTapPhase(LH_RUNS, log);

    const measured = flag('no-load')
      ? noLoadResults()
      : await runLoadTests(
          holder,
          {
            slug,
            packId,
            referenceUrl: reference.url,
            productUrl: allPages.product.url,
            listingUrl: allPages.listing.url,
          },
          shopper,
          (databaseUrl) => startOn({ DATABASE_URL: databaseUrl }),
          log,
        );
    const loadAtEnd = loadAverage();

    // ----- report -----
    if (homeJs) printHomeJs(homeJs, check, log);
    if (Object.keys(lighthouse).length)
      printLighthouse(
        {
          lighthouse,
          chains,
          peers: PEERS,
          peerJs,
          runs: LH_RUNS,
          referenceUrl: reference.url,
          loadAtStart,
          loadAfterLighthouse,
        },
        check,
        log,
      );
    if (Object.keys(measured.load).length) printLoad(measured, loadAtEnd, check, log);

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
        ? { peers: { peers: PEERS, jsGzip9: peerJs, comparisons: comparePeers(lighthouseMedians(lighthouse), PEERS) } }
        : {}),
      lcpChains: chains,
      load: measured.load,
      postgres: measured.postgres,
      search: measured.search,
      placeOrder: measured.placeOrder,
      login: measured.login,
      checks,
      firstTapAllShown: firstTapOk,
    };
    writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
    log(`\nWrote ${path.relative(ROOT, outFile)}`);
    const failed = checks.filter((c) => !c.ok);
    if (failed.length) log(`Over budget: ${failed.map((c) => c.name).join(', ')}`);
    return flag('strict') && failed.length ? 1 : 0;
  } finally {
    await holder.shop.stop();
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
