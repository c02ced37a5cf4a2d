import type { Sitemap } from '@storefront/shared-contracts';
import { INDEXED_STATIC_ROUTES, robotsTxt, sitemapIndex, sitemapUrls, storefrontSitemap } from './sitemaps';

const data: Sitemap = {
  pages: [],
  collections: [{ slug: 'high-thc', name: 'High THC' }],
  products: [{ slug: 'amnesia-haze', name: 'Amnesia Haze' }],
  postCategories: [{ slug: 'germination', name: 'Germination' }],
  posts: [
    { slug: 'both', title: 'Both', language: 'en', languages: ['en', 'de'], updatedAt: '2024-05-01T10:00:00Z' },
    { slug: 'english-only', title: 'English', language: 'en', languages: ['en'], updatedAt: '2024-05-02T10:00:00Z' },
  ],
  authors: [{ slug: 'mara-jansen', name: 'Mara Jansen' }],
};
const origin = 'https://shop.example';
const urlsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const entryOf = (xml: string, loc: string) => xml.split('\n').find((line) => line.includes(`<loc>${loc}</loc>`)) ?? '';
const hreflangs = (entry: string) => [...entry.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]);

describe('XML sitemaps', () => {
  it('indexes the public static pages, not the private ones, /test123 nor the search results', () => {
    expect(INDEXED_STATIC_ROUTES).toEqual(
      expect.arrayContaining(['index', 'blog', 'sitemap', 'our-story', 'price-list']),
    );
    for (const id of [
      'test123',
      'checkout',
      'login',
      'account',
      'account-orders',
      '404',
      'product',
      'collections-all',
      'search',
    ])
      expect(INDEXED_STATIC_ROUTES).not.toContain(id);
  });

  it("lists a storefront's pages with the German paths and hreflang alternates of the 7 storefronts", () => {
    const xml = storefrontSitemap(origin, 'de', sitemapUrls(data));
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = urlsOf(xml);
    expect(urls).toContain('https://shop.example/de/unsere-geschichte');
    expect(urls).toContain('https://shop.example/de/produkt/amnesia-haze');
    expect(urls).toContain('https://shop.example/de/blog/germination');
    expect(urls).toContain('https://shop.example/de/autoren/mara-jansen');
    const product = entryOf(xml, 'https://shop.example/de/produkt/amnesia-haze');
    expect(hreflangs(product)).toEqual(['en', 'de-DE', 'en-AU', 'en-CA', 'en-GB', 'en-NZ', 'en-US', 'x-default']);
    expect(product).toContain('hreflang="en-GB" href="https://shop.example/uk/product/amnesia-haze"');
  });

  it('lists a post only where its language is spoken, with alternates only for those storefronts', () => {
    const de = storefrontSitemap(origin, 'de', sitemapUrls(data));
    expect(urlsOf(de)).toContain('https://shop.example/de/blog/both');
    expect(urlsOf(de)).not.toContain('https://shop.example/de/blog/english-only');
    const en = storefrontSitemap(origin, 'uk', sitemapUrls(data));
    const post = entryOf(en, 'https://shop.example/uk/blog/english-only');
    expect(post).toContain('<lastmod>2024-05-02T10:00:00Z</lastmod>');
    expect(hreflangs(post)).toEqual(['en', 'en-AU', 'en-CA', 'en-GB', 'en-NZ', 'en-US', 'x-default']);
  });

  it('has an index of the 7 storefront sitemaps, named in robots.txt', () => {
    expect(urlsOf(sitemapIndex(origin))).toEqual(
      ['en', 'de', 'au', 'ca', 'uk', 'nz', 'us'].map((c) => `https://shop.example/sitemaps/${c}.xml`),
    );
    const robots = robotsTxt(origin);
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /checkout');
  });

  it('disallows the private pages of every storefront at their translated paths, from the route table', () => {
    const disallowed = robotsTxt(origin)
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    for (const path of [
      '/checkout',
      '/login',
      '/signup',
      '/account',
      '/order-status',
      '/de/checkout',
      '/de/registrieren',
      '/de/passwort-vergessen',
      '/de/passwort-wiederherstellen',
      '/de/bestelluebersicht',
      '/de/status-der-bestellung',
      '/de/konto',
      '/de/login',
      '/uk/checkout',
      '/us/account',
      '/search',
      '/de/suche',
      '/uk/search',
    ]) {
      expect(disallowed).toContain(path);
    }
    // Public pages stay crawlable.
    for (const path of ['/', '/de', '/blog', '/de/bewertungen', '/reviews']) expect(disallowed).not.toContain(path);
    expect(new Set(disallowed).size).toBe(disallowed.length);
  });
});
