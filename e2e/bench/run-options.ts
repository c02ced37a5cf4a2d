// What `npm run bench` is asked to do (its command line, documented in run.ts) and the budgets it holds the
// figures to.
import { KIB } from './format';
import { parsePeers } from './peers';
import { stressWorkers } from './stress';

export const BUDGET = {
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

export const PAGE_NAMES = ['home', 'listing', 'product', 'blogPost', 'cart', 'checkout', 'login', 'account'] as const;
export type PageName = (typeof PAGE_NAMES)[number];

const argv = process.argv.slice(2);
export const flag = (name: string) => argv.includes(`--${name}`);
const runsArg = argv.find((a) => a.startsWith('--runs='));
export const LH_RUNS = runsArg ? Math.max(1, Number.parseInt(runsArg.slice('--runs='.length), 10) || 1) : 5;
export const STRESS = stressWorkers(argv);
const pagesArg = argv.find((a) => a.startsWith('--pages='))?.slice('--pages='.length);
export const chosenPages = pagesArg ? pagesArg.split(',').map((p) => p.trim()) : [...PAGE_NAMES];
for (const name of chosenPages)
  if (!(PAGE_NAMES as readonly string[]).includes(name))
    throw new Error(`--pages: unknown page ${name} (one of ${PAGE_NAMES.join(', ')})`);
const peersArg = argv.find((a) => a.startsWith('--peers='))?.slice('--peers='.length);
export const PEERS = peersArg === undefined ? [] : parsePeers(peersArg);
