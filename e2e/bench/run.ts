// `npm run bench`: JavaScript weight of the home page, Lighthouse mobile figures for home and a product
// page, and api throughput, each next to its budget. Writes e2e/bench/last-run.json.
//
//   npm run bench [-- --build] [--runs=3] [--verbose] [--strict]
//
//   --build    build and publish first (otherwise the published releases/ are measured as they are)
//   --runs=N   Lighthouse runs per page; the run with the median performance score is reported (default 1)
//   --verbose  show the api and edge output
//   --strict   exit 1 when a figure misses its budget
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { ROOT } from '../support/run-env';

const API_PORT = 4200;
const EDGE_PORT = 3200;
const KB = 1024;
const BUDGET = { homeJsGzipBytes: 150 * KB, lighthouseScore: 90, requestsPerSecond: 1000, p99Ms: 50 };

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const runsArg = argv.find((a) => a.startsWith('--runs='));
const LH_RUNS = runsArg ? Math.max(1, Number.parseInt(runsArg.slice('--runs='.length), 10) || 1) : 1;

interface ScriptFile {
  url: string;
  bytes: number;
  gzip9: number;
  transferred: number;
  encoding: string;
}
interface LighthouseFigures {
  url: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: number;
  warnings: string[];
}
interface ApiFigures {
  name: string;
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

const log = (message: string) => process.stdout.write(`${message}\n`);

async function measureHomeJs(url: string): Promise<ScriptFile[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const pending: Array<Promise<ScriptFile | null>> = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const contentType = response.headers()['content-type'] ?? '';
      if (type !== 'script' && !/javascript/.test(contentType)) return;
      pending.push(
        (async () => {
          if (response.status() >= 300) return null;
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            url: new URL(response.url()).pathname,
            bytes: body.length,
            gzip9: gzipSync(body, { level: 9 }).length,
            transferred: sizes.responseBodySize,
            encoding: response.headers()['content-encoding'] ?? 'identity',
          };
        })().catch(() => null),
      );
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response || response.status() !== 200) throw new Error(`GET ${url} answered ${response?.status()}`);
    // Late lazy chunks (after hydration) still count: give them a moment beyond network idle.
    await page.waitForTimeout(1_500);
    const files = (await Promise.all(pending)).filter((f): f is ScriptFile => f !== null);
    const unique = new Map(files.map((f) => [f.url, f]));
    return [...unique.values()].sort((a, b) => b.gzip9 - a.gzip9);
  } finally {
    await browser.close();
  }
}

async function runLighthouse(urls: Record<string, string>): Promise<Record<string, LighthouseFigures>> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results: Record<string, LighthouseFigures[]> = {};
  for (let run = 0; run < LH_RUNS; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    });
    try {
      for (const [name, url] of Object.entries(urls)) {
        log(`  lighthouse ${name} (run ${run + 1}/${LH_RUNS}) ...`);
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        (results[name] ??= []).push({
          url,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          runs: LH_RUNS,
          warnings: lhr.runWarnings,
        });
      }
    } finally {
      await chrome.kill();
    }
  }
  const median: Record<string, LighthouseFigures> = {};
  for (const [name, runs] of Object.entries(results)) {
    const sorted = [...runs].sort((a, b) => a.score - b.score);
    median[name] = sorted[Math.floor(sorted.length / 2)]!;
  }
  return median;
}

async function loadTest(name: string, url: string): Promise<ApiFigures> {
  log(`  autocannon ${name} (10 s, 10 connections) ...`);
  await autocannon({ url, connections: 10, duration: 2 }); // warm-up, not recorded
  const result = await autocannon({ url, connections: 10, duration: 10 });
  return {
    name,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function verdict(ok: boolean): string {
  return ok ? 'PASS' : 'FAIL';
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)));
  return rows.map((r) => r.map((cell, col) => cell.padEnd(widths[col]!)).join('  ').trimEnd()).join('\n');
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
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
    throw new Error(`No published releases in ${releasesDir}: run \`npm run bench -- --build\` (or build and publish first).`);
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-data-'));
  log(`Starting api :${API_PORT} and edge :${EDGE_PORT} (DATA_DIR ${dataDir}) ...`);
  const shop = await startShop({ apiPort: API_PORT, edgePort: EDGE_PORT, env: { DATA_DIR: dataDir }, quiet: !flag('verbose') });
  try {
    const listing = (await (await fetch(`${shop.apiUrl}/api/en-en/collections/high-thc/products`)).json()) as { items: Array<{ slug: string }> };
    const slug = listing.items[0]?.slug;
    if (!slug) throw new Error('high-thc lists no products');

    log('Measuring the JavaScript of the home page ...');
    const files = await measureHomeJs(`${shop.edgeUrl}/`);
    const totalGzip9 = files.reduce((sum, f) => sum + f.gzip9, 0);
    const totalTransferred = files.reduce((sum, f) => sum + f.transferred, 0);

    log('Running Lighthouse (mobile, simulated throttling) ...');
    const lighthouse = await runLighthouse({ home: `${shop.edgeUrl}/`, product: `${shop.edgeUrl}/product/${slug}` });

    log('Load-testing the api directly ...');
    const api = [
      await loadTest('listing', `${shop.apiUrl}/api/en-en/collections/high-thc/products`),
      await loadTest('product', `${shop.apiUrl}/api/en-en/products/${slug}`),
    ];

    const checks: Array<{ name: string; ok: boolean }> = [];
    const check = (name: string, ok: boolean) => (checks.push({ name, ok }), verdict(ok));

    log('\nHome page JavaScript (body gzipped with zlib level 9; "sent" = bytes on the wire as served)');
    log(
      table([
        ['file', 'raw', 'gzip -9', 'sent', 'encoding'],
        ...files.map((f) => [f.url, kb(f.bytes), kb(f.gzip9), kb(f.transferred), f.encoding]),
        ['total', kb(files.reduce((s, f) => s + f.bytes, 0)), kb(totalGzip9), kb(totalTransferred), ''],
      ]),
    );

    const rows: string[][] = [['metric', 'value', 'budget', 'verdict']];
    rows.push([`home JS, ${files.length} files (gzip -9)`, kb(totalGzip9), `<= ${kb(BUDGET.homeJsGzipBytes)}`, check('home JS', totalGzip9 <= BUDGET.homeJsGzipBytes)]);
    for (const [name, lh] of Object.entries(lighthouse)) {
      rows.push([`lighthouse ${name}: performance`, String(lh.score), `>= ${BUDGET.lighthouseScore}`, check(`lighthouse ${name}`, lh.score >= BUDGET.lighthouseScore)]);
      rows.push([`lighthouse ${name}: LCP`, `${(lh.lcpMs / 1000).toFixed(2)} s`, '', '']);
      rows.push([`lighthouse ${name}: TBT`, `${Math.round(lh.tbtMs)} ms`, '', '']);
      rows.push([`lighthouse ${name}: CLS`, lh.cls.toFixed(3), '', '']);
    }
    for (const a of api) {
      const clean = a.non2xx === 0 && a.errors === 0;
      rows.push([`api ${a.name}: requests/s`, String(a.requestsPerSecond), `>= ${BUDGET.requestsPerSecond}`, check(`api ${a.name} req/s`, clean && a.requestsPerSecond >= BUDGET.requestsPerSecond)]);
      rows.push([`api ${a.name}: p99 latency`, `${a.p99Ms} ms`, `< ${BUDGET.p99Ms} ms`, check(`api ${a.name} p99`, clean && a.p99Ms < BUDGET.p99Ms)]);
      if (!clean) rows.push([`api ${a.name}: non-2xx / errors`, `${a.non2xx} / ${a.errors}`, '0 / 0', 'FAIL']);
    }
    log(`\n${table(rows)}\n`);
    for (const [name, lh] of Object.entries(lighthouse)) {
      for (const warning of lh.warnings) log(`lighthouse ${name} warning: ${warning}`);
    }

    const outFile = path.join(ROOT, 'e2e', 'bench', 'last-run.json');
    const report = {
      at: new Date().toISOString(),
      commit: gitCommit(),
      node: process.version,
      machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 1e9) },
      budgets: BUDGET,
      homeJs: { method: 'each script response body gzipped with zlib level 9; transferred = encoded body bytes as served', totalGzip9, totalTransferred, files },
      lighthouse,
      api,
      checks,
    };
    writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
    log(`Wrote ${path.relative(ROOT, outFile)}`);
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
    process.stderr.write(`bench failed: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
    process.exit(1);
  },
);
