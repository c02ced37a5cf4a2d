import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The worker that warms the browser's `Intl` off the main thread. A document's first use of `Intl` (any of it: a
 * number format, `supportedLocalesOf`) loads the locale data, 110-145 ms of main thread on a phone profile (CPU
 * slowed 4x), and the shop's hydration is its first use: that time stood between a shopper's first tap and its
 * answer. The data stays loaded for the whole renderer process, so a worker that formats one number first (35-70 ms,
 * on its own thread) leaves the page's own first use at 0-2 ms (docs/measurements.md).
 */
export const INTL_WARM_SOURCE =
  'onmessage=function(e){try{new Intl.NumberFormat(e.data).format(0);new Intl.PluralRules(e.data).select(1)}catch(x){}close()}\n';

/** Content-addressed, so it is cached for good and a new version is a new URL. */
export const INTL_WARM_PATH = `/intl-warm.${createHash('sha256').update(INTL_WARM_SOURCE).digest('hex').slice(0, 10)}.js`;

/**
 * Inline code for the page's boot scripts, which expect `D` (document) and `W` (window): `wi()` starts the worker
 * once per page with the page's language. Where workers are refused (an old browser, a policy) the page warms
 * `Intl` itself as before, on the main thread, just before hydrating.
 */
export function intlWarmScript(): string {
  return `function wi(){if(W.__sfIntl)return;W.__sfIntl=1;try{new Worker(${JSON.stringify(INTL_WARM_PATH)}).postMessage(D.documentElement.lang||'en')}catch(x){}}`;
}

export function registerIntlWarm(app: FastifyInstance): void {
  app.get(INTL_WARM_PATH, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('text/javascript; charset=utf-8')
      .send(INTL_WARM_SOURCE),
  );
}
