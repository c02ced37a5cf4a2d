// The load checks of `npm run cluster -- --check`: per-client limits through the balancer, and throughput.
import os from 'node:os';
import { Agent } from 'undici';
import { percentile } from './cluster-kit.mjs';

export async function perClientLimits(ctx) {
  // Two clients, each on its own loopback address: one sends 12 sign-ups as they are, the other rotates its own
  // X-Forwarded-For with each. The balancer overwrites that header, so both must be limited alike.
  const signups = async (address, rotate) => {
    const dispatcher = new Agent({ localAddress: address });
    const answers = [];
    for (let i = 0; i < 12; i++) {
      const response = await fetch(`${ctx.publicOrigin}/api/account/signup`, {
        method: 'POST',
        dispatcher,
        headers: {
          'content-type': 'application/json',
          ...(rotate ? { 'x-forwarded-for': `203.0.113.${i + 1}` } : {}),
        },
        body: JSON.stringify({
          email: `limit-${process.pid}-${address}-${i}@example.com`,
          password: 'a-long-password-1',
          firstName: 'Lim',
          lastName: 'It',
        }),
      });
      await response.arrayBuffer();
      answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
    }
    await dispatcher.close();
    return {
      accepted: answers.filter((a) => a.status < 300).length,
      refused: answers.filter((a) => a.status === 429 && a.retryAfter).length,
    };
  };
  const plain = await signups('127.0.3.1', false);
  const rotating = await signups('127.0.3.2', true);
  return {
    ok: plain.refused > 0 && rotating.accepted === plain.accepted && rotating.refused === plain.refused,
    detail:
      `12 sign-ups from one client: ${plain.accepted} accepted, ${plain.refused} refused (429 + Retry-After); ` +
      `with a rotating X-Forwarded-For: ${rotating.accepted} accepted, ${rotating.refused} refused`,
  };
}

/** `seconds` of requests from `concurrency` loops; requests per second and p50/p99 ms. */
async function load(url, seconds, concurrency, headers = {}) {
  const latencies = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          const response = await fetch(url, { headers });
          await response.arrayBuffer();
          if (!response.ok) failures += 1;
        } catch {
          failures += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / seconds),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    failures,
  };
}

export async function throughput(ctx, shop) {
  const page = `${ctx.publicOrigin}/product/${shop.slug}`;
  const file = `${ctx.publicOrigin}/robots.txt`;
  const seconds = 5;
  // The edges' own kept page: a cart count cookie alone (no cart) passes the balancer's page cache by, and the
  // edge still serves its kept anonymous page, so this measures the edges.
  const edgeKept = { cookie: 'sf_cart_count=0.0' };
  const cached = await load(page, seconds, 16);
  const two = await load(page, seconds, 16, edgeKept);
  const staticTwo = await load(file, seconds, 16);
  // Server-rendered (not kept): a cart cookie makes the page the shopper's own.
  const ssr = await load(page, seconds, 8, { cookie: 'sf_cart=cluster-check-no-such-cart' });
  await ctx.restart.stopEdge(1);
  const one = await load(page, seconds, 16, edgeKept);
  await ctx.restart.startEdge(1);
  const ratio = (two.rps / Math.max(1, one.rps)).toFixed(2);
  return {
    ok: cached.failures === 0 && two.failures === 0 && one.failures === 0,
    detail:
      `product page from the balancer's cache ${cached.rps} req/s (p99 ${cached.p99} ms); ` +
      `kept by the edges: 1 edge ${one.rps} req/s (p99 ${one.p99} ms), 2 edges ${two.rps} req/s (p99 ${two.p99} ms), ` +
      `ratio ${ratio}; SSR p50/p99 ${ssr.p50}/${ssr.p99} ms (${ssr.rps} req/s); static file ${staticTwo.rps} req/s ` +
      `(p99 ${staticTwo.p99} ms); load ${os.loadavg()[0].toFixed(1)}`,
  };
}
