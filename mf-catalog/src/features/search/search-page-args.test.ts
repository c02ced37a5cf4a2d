import { readSearchPage, searchPageArgs, searchPageHref } from './search-page-args';

describe('search results page URL', () => {
  it('reads the keyword and the page, a missing or broken page being the first', () => {
    expect(readSearchPage(new URLSearchParams('q=%20white%20%20widow%20&page=2'))).toEqual({
      q: 'white widow',
      page: 2,
    });
    for (const page of ['', '0', '-1', '1.5', 'two']) {
      expect(readSearchPage(new URLSearchParams(`q=kush&page=${page}`)).page).toBe(1);
    }
    expect(readSearchPage(new URLSearchParams('')).q).toBe('');
  });

  it('asks the api for 20 hits of each type from the page, in the shopper’s language', () => {
    expect(searchPageArgs('de-de', new URLSearchParams('q=widow'), 'de')).toEqual({
      iso: 'de-de',
      q: 'widow',
      limit: 20,
    });
    expect(searchPageArgs('en-en', new URLSearchParams('q=widow&page=3'), 'fr')).toEqual({
      iso: 'en-en',
      q: 'widow',
      limit: 20,
      offset: 40,
      lang: 'fr',
    });
    expect(searchPageArgs('en-en', new URLSearchParams('q=%20'), 'en')).toBeNull();
  });

  it('links to the localized path', () => {
    expect(searchPageHref('de', 'white widow')).toBe('/de/suche?q=white+widow');
    expect(searchPageHref('en', 'a&b', 2)).toBe('/search?q=a%26b&page=2');
  });
});
