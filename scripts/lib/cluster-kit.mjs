// What the cluster checks share (scripts/lib/cluster-checks.mjs): shoppers that say which instances answered,
// polling, the database, the mail catcher.
import { Shopper, sleep } from './load-kit.mjs';

/**
 * @typedef {object} ClusterContext
 * @property {(line: string) => void} log
 * @property {string} publicOrigin   the balancer (https)
 * @property {{ edges: string[], apis: string[] }} hosts   each instance straight (http), for what only one may see
 * @property {string} mailWeb
 * @property {string} databaseUrl
 * @property {string} originDir
 * @property {number} shoppersSeconds
 * @property {{ api: (i: number, signal?: NodeJS.Signals) => Promise<unknown>, edge: (i: number, signal?: NodeJS.Signals) => Promise<unknown>,
 *   stopEdge: (i: number) => Promise<unknown>, startEdge: (i: number) => Promise<unknown> }} restart
 */

/** A shopper whose requests say which edge and api answered (the balancers' X-Served-By-* headers). */
export class TracedShopper extends Shopper {
  constructor(base) {
    super(base);
    /** @type {{ edge: string | null, api: string | null }[]} */
    this.trace = [];
  }

  async request(method, pathname, options = {}) {
    const result = await super.request(method, pathname, options);
    this.trace.push({ edge: result.headers.get('x-served-by-edge'), api: result.headers.get('x-served-by-api') });
    return result;
  }
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Polls `probe` until it returns true; the milliseconds it took, or null after `limitMs`. */
export async function timeUntil(probe, limitMs, everyMs = 50) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await probe()) return Math.round(performance.now() - started);
    await sleep(everyMs);
  }
  return null;
}

export async function pgClient(databaseUrl) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}

/** What a checkout needs, asked through the balancer as a shopper's browser would. */
export async function basics(origin) {
  const shopper = new Shopper(origin);
  const listing = await shopper.request('GET', '/api/en-en/collections/high-thc/products');
  const slug = listing.data.items[0].slug;
  const product = await shopper.request('GET', `/api/en-en/products/${slug}`);
  const view = await shopper.request('GET', '/api/en-en/checkout?country=NL');
  return { slug, packId: product.data.packs[0].id, shippingMethodId: view.data.shippingMethods[0].id };
}

/** E-mails the mail catcher received for `to`. */
export async function mailsTo(mailWeb, to) {
  const response = await fetch(`${mailWeb}/api/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()).messages;
}
