// Small pieces shared by the soak and chaos runs (scripts/soak.mjs, scripts/chaos.mjs): free ports, a shopper
// with its own cookie jar, and the shop's test data (a pack, a shipping method, an order body).
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
  /** @param {string} base */
  constructor(base) {
    this.base = base;
    /** @type {Map<string, string>} */
    this.cookies = new Map();
  }

  /**
   * @param {string} method
   * @param {string} path
   * @param {{ json?: unknown, form?: Record<string, string>, timeoutMs?: number, base?: string }} [options]
   */
  async request(method, path, options = {}) {
    const headers = {};
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
    return { status: response.status, data, text };
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
