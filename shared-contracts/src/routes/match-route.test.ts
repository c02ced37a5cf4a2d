import { STOREFRONT_CODES } from '../locales';
import { buildPath, matchRoute, staticPaths, translatePath, withoutTrailingSlash } from './match-route';
import { ROUTES } from './route-table';

describe('route table', () => {
  it('holds every route of spec 2.2 once (43 plus the catch-all) and the search results page', () => {
    expect(ROUTES).toHaveLength(44);
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
  });

  it('matches German paths under /de and names routes with the storefront suffix', () => {
    expect(matchRoute('/de/produkt/amnesia-auto')).toMatchObject({
      routeId: 'product-slug',
      name: 'product-slug___de',
      storefront: 'de',
      params: { slug: 'amnesia-auto' },
      notFound: false,
    });
    expect(matchRoute('/de/registrieren').name).toBe('signup___de');
    expect(matchRoute('/de/konto/adressen').routeId).toBe('account-addresses');
    expect(matchRoute('/de/suche')).toMatchObject({ routeId: 'search', name: 'search___de', notFound: false });
    expect(matchRoute('/uk/search').name).toBe('search___uk');
    expect(matchRoute('/de/search').routeId).toBe('catchAll');
    expect(matchRoute('/de/account/orders/123').routeId).toBe('account-orders-slug');
    expect(matchRoute('/de/status-der-bestellung').routeId).toBe('order-status');
    // The English path is not a German route.
    expect(matchRoute('/de/signup').routeId).toBe('catchAll');
  });

  it('serves every route unprefixed (Europe) and under each English prefix', () => {
    expect(matchRoute('/').name).toBe('index___en');
    expect(matchRoute('/uk').name).toBe('index___uk');
    expect(matchRoute('/us/product/x')).toMatchObject({ routeId: 'product-slug', storefront: 'us' });
    expect(matchRoute('/nz/collections/high-thc/2')).toMatchObject({
      routeId: 'collections-slug-page',
      params: { slug: 'high-thc', page: '2' },
    });
    expect(matchRoute('/au/collections/all').routeId).toBe('collections-all');
  });

  it('sends unknown paths, /404 and malformed pages to the not-found page', () => {
    expect(matchRoute('/nope')).toMatchObject({ routeId: 'catchAll', notFound: true, params: { catchAll: 'nope' } });
    expect(matchRoute('/404')).toMatchObject({ routeId: '404', notFound: true });
    expect(matchRoute('/de/404')).toMatchObject({ routeId: '404', notFound: true, storefront: 'de' });
    expect(matchRoute('/collections/high-thc/0').notFound).toBe(true);
    expect(matchRoute('/collections/high-thc/two').notFound).toBe(true);
    expect(matchRoute('/en/faq').notFound).toBe(true);
  });

  it('builds paths that match back to the same route in every storefront', () => {
    for (const code of STOREFRONT_CODES) {
      for (const route of ROUTES) {
        const params = { slug: 'some-slug', page: 3 };
        const path = buildPath(route.id, code, params);
        const match = matchRoute(path);
        expect({ path, id: match.routeId, storefront: match.storefront }).toEqual({
          path,
          id: route.id,
          storefront: code,
        });
      }
    }
  });

  it('lists every static path in all 7 storefronts and translates between them', () => {
    expect(staticPaths()).toHaveLength(7 * ROUTES.filter((r) => !r.path.includes('{')).length);
    expect(translatePath('/product/x', 'de')).toBe('/de/produkt/x');
    expect(translatePath('/de/konto', 'uk')).toBe('/uk/account');
    expect(translatePath('/nope', 'de')).toBeNull();
  });

  it('removes a trailing slash except on the root', () => {
    expect(withoutTrailingSlash('/faq/')).toBe('/faq');
    expect(withoutTrailingSlash('/de/')).toBe('/de');
    expect(withoutTrailingSlash('/')).toBeNull();
    expect(withoutTrailingSlash('/faq')).toBeNull();
  });
});
