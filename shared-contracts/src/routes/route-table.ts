/**
 * The route table of spec 2.2: every route, its German path, and the area that owns it.
 * Patterns use `{param}` segments. Every route exists unprefixed (Europe) and under each storefront
 * prefix; under /de the German path applies.
 */

export const AREAS = [
  'shell',
  'mf_catalog',
  'mf_product',
  'mf_cart_checkout',
  'mf_account',
  'mf_content',
  'mf_support',
] as const;
export type AreaName = (typeof AREAS)[number];
export type RemoteName = Exclude<AreaName, 'shell'>;

export interface RouteDefinition {
  /** Route id; the route name is `${id}___${storefront}` (e.g. `product-slug___de`). */
  id: string;
  path: string;
  /** German path without the /de prefix; defaults to `path`. */
  dePath?: string;
  owner: AreaName;
  /** Pages the spec lists with no page metadata: rendered, but kept out of indexes. */
  noMeta?: boolean;
  /**
   * A page with metadata that is still nobody's search result (the shop's own search results): `noindex`, out of
   * the sitemap and disallowed in robots.txt. Since 4.6.0.
   */
  noindex?: boolean;
  /** Parameters constrained to digits. */
  numericParams?: readonly string[];
}

export const ROUTES = [
  { id: 'index', path: '/', owner: 'mf_catalog' },
  { id: '404', path: '/404', owner: 'shell' },
  { id: 'faq', path: '/faq', owner: 'mf_support' },
  { id: 'login', path: '/login', owner: 'mf_account' },
  { id: 'signup', path: '/signup', dePath: '/registrieren', owner: 'mf_account' },
  { id: 'forgot-password', path: '/forgot-password', dePath: '/passwort-vergessen', owner: 'mf_account' },
  { id: 'reset-password', path: '/reset-password', dePath: '/passwort-wiederherstellen', owner: 'mf_account' },
  { id: 'contact', path: '/contact', dePath: '/kontakt', owner: 'mf_support' },
  { id: 'reviews', path: '/reviews', dePath: '/bewertungen', owner: 'mf_content' },
  { id: 'sitemap', path: '/sitemap', owner: 'mf_content' },
  { id: 'test123', path: '/test123', owner: 'mf_content', noMeta: true },
  { id: 'checkout', path: '/checkout', owner: 'mf_cart_checkout' },
  { id: 'order-overview', path: '/order-overview', dePath: '/bestelluebersicht', owner: 'mf_cart_checkout' },
  { id: 'order-status', path: '/order-status', dePath: '/status-der-bestellung', owner: 'mf_cart_checkout' },
  { id: 'our-story', path: '/our-story', dePath: '/unsere-geschichte', owner: 'mf_content' },
  { id: 'affiliates', path: '/affiliates', dePath: '/affiliate-programm', owner: 'mf_content' },
  { id: 'work-careers', path: '/work-careers', dePath: '/arbeit-karriere', owner: 'mf_content' },
  { id: 'blog', path: '/blog', owner: 'mf_content' },
  { id: 'blog-slug', path: '/blog/{slug}', owner: 'mf_content' },
  { id: 'authors', path: '/authors', dePath: '/autoren', owner: 'mf_content' },
  { id: 'authors-slug', path: '/authors/{slug}', dePath: '/autoren/{slug}', owner: 'mf_content' },
  { id: 'price-list', path: '/price-list', dePath: '/preisliste', owner: 'mf_catalog' },
  { id: 'seedfinder', path: '/seedfinder', owner: 'mf_catalog' },
  // Not in spec 2.2: the search panel's "All results" (the keyword in `?q=`). Since 4.6.0.
  { id: 'search', path: '/search', dePath: '/suche', owner: 'mf_catalog', noindex: true },
  { id: 'discount-codes', path: '/discount-codes', dePath: '/rabatt-codes', owner: 'mf_content' },
  { id: 'product', path: '/product', owner: 'mf_product', noMeta: true },
  { id: 'product-slug', path: '/product/{slug}', dePath: '/produkt/{slug}', owner: 'mf_product' },
  { id: 'collections', path: '/collections', owner: 'mf_catalog' },
  { id: 'collections-all', path: '/collections/all', owner: 'mf_catalog', noMeta: true },
  { id: 'collections-slug', path: '/collections/{slug}', owner: 'mf_catalog' },
  { id: 'collections-slug-page', path: '/collections/{slug}/{page}', owner: 'mf_catalog', numericParams: ['page'] },
  { id: 'account', path: '/account', dePath: '/konto', owner: 'mf_account' },
  { id: 'account-details', path: '/account/details', dePath: '/konto/details', owner: 'mf_account' },
  { id: 'account-addresses', path: '/account/addresses', dePath: '/konto/adressen', owner: 'mf_account' },
  { id: 'account-wishlist', path: '/account/wishlist', dePath: '/konto/wishlist', owner: 'mf_account' },
  { id: 'account-order', path: '/account/order', dePath: '/konto/bestellung', owner: 'mf_account' },
  { id: 'account-orders', path: '/account/orders', owner: 'mf_account' },
  { id: 'account-orders-slug', path: '/account/orders/{slug}', owner: 'mf_account' },
  { id: 'refund-policy', path: '/refund-policy', dePath: '/erstattungspolitik', owner: 'mf_content' },
  { id: 'return-policy', path: '/return-policy', dePath: '/ruckgabepolitik', owner: 'mf_content' },
  { id: 'privacy-policy', path: '/privacy-policy', dePath: '/datenschutzbestimmungen', owner: 'mf_content' },
  { id: 'terms-conditions', path: '/terms-conditions', dePath: '/bedingungen-konditionen', owner: 'mf_content' },
  { id: 'shipping-delivery', path: '/shipping-delivery', dePath: '/versand-lieferung', owner: 'mf_content' },
  { id: 'payment-processing', path: '/payment-processing', dePath: '/zahlungsabwicklung', owner: 'mf_content' },
] as const satisfies readonly RouteDefinition[];

export type RouteId = (typeof ROUTES)[number]['id'] | 'catchAll';

/** The catch-all route: any unknown path renders the shell's not-found page with status 404. */
export const CATCH_ALL_ROUTE: RouteDefinition = { id: 'catchAll', path: '/{catchAll}', owner: 'shell' };
