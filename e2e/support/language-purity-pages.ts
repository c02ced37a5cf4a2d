// The pages the language-purity spec walks (e2e/specs/language-purity.spec.ts) and the api's data it holds them
// to: the sitemap's pages with a fixed sample of products, the forms the sitemap leaves out, a signed-in
// shopper's pages, the English names of the data (collections, post categories, methods, countries) and the
// countries the shop ships to.
import type { APIRequestContext } from '@playwright/test';
import { buildPath, STOREFRONTS, type StorefrontCode } from '@storefront/shared-contracts';
import { countryNames, type OtherLanguage } from './language-purity';
import { expect } from './test';

/** Every PRODUCT_STEP-th product of the sitemap is walked: one template, one generator of texts. */
const PRODUCT_STEP = 10;

export interface Walk {
  language: 'en' | OtherLanguage;
  storefront: StorefrontCode;
  /** The region cookie choosing the language on the Europe storefront. */
  region?: string;
}

/** Payment names that are brands, the same in every language. */
const BRANDS = new Set(['iDEAL', 'Klarna', 'Bancontact', 'Bitcoin', 'TWINT', 'EPS', 'PayID', 'Interac']);

export const json = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
};

/** The paths of a storefront's XML sitemap, found through the index as a crawler finds them. */
export async function sitemapPaths(request: APIRequestContext, storefront: StorefrontCode): Promise<string[]> {
  const index = await (await request.get('/sitemap.xml')).text();
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const map = locs(index).find((path) => path === `/sitemaps/${storefront}.xml`);
  expect(map, `the sitemap index lists /sitemaps/${storefront}.xml`).toBeDefined();
  return locs(await (await request.get(map!)).text());
}

interface Named {
  slug: string;
  name: string;
}

/** [english, translated] names of the api's data for `language`: collections, post categories, methods, countries. */
export async function dataNames(request: APIRequestContext, language: OtherLanguage) {
  const iso = language === 'de' ? STOREFRONTS.de.iso : STOREFRONTS.en.iso;
  const [enCollections, collections, enBlog, blog] = await Promise.all([
    json<{ collections: Named[] }>(request, `/api/${STOREFRONTS.en.iso}/collections`),
    json<{ collections: Named[] }>(request, `/api/${iso}/collections?lang=${language}`),
    json<{ categories: Named[] }>(request, `/api/${STOREFRONTS.en.iso}/blog?lang=en`),
    json<{ categories: Named[] }>(request, `/api/${iso}/blog?lang=${language}`),
  ]);
  const pairs = (english: Named[], translated: Named[], source: string) =>
    english.map((e) => ({ en: e.name, translated: translated.find((t) => t.slug === e.slug)?.name ?? '', source }));
  // The English storefronts' shipping and payment names: a page in another language names them in its own words.
  const methods: Array<{ en: string; translated: string; source: string }> = [];
  for (const code of ['en', 'uk'] as const) {
    const checkout = await json<{
      countries: Array<{ iso: string }>;
      shippingMethods: Array<{ label: string }>;
      paymentMethods: Array<{ name: string }>;
    }>(request, `/api/${STOREFRONTS[code].iso}/checkout?country=${STOREFRONTS[code].defaultCountry}`);
    for (const m of checkout.shippingMethods) methods.push({ en: m.label, translated: '', source: 'shipping method' });
    for (const m of checkout.paymentMethods)
      if (!BRANDS.has(m.name)) methods.push({ en: m.name, translated: '', source: 'payment method' });
  }
  return [
    ...pairs(enCollections.collections, collections.collections, 'collection'),
    ...pairs(enBlog.categories, blog.categories, 'post category'),
    ...methods,
    ...countryNames(language).map((c) => ({ en: c.en, translated: c.translated, source: `country ${c.iso}` })),
  ];
}

/** Every country a storefront ships to: the codes a page must name (address cards, order overviews). */
export async function shopCountries(request: APIRequestContext): Promise<Set<string>> {
  const codes = new Set<string>();
  for (const storefront of Object.values(STOREFRONTS)) {
    const checkout = await json<{ countries: Array<{ iso: string }> }>(request, `/api/${storefront.iso}/checkout`);
    for (const c of checkout.countries) codes.add(c.iso);
  }
  return codes;
}

/** The pages of a walk: the sitemap without its products, a fixed sample of products, the forms it leaves out. */
export function pagesOf(sitemap: string[], storefront: StorefrontCode): { pages: string[]; products: string[] } {
  const productPrefix = buildPath('product-slug', storefront, { slug: '' });
  const products = sitemap.filter((p) => p.startsWith(productPrefix));
  const sample = products.filter((_, i) => i % PRODUCT_STEP === 0);
  const forms = (['login', 'signup', 'forgot-password', 'order-status'] as const).map((id) =>
    buildPath(id, storefront),
  );
  return { pages: [...sitemap.filter((p) => !p.startsWith(productPrefix)), ...forms], products: sample };
}

/**
 * A signed-in shopper's pages, which the sitemap leaves out: the account (details with a date of birth, an address in
 * another country, orders), the checkout with an item in the cart and the overview of an order paid by bank transfer
 * (its date, shipping method, payment method and addresses). `shop` keeps the session's cookies.
 */
export async function shopperPages(shop: APIRequestContext, walk: Walk): Promise<string[]> {
  const iso = STOREFRONTS[walk.storefront].iso;
  const country = walk.storefront === 'de' ? 'AT' : 'BE';
  const email = `purity-${walk.language}-${Date.now()}@example.com`;
  const password = 'Purity-check-2026';
  const send = async (method: 'post' | 'put', path: string, data: unknown) => {
    const response = await shop[method](path, { data });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const name = { firstName: 'Ada', lastName: 'Peeters' };
  await send('post', '/api/account/signup', { email, password, ...name, storefront: walk.storefront });
  await send('post', '/api/account/login', { email, password });
  await send('put', '/api/account/details', { ...name, email, dateOfBirth: '1990-05-05' });
  const address = { ...name, phone: '+32 470 12 34 56', city: 'Gent', postalCode: '9000' };
  await send('post', '/api/account/addresses', { ...address, line1: 'Korenmarkt 1', country, defaultShipping: true });
  const product = await json<{ packs: Array<{ id: number }> }>(shop, `/api/${iso}/products/amnesia-haze`);
  await send('post', `/api/${iso}/cart/items`, { packId: product.packs[0]!.id, quantity: 1 });
  const checkout = await json<{ shippingMethods: Array<{ id: number }> }>(
    shop,
    `/api/${iso}/checkout?country=${country}`,
  );
  const order = await send('post', `/api/${iso}/orders`, {
    email,
    delivery: { ...address, address1: 'Korenmarkt 1', country },
    shippingMethodId: checkout.shippingMethods[0]!.id,
    paymentMethod: 'bank_transfer',
    idempotencyKey: `purity-${walk.language}-${Date.now()}`,
  });
  // A second item, so the checkout page shows a cart rather than its empty state.
  await send('post', `/api/${iso}/cart/items`, { packId: product.packs[0]!.id, quantity: 1 });
  const number = String(order.orderNumber);
  return [
    ...(
      ['account', 'account-details', 'account-addresses', 'account-orders', 'account-wishlist', 'checkout'] as const
    ).map((id) => buildPath(id, walk.storefront)),
    buildPath('account-orders-slug', walk.storefront, { slug: number }),
    `${buildPath('order-overview', walk.storefront)}?order=${number}&key=${String(order.accessKey)}`,
  ];
}
