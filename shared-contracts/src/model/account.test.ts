import { safeReturnPath } from './account';

describe('safeReturnPath (where a login may send the shopper back to)', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeReturnPath('/de/produkt/x?reviews-page=2#reviews')).toBe('/de/produkt/x?reviews-page=2#reviews');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('refuses what a browser would take to another site, or nothing at all', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/ /x',
      'evil.example',
      `/${'a'.repeat(2048)}`,
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});
