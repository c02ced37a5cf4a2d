import { listingArgs } from './listing-args';

describe('listingArgs', () => {
  it('asks the api for the page of the path and the sort and filters of the query, in a stable order', () => {
    const a = listingArgs(
      'en-uk',
      { slug: 'high-thc', page: '2' },
      new URLSearchParams('sort=price&genetics=indica&page=9'),
    );
    const b = listingArgs('en-uk', { slug: 'high-thc', page: '2' }, new URLSearchParams('genetics=indica&sort=price'));
    expect(a).toEqual({ iso: 'en-uk', slug: 'high-thc', params: { genetics: 'indica', page: '2', sort: 'price' } });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('lists every product on /collections/all', () => {
    expect(listingArgs('en-en', {}, new URLSearchParams()).slug).toBe('all');
  });
});
