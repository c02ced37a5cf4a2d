// How `npm run bench` prints its figures: each next to its budget and its same-run reference, with a verdict
// (`check` records it for the run's summary and --strict).
import { kb, ms, seconds, signed, table, x } from './format';
import type { ScriptFile } from './home-js';
import type { LcpChain } from './lcp-chain';
import type { PageFigures } from './lighthouse';
import type { LoadResults } from './load-phase';
import type { LoadFigures } from './load-test';
import { comparePeers, isPeerKey, type Peer } from './peers';
import { BUDGET } from './run-options';
import { asBrowser } from './shop-fixtures';

export type Check = (name: string, ok: boolean) => string;
type Log = (line: string) => void;

const gzip9 = (list: ScriptFile[]) => list.reduce((sum, f) => sum + f.gzip9, 0);

export function printHomeJs(homeJs: { firstLoad: ScriptFile[]; onInteraction: ScriptFile[] }, check: Check, log: Log) {
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

export interface LighthouseSection {
  lighthouse: Record<string, PageFigures>;
  chains: Record<string, LcpChain>;
  peers: Peer[];
  peerJs: Record<string, number>;
  runs: number;
  referenceUrl: string;
  loadAtStart: string;
  loadAfterLighthouse: string;
}

export function printLighthouse(s: LighthouseSection, check: Check, log: Log) {
  const { lighthouse, peers, peerJs } = s;
  log(
    `\nLighthouse mobile, median of ${s.runs} rounds; "ref" = the reference page (${s.referenceUrl}) audited just before the page in each round.`,
  );
  log(`Load average: ${s.loadAtStart} at start, ${s.loadAfterLighthouse} after Lighthouse.`);
  const rows: string[][] = [
    ['page', 'score (ref, x)', 'LCP (ref, x)', 'FCP (ref, x)', 'TBT (ref, +)', 'CLS', 'load1', 'budget', 'verdict'],
  ];
  // With --peers a JS column (gzip -9 before any interaction); the peers' rows carry no budget.
  if (peers.length) rows[0]!.splice(7, 0, 'JS gz');
  for (const [name, lh] of Object.entries(lighthouse)) {
    const { median: m, reference: r } = lh;
    const ok =
      m.score >= BUDGET.lighthouseScore && m.tbtMs <= BUDGET.tbtMs && m.lcpMs <= BUDGET.lcpMs && m.cls <= BUDGET.cls;
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
    if (peers.length) row.splice(7, 0, peerJs[name] === undefined ? '' : kb(peerJs[name]));
    rows.push(row);
  }
  log(table(rows));
  if (peers.length) {
    log("\nBeside the peers (same rounds; goals: TBT below the mf peer's, score within 2 of the ssr peer's):");
    for (const c of comparePeers(lighthouseMedians(lighthouse), peers)) {
      if (c.ok !== null) check(`peers ${c.page} ${c.peer}`, c.ok);
      log(`  ${c.line}`);
    }
  }
  for (const [name, chain] of Object.entries(s.chains))
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

/** Each page's median figures, as the peer comparison takes them. */
export const lighthouseMedians = (lighthouse: Record<string, PageFigures>) =>
  Object.fromEntries(Object.entries(lighthouse).map(([name, lh]) => [name, lh.median]));

/** Load figures beside the same-run reference's: requests/s and p99 as ratios (figure / reference). */
function loadRow(
  rows: string[][],
  figure: LoadFigures,
  reference: LoadFigures,
  budget: { perSecond: number; p99Ms: number } | null,
  check: Check,
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

/** A reference row: its figures, no comparison and no verdict. */
const referenceRow = (figure: LoadFigures, name = figure.name) => [
  name,
  `${figure.requestsPerSecond}/s`,
  `${figure.p50Ms} / ${figure.p99Ms} ms`,
  '',
  '',
  '',
  '',
];

export function printLoad(
  { load, postgres, search, placeOrder, login }: LoadResults,
  loadAtEnd: string,
  check: Check,
  log: Log,
) {
  log(`\nUnder load (autocannon, 10 connections, 10 s after 2 s warm-up). Load average after: ${loadAtEnd}.`);
  log(`The edge's rows ask with accept-encoding: ${asBrowser.headers['accept-encoding']} (as Chrome does).`);
  const rows: string[][] = [
    ['figure', 'req/s', 'p50 / p99', 'reference (same run)', 'x req/s / x p99', 'budget', 'verdict'],
  ];
  const api = load.apiReference!;
  for (const key of ['apiListing', 'apiProduct', 'apiSearch'])
    loadRow(rows, load[key]!, api, { perSecond: BUDGET.requestsPerSecond, p99Ms: BUDGET.p99Ms }, check);
  loadRow(rows, load.addToCart!, api, { perSecond: BUDGET.addToCartPerSecond, p99Ms: BUDGET.addToCartP99Ms }, check);
  const edge = load.edgeReference!;
  rows.push(referenceRow(edge));
  const ssr = { perSecond: BUDGET.ssrPerSecond, p99Ms: BUDGET.ssrP99Ms };
  loadRow(rows, load.ssrProduct!, edge, ssr, check);
  loadRow(rows, load.ssrListing!, edge, ssr, check);
  loadRow(rows, load.ssrProductShopper!, edge, null, check);
  if (postgres.edgeReference) {
    const pgEdge = postgres.edgeReference;
    rows.push(referenceRow(pgEdge, `${pgEdge.name} (PostgreSQL run)`));
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
