/**
 * Spec 2.2, transcribed by hand (deliberately NOT derived from route-table.ts, so a wrong entry there
 * fails here). Each row: the route id (Nuxt-style name without the locale suffix), the default path, the
 * German path (without /de), the spec's purpose, and the owning area as DESIGN.md's package table
 * assigns it. The catch-all row (/{catchAll...}) is checked separately below.
 */
import { matchRoute } from './match-route';

type Owner = 'shell' | 'mf_catalog' | 'mf_product' | 'mf_cart_checkout' | 'mf_account' | 'mf_content' | 'mf_support';
type Row = [id: string, path: string, dePath: string, purpose: string, owner: Owner];

// prettier-ignore
const SPEC_2_2: readonly Row[] = [
  ['index',               '/',                          '/',                             'Home',                                  'mf_catalog'],
  ['404',                 '/404',                       '/404',                          'Not-found page',                        'shell'],
  ['faq',                 '/faq',                       '/faq',                          'FAQ with search',                       'mf_support'],
  ['login',               '/login',                     '/login',                        'Login',                                 'mf_account'],
  ['signup',              '/signup',                    '/registrieren',                 'Create account',                        'mf_account'],
  ['forgot-password',     '/forgot-password',           '/passwort-vergessen',           'Request a password reset e-mail',       'mf_account'],
  ['reset-password',      '/reset-password',            '/passwort-wiederherstellen',    'Set a new password',                    'mf_account'],
  ['contact',             '/contact',                   '/kontakt',                      'Contact / support',                     'mf_support'],
  ['reviews',             '/reviews',                   '/bewertungen',                  'Shop reviews',                          'mf_content'],
  ['sitemap',             '/sitemap',                   '/sitemap',                      'Sitemap',                               'mf_content'],
  // DESIGN.md assigns no area to the test page; mf_content (static pages) is the team's decision.
  ['test123',             '/test123',                   '/test123',                      'Test page, no page metadata',           'mf_content'],
  ['checkout',            '/checkout',                  '/checkout',                     'Checkout',                              'mf_cart_checkout'],
  ['order-overview',      '/order-overview',            '/bestelluebersicht',            'Order overview / thank-you page',       'mf_cart_checkout'],
  ['order-status',        '/order-status',              '/status-der-bestellung',        'Order status lookup',                   'mf_cart_checkout'],
  ['our-story',           '/our-story',                 '/unsere-geschichte',            'About page',                            'mf_content'],
  ['affiliates',          '/affiliates',                '/affiliate-programm',           'Affiliate programme page',              'mf_content'],
  ['work-careers',        '/work-careers',              '/arbeit-karriere',              'Careers page',                          'mf_content'],
  ['blog',                '/blog',                      '/blog',                         'Blog index',                            'mf_content'],
  ['blog-slug',           '/blog/{slug}',               '/blog/{slug}',                  'Blog post',                             'mf_content'],
  ['authors',             '/authors',                   '/autoren',                      'Authors list',                          'mf_content'],
  ['authors-slug',        '/authors/{slug}',            '/autoren/{slug}',               'Author page',                           'mf_content'],
  ['price-list',          '/price-list',                '/preisliste',                   'Price list',                            'mf_catalog'],
  ['seedfinder',          '/seedfinder',                '/seedfinder',                   'Seedfinder strain-finder quiz',         'mf_catalog'],
  ['discount-codes',      '/discount-codes',            '/rabatt-codes',                 'Discount codes page',                   'mf_content'],
  ['product',             '/product',                   '/product',                      'Product route with no slug',            'mf_product'],
  ['product-slug',        '/product/{slug}',            '/produkt/{slug}',               'Product page',                          'mf_product'],
  ['collections',         '/collections',               '/collections',                  'All collections',                       'mf_catalog'],
  ['collections-all',     '/collections/all',           '/collections/all',              'All products, no page metadata',        'mf_catalog'],
  ['collections-slug',    '/collections/{slug}',        '/collections/{slug}',           'Collection listing',                    'mf_catalog'],
  ['collections-slug-page', '/collections/{slug}/{page}', '/collections/{slug}/{page}',  'Paginated collection listing',          'mf_catalog'],
  ['account',             '/account',                   '/konto',                        'Account overview',                      'mf_account'],
  ['account-details',     '/account/details',           '/konto/details',                'Account details',                       'mf_account'],
  ['account-addresses',   '/account/addresses',         '/konto/adressen',               'Address book',                          'mf_account'],
  ['account-wishlist',    '/account/wishlist',          '/konto/wishlist',               'Wishlist',                              'mf_account'],
  ['account-order',       '/account/order',             '/konto/bestellung',             'Account order page',                    'mf_account'],
  ['account-orders',      '/account/orders',            '/account/orders',               "List of the customer's orders",         'mf_account'],
  ['account-orders-slug', '/account/orders/{slug}',     '/account/orders/{slug}',        "One order's detail",                    'mf_account'],
  ['refund-policy',       '/refund-policy',             '/erstattungspolitik',           'Refund policy',                         'mf_content'],
  ['return-policy',       '/return-policy',             '/ruckgabepolitik',              'Return policy',                         'mf_content'],
  ['privacy-policy',      '/privacy-policy',            '/datenschutzbestimmungen',      'Privacy policy',                        'mf_content'],
  ['terms-conditions',    '/terms-conditions',          '/bedingungen-konditionen',      'Terms and conditions',                  'mf_content'],
  ['shipping-delivery',   '/shipping-delivery',         '/versand-lieferung',            'Shipping information',                  'mf_content'],
  ['payment-processing',  '/payment-processing',        '/zahlungsabwicklung',           'Payment options',                       'mf_content'],
];

/** The 7 storefronts: URL prefix -> route-name suffix. */
const PREFIXES: ReadonlyArray<[prefix: string, suffix: string]> = [
  ['', 'en'],
  ['de', 'de'],
  ['au', 'au'],
  ['ca', 'ca'],
  ['uk', 'uk'],
  ['nz', 'nz'],
  ['us', 'us'],
];

/** Parameter values to put into `{slug}` / `{page}` (each set is tried), and what must come back out. */
const PARAM_SETS: ReadonlyArray<{ raw: Record<string, string>; decoded: Record<string, string> }> = [
  { raw: { slug: 'amnesia-haze-auto', page: '2' }, decoded: { slug: 'amnesia-haze-auto', page: '2' } },
  { raw: { slug: 'gorilla-glue-4', page: '17' }, decoded: { slug: 'gorilla-glue-4', page: '17' } },
  { raw: { slug: 'caf%C3%A9', page: '999' }, decoded: { slug: 'café', page: '999' } },
];

function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${pattern}`);
    return value;
  });
}

function prefixed(prefix: string, inner: string): string {
  if (!prefix) return inner;
  return inner === '/' ? `/${prefix}` : `/${prefix}${inner}`;
}

function paramNames(pattern: string): string[] {
  return [...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

interface Case {
  url: string;
  id: string;
  name: string;
  storefront: string;
  owner: Owner;
  params: Record<string, string>;
}

const CASES: Case[] = SPEC_2_2.flatMap(([id, path, dePath, , owner]) =>
  PREFIXES.flatMap(([prefix, suffix]) => {
    const pattern = suffix === 'de' ? dePath : path;
    const names = paramNames(pattern);
    const sets = names.length ? PARAM_SETS : [{ raw: {}, decoded: {} }];
    return sets.map(({ raw, decoded }) => ({
      url: prefixed(prefix, fill(pattern, raw)),
      id,
      name: `${id}___${suffix}`,
      storefront: suffix,
      owner,
      params: Object.fromEntries(names.map((n) => [n, decoded[n] as string])),
    }));
  }),
);

describe('spec 2.2 route table, transcribed', () => {
  it('has every row of the spec (43 routes plus the catch-all) with unique ids and paths', () => {
    expect(SPEC_2_2).toHaveLength(43);
    expect(new Set(SPEC_2_2.map((r) => r[0])).size).toBe(43);
    expect(new Set(SPEC_2_2.map((r) => r[1])).size).toBe(43);
    expect(new Set(SPEC_2_2.map((r) => r[2])).size).toBe(43);
  });

  it.each(CASES.map((c) => [c.url, c.name, c.owner, c] as const))('%s -> %s (%s)', (_url, _name, _owner, c) => {
    const match = matchRoute(c.url);
    expect({
      routeId: match.routeId,
      name: match.name,
      storefront: match.storefront,
      owner: match.route.owner,
      params: match.params,
      notFound: match.notFound,
    }).toEqual({
      routeId: c.id,
      name: c.name,
      storefront: c.storefront,
      owner: c.owner,
      params: c.params,
      notFound: c.id === '404',
    });
  });

  // Translated rows: the English path is not that route under /de, and the German path is not it elsewhere.
  const translated = SPEC_2_2.filter(([, path, dePath]) => path !== dePath);

  it.each(translated.map(([id, path]) => [prefixed('de', fill(path, { slug: 'x', page: '2' })), id] as const))(
    '%s is not the German %s route',
    (url, id) => {
      expect(matchRoute(url).routeId).not.toBe(id);
    },
  );

  it.each(
    translated.flatMap(([id, , dePath]) =>
      PREFIXES.filter(([, s]) => s !== 'de').map(
        ([prefix]) => [prefixed(prefix, fill(dePath, { slug: 'x', page: '2' })), id] as const,
      ),
    ),
  )('%s (a German path outside /de) is not the %s route', (url, id) => {
    expect(matchRoute(url).routeId).not.toBe(id);
  });

  it.each(PREFIXES.map(([prefix, suffix]) => [prefix, suffix] as const))(
    'unknown paths under "%s" render the shell not-found page as catchAll___%s',
    (prefix, suffix) => {
      for (const inner of ['/no-such-page', '/no/such/deep/page', '/product/x/y', '/collections/high-thc/2/3']) {
        const match = matchRoute(prefixed(prefix, inner));
        expect({
          routeId: match.routeId,
          name: match.name,
          storefront: match.storefront,
          owner: match.route.owner,
          notFound: match.notFound,
          params: match.params,
        }).toEqual({
          routeId: 'catchAll',
          name: `catchAll___${suffix}`,
          storefront: suffix,
          owner: 'shell',
          notFound: true,
          params: { catchAll: inner.slice(1) },
        });
      }
    },
  );
});
