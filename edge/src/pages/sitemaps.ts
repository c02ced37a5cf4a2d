import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  buildPath,
  ROUTES,
  STOREFRONT_CODES,
  STOREFRONTS,
  type Language,
  type RouteId,
  type Sitemap,
  type StorefrontCode,
} from '@storefront/shared-contracts';
import { sitemapSchema } from '@storefront/shared-contracts/schemas';
import type { EdgeConfig } from '../config';
import { discardBody, type ApiClient } from '../upstream/api-client';
import { TtlCache } from '../upstream/ttl-cache';
import { HREFLANG } from './seo-tags';
import { escapeHtml as xml } from './script-json';

/** Routes that are nobody's search result: the shopper's own pages, forms and flows, and `noindex` routes. */
const PRIVATE_ROUTES = new Set<string>([
  ...ROUTES.filter((r) => 'noindex' in r && r.noindex).map((r) => r.id),
  '404',
  'login',
  'signup',
  'forgot-password',
  'reset-password',
  'checkout',
  'order-overview',
  'order-status',
]);

/** The indexed pages without parameters: public, with metadata (`noMeta` routes such as /test123 stay out). */
export const INDEXED_STATIC_ROUTES = ROUTES.filter(
  (r) =>
    !r.path.includes('{') && !('noMeta' in r && r.noMeta) && !PRIVATE_ROUTES.has(r.id) && !r.id.startsWith('account'),
).map((r) => r.id as Exclude<RouteId, 'catchAll'>);

interface SitemapUrl {
  routeId: Exclude<RouteId, 'catchAll'>;
  params?: Record<string, string>;
  /** The languages the page exists in; every storefront when absent. */
  languages?: readonly Language[];
  lastmod?: string;
}

/** Every indexed page once, by route: static pages, collections, products, post categories, posts, authors. */
export function sitemapUrls(data: Sitemap): SitemapUrl[] {
  return [
    ...INDEXED_STATIC_ROUTES.map((routeId) => ({ routeId })),
    ...data.collections.map((c) => ({ routeId: 'collections-slug' as const, params: { slug: c.slug } })),
    ...data.products.map((p) => ({ routeId: 'product-slug' as const, params: { slug: p.slug } })),
    ...data.postCategories.map((c) => ({ routeId: 'blog-slug' as const, params: { slug: c.slug } })),
    ...data.posts.map((p) => ({
      routeId: 'blog-slug' as const,
      params: { slug: p.slug },
      languages: p.languages,
      lastmod: p.updatedAt,
    })),
    ...data.authors.map((a) => ({ routeId: 'authors-slug' as const, params: { slug: a.slug } })),
  ];
}

const speaks = (code: StorefrontCode, languages?: readonly Language[]) =>
  !languages || languages.includes(STOREFRONTS[code].language);

/** One storefront's `<urlset>`: its pages, each with the hreflang alternates of the storefronts it exists in. */
export function storefrontSitemap(origin: string, code: StorefrontCode, urls: SitemapUrl[]): string {
  const entries = urls
    .filter((url) => speaks(code, url.languages))
    .map((url) => {
      const at = (c: StorefrontCode) => xml(origin + buildPath(url.routeId, c, url.params));
      const alternates = STOREFRONT_CODES.filter((c) => speaks(c, url.languages)).map(
        (c) => `<xhtml:link rel="alternate" hreflang="${HREFLANG[c]}" href="${at(c)}"/>`,
      );
      alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${at('en')}"/>`);
      const lastmod = url.lastmod ? `<lastmod>${xml(url.lastmod)}</lastmod>` : '';
      return `<url><loc>${at(code)}</loc>${lastmod}${alternates.join('')}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(origin: string): string {
  const maps = STOREFRONT_CODES.map((c) => `<sitemap><loc>${xml(`${origin}/sitemaps/${c}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join('\n')}\n</sitemapindex>\n`;
}

/**
 * The private pages of every storefront, from the route table: each private route (and the account's) at its
 * path in every storefront and its language (/checkout, /de/checkout, /de/registrieren, /uk/account ...). A
 * parameterised route is covered by its parent's prefix (/account covers /account/orders/{slug}).
 */
export function privatePaths(): string[] {
  const routes = ROUTES.filter(
    (r) => r.id !== '404' && !r.path.includes('{') && (PRIVATE_ROUTES.has(r.id) || r.id.startsWith('account')),
  );
  const paths = STOREFRONT_CODES.flatMap((code) => routes.map((r) => buildPath(r.id, code)));
  return [...new Set(paths)];
}

export function robotsTxt(origin: string): string {
  const disallowed = ['/api/', ...privatePaths()];
  return `User-agent: *\n${disallowed.map((path) => `Disallow: ${path}`).join('\n')}\nDisallow: /*?renew=\n\nSitemap: ${origin}/sitemap.xml\n`;
}

const SITEMAP_TTL_MS = 5 * 60_000;

/**
 * `/robots.txt`, `/sitemap.xml` (the index) and `/sitemaps/{storefront}.xml`, from the api's sitemap data
 * (slugs are the same in every storefront). The api down: 503, so a crawler comes back rather than
 * dropping the pages.
 */
export function registerSitemapRoutes(app: FastifyInstance, config: EdgeConfig, api: ApiClient): void {
  const cache = new TtlCache<SitemapUrl[] | null>(1);
  const load = () =>
    cache.get('urls', async () => {
      try {
        const response = await api.get(`${apiPaths.sitemap(STOREFRONTS.en.iso)}?lang=en`);
        if (!response.ok) {
          await discardBody(response);
          throw new Error(`status ${response.status}`);
        }
        return { value: sitemapUrls(sitemapSchema.parse(await response.json())), ttlMs: SITEMAP_TTL_MS };
      } catch (error) {
        app.log.warn({ err: error }, 'sitemap data unavailable');
        return { value: null, ttlMs: 0 };
      }
    });
  const originOf = () => config.publicOrigin;

  app.get('/robots.txt', (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(originOf())),
  );
  app.get('/sitemap.xml', (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapIndex(originOf())),
  );
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const code = /^([a-z]{2})\.xml$/.exec(request.params.file)?.[1];
    if (!code || !(STOREFRONT_CODES as readonly string[]).includes(code))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    const urls = await load();
    if (!urls)
      return reply.code(503).header('retry-after', '60').type('text/plain; charset=utf-8').send('Try again later.\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(storefrontSitemap(originOf(), code as StorefrontCode, urls));
  });
}
