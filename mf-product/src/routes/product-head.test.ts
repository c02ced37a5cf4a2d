import { fakeHttp } from '@storefront/build-tools/test-utils';
import {
  apiPaths,
  createStorefrontStore,
  initialSharedState,
  intlLocaleFor,
  STOREFRONTS,
  type HeadContext,
  type Language,
  type ProductDetail,
  type StorefrontCode,
} from '@storefront/shared-contracts';
import { exampleProduct } from '@storefront/shared-contracts/testing';
import { createIntl } from '@storefront/shared-ui';
import area from '../exposes/area';
import { productApi } from '../api/product-api';
import { productHead } from './product-head';

const ORIGIN = 'https://shop.example';
const SLUG = 'amnesia-haze-auto';

const product = exampleProduct({ relatedCollections: [{ slug: 'high-thc', name: 'High THC', icon: null }] });

/** The same product as the United Kingdom api answers it: every pack in pounds. */
const productInPounds = exampleProduct({
  relatedCollections: [{ slug: 'high-thc', name: 'High THC', icon: null }],
  packs: [
    { id: 11, seeds: 1, freeSeeds: 0, price: { amount: 1100, currency: 'GBP' } },
    { id: 13, seeds: 3, freeSeeds: 0, price: { amount: 2999, currency: 'GBP' } },
    { id: 15, seeds: 5, freeSeeds: 2, price: { amount: 4505, currency: 'GBP' } },
  ],
});

/** Runs the page as the shell does: the area's prefetch into a store, then `head` with the area's messages. */
async function headFor(
  storefront: StorefrontCode,
  data: ProductDetail,
  language: Language = STOREFRONTS[storefront].language,
) {
  const { iso } = STOREFRONTS[storefront];
  const { http } = fakeHttp({ [`GET ${apiPaths.product(iso, SLUG)}`]: { status: 200, data } });
  const store = createStorefrontStore({
    http,
    preloadedState: { shared: initialSharedState({ storefront, language }) },
  });
  area.setup?.({ store, http, bus: undefined as never });
  const page = area.pages!['product-slug']!;
  const params = { slug: SLUG };
  const query = new URLSearchParams();
  await page.prefetch!({ store, storefront, iso, language, params, query });
  const intl = createIntl({
    locale: intlLocaleFor(storefront, language),
    messages: await area.messages(language, storefront),
  });
  const ctx: HeadContext = {
    state: store.getState(),
    storefront,
    iso,
    language,
    params,
    query,
    origin: ORIGIN,
    formatMessage: (id, values) => intl.formatMessage({ id }, values),
  };
  return page.head!(ctx);
}

interface ProductLd extends Record<string, unknown> {
  url: string;
  offers: { price: string; priceCurrency: string; url: string }[];
}
interface BreadcrumbsLd extends Record<string, unknown> {
  itemListElement: { position: number; name: string; item: string }[];
}

function structuredData(head: Awaited<ReturnType<typeof headFor>>) {
  const [productLd, breadcrumbs] = head!.jsonLd!;
  return { productLd: productLd as ProductLd, breadcrumbs: breadcrumbs as BreadcrumbsLd };
}

describe('productHead', () => {
  it('names the product and describes it, with Open Graph product and the main image as the LCP image', async () => {
    const head = await headFor('en', product);
    expect(head).toMatchObject({
      title: 'Amnesia Haze Auto',
      description: 'A sativa classic that flowers on its own.',
      ogType: 'product',
      ogImage: '/api/images/products/amnesia-haze-auto@2x.webp',
      lcpImage: {
        src: '/api/images/products/amnesia-haze-auto@1x.webp',
        srcSet: '/api/images/products/amnesia-haze-auto@1x.webp 1x, /api/images/products/amnesia-haze-auto@2x.webp 2x',
      },
    });
  });

  it('cuts a long description at a word, within 160 characters', async () => {
    const head = await headFor('en', exampleProduct({ description: `${'Lemon haze '.repeat(20)}end.` }));
    expect(head!.description!.length).toBeLessThanOrEqual(160);
    expect(head!.description).toMatch(/ haze…$/);
  });

  it('gives a schema.org Product with an in-stock offer per pack, priced in decimal euro on the Europe storefront', async () => {
    const { productLd } = structuredData(await headFor('en', product));
    expect(productLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Amnesia Haze Auto',
      url: `${ORIGIN}/product/${SLUG}`,
    });
    expect(productLd.offers).toEqual(
      [
        ['1', '12.90'],
        ['3', '34.90'],
        ['5', '52.90'],
      ].map(([seeds, price]) => ({
        '@type': 'Offer',
        sku: `${SLUG}-${seeds}`,
        name: `Amnesia Haze Auto – ${seeds} seeds`,
        price,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/product/${SLUG}`,
      })),
    );
  });

  it('prices the offers in pounds with the /uk address on the United Kingdom storefront', async () => {
    const { productLd, breadcrumbs } = structuredData(await headFor('uk', productInPounds));
    expect(productLd.url).toBe(`${ORIGIN}/uk/product/${SLUG}`);
    expect(productLd.offers.map((o) => [o.price, o.priceCurrency, o.url])).toEqual([
      ['11.00', 'GBP', `${ORIGIN}/uk/product/${SLUG}`],
      ['29.99', 'GBP', `${ORIGIN}/uk/product/${SLUG}`],
      ['45.05', 'GBP', `${ORIGIN}/uk/product/${SLUG}`],
    ]);
    expect(productLd.offers.every((o) => o.priceCurrency === STOREFRONTS.uk.currency)).toBe(true);
    expect(breadcrumbs.itemListElement.map((e) => e.item)).toEqual([
      `${ORIGIN}/uk`,
      `${ORIGIN}/uk/collections/high-thc`,
      `${ORIGIN}/uk/product/${SLUG}`,
    ]);
  });

  it('rates the product with its rating and review count when it has reviews', async () => {
    const { productLd } = structuredData(await headFor('en', product));
    expect(productLd.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.6',
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('leaves the aggregate rating out when there are no reviews', async () => {
    const { productLd } = structuredData(await headFor('en', exampleProduct({ rating: 0, reviewCount: 0 })));
    expect(productLd).not.toHaveProperty('aggregateRating');
  });

  it('gives a BreadcrumbList with the page trail: Home, the first collection, the product', async () => {
    const { breadcrumbs } = structuredData(await headFor('en', product));
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'High THC', item: `${ORIGIN}/collections/high-thc` },
        { '@type': 'ListItem', position: 3, name: 'Amnesia Haze Auto', item: `${ORIGIN}/product/${SLUG}` },
      ],
    });
  });

  it('skips the collection step for a product in no collection', async () => {
    const { breadcrumbs } = structuredData(await headFor('en', exampleProduct()));
    expect(breadcrumbs.itemListElement.map((e) => [e.position, e.name])).toEqual([
      [1, 'Home'],
      [2, 'Amnesia Haze Auto'],
    ]);
  });

  it('words the trail in German with the German paths on /de', async () => {
    const { productLd, breadcrumbs } = structuredData(await headFor('de', product));
    expect(productLd.url).toBe(`${ORIGIN}/de/produkt/${SLUG}`);
    expect(breadcrumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Startseite', item: `${ORIGIN}/de` },
      { '@type': 'ListItem', position: 2, name: 'High THC', item: `${ORIGIN}/de/collections/high-thc` },
      { '@type': 'ListItem', position: 3, name: 'Amnesia Haze Auto', item: `${ORIGIN}/de/produkt/${SLUG}` },
    ]);
  });

  it("words Home in the shopper's language on the Europe storefront (French region)", async () => {
    const { breadcrumbs } = structuredData(await headFor('en', product, 'fr'));
    expect(breadcrumbs.itemListElement[0]).toMatchObject({ name: 'Accueil', item: `${ORIGIN}/` });
  });

  it('has no head while the product is not in the store', () => {
    const store = createStorefrontStore({ http: fakeHttp({}).http });
    store.inject(productApi);
    const head = productHead({
      state: store.getState(),
      storefront: 'en',
      iso: 'en-en',
      language: 'en',
      params: { slug: SLUG },
      query: new URLSearchParams(),
      formatMessage: (id) => id,
      origin: ORIGIN,
    });
    expect(head).toBeNull();
  });
});
