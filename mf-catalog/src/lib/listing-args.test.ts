import { listingArgs } from './listing-args';

describe('listingArgs', () => {
  it('asks the api for the page of the path and the sort and filters of the query, in a stable order', () => {
    const a = listingArgs(
      'en-uk',
      { slug: 'high-thc', page: '2' },
      new URLSearchParams('sort=price&genetics=indica&page=9'),
      'en',
    );
    const b = listingArgs(
      'en-uk',
      { slug: 'high-thc', page: '2' },
      new URLSearchParams('genetics=indica&sort=price'),
      'en',
    );
    expect(a).toEqual({ iso: 'en-uk', slug: 'high-thc', params: { genetics: 'indica', page: '2', sort: 'price' } });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it("asks in the shopper's language only where it is not the storefront's, never from the page URL", () => {
    expect(listingArgs('en-en', { slug: 'high-thc' }, new URLSearchParams('lang=de'), 'fr')).toEqual({
      iso: 'en-en',
      slug: 'high-thc',
      params: {},
      lang: 'fr',
    });
    expect(listingArgs('de-de', { slug: 'high-thc' }, new URLSearchParams(), 'de')).not.toHaveProperty('lang');
  });

  it('lists every product on /collections/all', () => {
    expect(listingArgs('en-en', {}, new URLSearchParams(), 'en').slug).toBe('all');
  });
});
