// The bench's load tests: the api straight (beside its /healthz), then server-rendered pages through the edge
// (beside the edge's reference page), and with BENCH_DATABASE_URL the pages again with the api on PostgreSQL.
import { loadTest, type LoadFigures } from './load-test';
import { measureLogin } from './login';
import { measurePlaceOrder } from './place-order';
import { measureSearchLatency } from './search-latency';
import { asBrowser, firstListedSlug } from './shop-fixtures';

export interface Shop {
  apiUrl: string;
  edgeUrl: string;
  stop: () => Promise<void>;
}

export interface LoadResults {
  load: Record<string, LoadFigures>;
  search: Awaited<ReturnType<typeof measureSearchLatency>> | null;
  placeOrder: Awaited<ReturnType<typeof measurePlaceOrder>> | null;
  login: Awaited<ReturnType<typeof measureLogin>> | null;
  postgres: Record<string, LoadFigures>;
}

export const noLoadResults = (): LoadResults => ({
  load: {},
  search: null,
  placeOrder: null,
  login: null,
  postgres: {},
});

/**
 * @param restartOn stops the running shop and starts one on the given database; `holder.shop` is replaced, so the
 *   caller's `finally` stops whichever shop runs last
 */
export async function runLoadTests(
  holder: { shop: Shop },
  target: { slug: string; packId: number; referenceUrl: string; productUrl: string; listingUrl: string },
  shopper: string,
  restartOn: (databaseUrl: string) => Promise<Shop>,
  log: (line: string) => void,
): Promise<LoadResults> {
  const { apiUrl } = holder.shop;
  const results = noLoadResults();
  const { load, postgres } = results;
  log(
    'Load-testing the api directly (beside its /healthz), then pages through the edge (beside the reference page) ...',
  );
  load.apiReference = await loadTest('api /healthz (reference)', `${apiUrl}/healthz`, log);
  load.apiListing = await loadTest('api listing', `${apiUrl}/api/en-en/collections/high-thc/products`, log);
  load.apiProduct = await loadTest('api product', `${apiUrl}/api/en-en/products/${target.slug}`, log);
  load.apiSearch = await loadTest(
    'api search (cached)',
    `${apiUrl}/api/en-en/search?q=${encodeURIComponent('amnesai haze')}`,
    log,
  );
  // A shopper's first add: no cart cookie, so every request creates a cart and its line in one transaction.
  load.addToCart = await loadTest('api add to cart', `${apiUrl}/api/en-en/cart/items`, log, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ packId: target.packId, quantity: 1 }),
  });
  results.search = await measureSearchLatency(apiUrl, log);
  results.placeOrder = await measurePlaceOrder(apiUrl, log);
  results.login = await measureLogin(apiUrl, log);
  // The edge's pages are asked for as a browser asks (Chrome's Accept-Encoding): what is measured is what a
  // shopper gets, compressed (the page cache keeps gzip output, so a kept page is not compressed per response).
  load.edgeReference = await loadTest('edge reference page', target.referenceUrl, log, asBrowser);
  load.ssrProduct = await loadTest('SSR product page (PGlite)', target.productUrl, log, asBrowser);
  load.ssrListing = await loadTest('SSR listing page (PGlite)', target.listingUrl, log, asBrowser);
  load.ssrProductShopper = await loadTest('SSR product page, shopper with a cart (PGlite)', target.productUrl, log, {
    headers: { ...asBrowser.headers, cookie: shopper },
  });

  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl) {
    await holder.shop.stop();
    log(`Starting api and edge on PostgreSQL (${databaseUrl.replace(/\/\/[^@]*@/, '//')}) ...`);
    const shop = await restartOn(databaseUrl);
    holder.shop = shop;
    const pgSlug = await firstListedSlug(shop.apiUrl);
    postgres.edgeReference = await loadTest('edge reference page', `${shop.edgeUrl}/__bench/reference`, log, asBrowser);
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
  return results;
}
