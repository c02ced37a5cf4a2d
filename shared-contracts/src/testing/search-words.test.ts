import { SEARCH_TOPICS, misspelt } from './search-words';

describe('search words for tests and benches', () => {
  it('misspells a name by swapping its last two letters, keeping the rest', () => {
    expect(misspelt('Amnesia Haze')).toBe('Amnesia Haez');
    expect(misspelt('Sour OG')).toBe('Sour GO');
  });

  it('lists each topic once, none blank', () => {
    expect(new Set(SEARCH_TOPICS).size).toBe(SEARCH_TOPICS.length);
    expect(SEARCH_TOPICS.every((topic) => topic.trim() !== '')).toBe(true);
  });
});
