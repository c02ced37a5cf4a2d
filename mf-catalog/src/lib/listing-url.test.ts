import { listingArgs } from './listing-args';
import { listingHref, listingSearch, readListingView, toggleFilter } from './listing-url';

describe('listing URLs', () => {
  it('reads sort, direction and filters, comma-separated or repeated, ignoring the page', () => {
    expect(readListingView('?page=3&sort=price&dir=asc&genetics=sativa,indica&genetics=hybrid&thc=')).toEqual({
      sort: 'price',
      dir: 'asc',
      filters: { genetics: ['hybrid', 'indica', 'sativa'] },
    });
  });

  it('writes a view one way only, so equal views give equal links', () => {
    const a = listingSearch({ sort: 'thc', filters: { thc: ['high'], genetics: ['sativa', 'indica'] } });
    const b = listingSearch(readListingView('?genetics=indica&thc=high&genetics=sativa&sort=thc'));
    expect(a).toBe('?sort=thc&genetics=indica,sativa&thc=high');
    expect(b).toBe(a);
    expect(listingSearch({ filters: {} })).toBe('');
  });

  it('leaves out the default order, which a listing has without one: one address for one view', () => {
    expect(listingSearch(readListingView('?sort=popularity&promotions=1'))).toBe('?promotions=1');
    expect(listingSearch({ sort: 'popularity', filters: {} })).toBe('');
    // With a direction the order is written: the direction alone would read as the default's.
    expect(listingSearch({ sort: 'popularity', dir: 'asc', filters: {} })).toBe('?sort=popularity&dir=asc');
  });

  it('switches a filter value on and off', () => {
    const on = toggleFilter({ filters: {} }, 'promotions', '1');
    expect(on.filters).toEqual({ promotions: ['1'] });
    expect(listingSearch(toggleFilter(on, 'promotions', '1'))).toBe('');
  });

  it('leads to page 1 of the collection, in the storefront, keeping the view', () => {
    expect(listingHref('de', 'high-thc', { sort: 'price', filters: { gender: ['feminized'] } })).toBe(
      '/de/collections/high-thc?sort=price&gender=feminized',
    );
    expect(listingHref('en', 'all', { filters: {} })).toBe('/collections/all');
  });

  it('asks the api for what a link restores: the shared link and the page URL give the same request', () => {
    const shared = listingHref('uk', 'high-thc', readListingView('?genetics=sativa&genetics=indica&sort=name'));
    const [, search] = shared.split('?');
    expect(listingArgs('en-uk', { slug: 'high-thc' }, new URLSearchParams(search), 'en')).toEqual({
      iso: 'en-uk',
      slug: 'high-thc',
      params: { genetics: 'indica,sativa', sort: 'name' },
    });
  });
});
