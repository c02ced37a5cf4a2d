// The one load kit of the repository: free ports, a shopper with its own cookie jar, the shop's test
// data (a pack, a shipping method, an order body) and the Pay Now load driver. Used by the soak and chaos runs
// (scripts/soak.mjs, scripts/chaos.mjs), `npm run bench` (e2e/bench/place-order.ts) and the api's own
// `bench:writes` (api/src/bench/write-paths.ts: the one place of the api that eslint's boundaries let import
// scripts/; load-kit.d.mts types it for the api's TypeScript).
import { readFileSync } from 'node:fs';
import net from 'node:net';

/** A port the OS says is free now (ephemeral range: never one of the ports reserved on this machine). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident set size of a process in bytes (Linux /proc), or null once it is gone. */
export function rssOf(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * A client with its own cookies (cart, session, visitor), like one browser. `request` never throws for an HTTP
 * status; a network failure (the server is down) throws.
 */
export class Shopper {
  /**
   * @param {string} base
   * @param {{ dispatcher?: unknown }} [options] an undici dispatcher, e.g. one bound to its own loopback address
   *   so that each simulated shopper is its own client to per-client limits
   */
  constructor(base, options = {}) {
    this.base = base;
    this.dispatcher = options.dispatcher;
    /** @type {Map<string, string>} */
    this.cookies = new Map();
  }

  /**
   * @param {string} method
   * @param {string} path
   * @param {{ json?: unknown, form?: Record<string, string>, headers?: Record<string, string>, timeoutMs?: number, base?: string }} [options]
   */
  async request(method, path, options = {}) {
    const headers = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const response = await fetch(`${options.base ?? this.base}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      ...(this.dispatcher ? { dispatcher: this.dispatcher } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await response.text();
    let data;
    try {
      data = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    return { status: response.status, data, text, headers: response.headers };
  }
}

/** What a checkout needs from the seeded shop: a pack to buy and the Netherlands' first shipping method. */
export async function shopBasics(apiUrl) {
  const shopper = new Shopper(apiUrl);
  const listing = await shopper.request('GET', '/api/en-en/collections/high-thc/products');
  const slugs = listing.data.items.map((item) => item.slug);
  const product = await shopper.request('GET', `/api/en-en/products/${slugs[0]}`);
  const view = await shopper.request('GET', '/api/en-en/checkout?country=NL');
  return { slugs, packId: product.data.packs[0].id, shippingMethodId: view.data.shippingMethods[0].id };
}

/** A Pay Now body for a guest in the Netherlands paying by card. */
export function orderBody(key, email, shippingMethodId) {
  return {
    idempotencyKey: key,
    email,
    delivery: {
      firstName: 'Ada',
      lastName: 'Grower',
      phone: '+31 20 123 4567',
      address1: 'Keizersgracht 1',
      city: 'Amsterdam',
      postalCode: '1015 AA',
      country: 'NL',
    },
    billingSameAsDelivery: true,
    shippingMethodId,
    paymentMethod: 'credit_card',
  };
}

/** The sandbox payment's reference in a Pay Now answer's redirect URL. */
export const sandboxRefOf = (redirectUrl) => /sbx_[0-9a-f]{24}/.exec(redirectUrl ?? '')?.[0];

/** A new cart with one pack (a shopper's first add): its cookie (`sf_cart=...`). */
export async function newCartCookie(apiUrl, packId) {
  const response = await fetch(`${apiUrl}/api/en-en/cart/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ packId, quantity: 1 }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`add to cart answered ${response.status}`);
  return cookie;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Pay Now under load: every order needs a cart of its own, so the carts (one pack each) are made first, then
 * `concurrency` shoppers place `orders` orders as fast as the api answers (each a whole order: validation,
 * pricing from the database, order and lines, the sandbox payment, the cart closed).
 *
 * @param {{ apiUrl: string, packId: number, shippingMethodId: number, orders?: number, concurrency?: number,
 *   log?: (line: string) => void }} options
 * @returns {Promise<{ orders: number, ordersPerSecond: number, p50Ms: number, p99Ms: number, failures: number }>}
 */
export async function placeOrders({ apiUrl, packId, shippingMethodId, orders = 1000, concurrency = 10, log }) {
  log?.(`  place order: making ${orders} carts ...`);
  const cookies = [];
  for (let i = 0; i < orders; i += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, orders - i) }, () => newCartCookie(apiUrl, packId));
    cookies.push(...(await Promise.all(batch)));
  }
  const run = Date.now();
  log?.(`  place order: ${orders} orders, ${concurrency} at a time ...`);
  const latencies = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < orders) {
        const i = next++;
        const t0 = performance.now();
        const response = await fetch(`${apiUrl}/api/en-en/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: cookies[i] },
          body: JSON.stringify(orderBody(`bench-${run}-${i}`, `bench${i}@example.com`, shippingMethodId)),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (response.status !== 201) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    orders,
    ordersPerSecond: Math.round(orders / seconds),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    failures,
  };
}
