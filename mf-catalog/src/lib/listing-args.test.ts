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

  it('asks for one view one way, however its address writes it (the form sent before the shop ran, a shared link)', () => {
    const form = listingArgs(
      'en-uk',
      { slug: 'all' },
      new URLSearchParams('sort=popularity&promotions=1&genetics=sativa&genetics=mostly_sativa'),
      'en',
    );
    const link = listingArgs(
      'en-uk',
      { slug: 'all' },
      new URLSearchParams('genetics=mostly_sativa,sativa&promotions=1'),
      'en',
    );
    expect(form).toEqual({ iso: 'en-uk', slug: 'all', params: { genetics: 'mostly_sativa,sativa', promotions: '1' } });
    expect(JSON.stringify(form)).toBe(JSON.stringify(link));
    // The default order with a direction is a different view.
    expect(listingArgs('en-uk', { slug: 'all' }, new URLSearchParams('sort=popularity&dir=asc'), 'en').params).toEqual({
      dir: 'asc',
      sort: 'popularity',
    });
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
