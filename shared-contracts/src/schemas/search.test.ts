import { exampleSearchResponse } from '../testing/fixtures';
import { SEARCH_TYPES } from '../model/search';
import { searchQuerySchema, searchResponseSchema } from './search';

describe('search contract', () => {
  it('trims the keyword, defaults the limit to 5 and coerces it from the query string', () => {
    expect(searchQuerySchema.parse({ q: '  amnesia haze ' })).toEqual({ q: 'amnesia haze', limit: 5 });
    expect(searchQuerySchema.parse({ q: 'kush', limit: '20' })).toEqual({ q: 'kush', limit: 20 });
  });

  it('refuses blank or too long keywords and limits outside 1..20', () => {
    for (const query of [
      {},
      { q: '   ' },
      { q: 'x'.repeat(101) },
      { q: 'kush', limit: '21' },
      { q: 'kush', limit: '0' },
      { q: 'kush', limit: '1.5' },
    ]) {
      expect(searchQuerySchema.safeParse(query).success).toBe(false);
    }
  });

  it('has a group per result type and only content routes as page hits', () => {
    const response = exampleSearchResponse({ strains: [] });
    expect(SEARCH_TYPES.every((type) => Array.isArray(response[type]))).toBe(true);
    const page = { routeId: 'checkout', title: 'Checkout', summary: '' };
    expect(searchResponseSchema.safeParse({ ...response, pages: [page] }).success).toBe(false);
  });
});
