import { NOT_FOUND_BODY_CLASSES, pageFrame } from './page-frame';
import { ownerOf, resolveRoute } from './resolve-route';
import { matchRoute } from './match-route';

describe('resolveRoute', () => {
  it('resolves match, owning area, storefront and language in one step', () => {
    const route = resolveRoute('/de/produkt/amnesia-haze');
    expect(route).toMatchObject({ owner: 'mf_product', storefront: 'de', language: 'de' });
    expect(route.match).toMatchObject({ routeId: 'product-slug', params: { slug: 'amnesia-haze' } });
  });

  it("takes the chosen region's language within its storefront only", () => {
    expect(resolveRoute('/', 'france').language).toBe('fr');
    expect(resolveRoute('/', 'netherlands').language).toBe('nl');
    // France shops on the Europe storefront: on /uk the storefront's own language applies.
    expect(resolveRoute('/uk', 'france').language).toBe('en');
    expect(resolveRoute('/de', 'no-such-region').language).toBe('de');
    expect(resolveRoute('/', null).language).toBe('en');
  });

  it("gives the shell's own pages no owning area", () => {
    expect(resolveRoute('/404').owner).toBeNull();
    expect(resolveRoute('/no/such/page').owner).toBeNull();
    expect(ownerOf(matchRoute('/collections/high-thc'))).toBe('mf_catalog');
    expect(ownerOf(matchRoute('/contact'))).toBe('mf_support');
  });
});

describe('pageFrame', () => {
  it('answers 404 with the not-found body classes, else 200 with none', () => {
    expect(pageFrame(true)).toEqual({ status: 404, bodyClass: 'error-404 floating-breadcrumbs' });
    expect(pageFrame(false)).toEqual({ status: 200, bodyClass: '' });
    expect(pageFrame(true).bodyClass.split(' ')).toEqual([...NOT_FOUND_BODY_CLASSES]);
  });
});
