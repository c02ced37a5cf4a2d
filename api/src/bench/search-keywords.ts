// The search keywords of the latency bench (search-latency.ts), which the in-memory search's test
// (modules/search/search-index.test.ts) also asks, beside keywords of its own.

/** Topics of posts, pages and collections rather than strain names. */
export const SEARCH_TOPICS = [
  'germinate',
  'shipping',
  'curing jars',
  'high cbd',
  'autoflower',
  'paper towel',
  'nutrients',
  'refund',
  'kush',
  'haze',
];

/** A name with its last two letters swapped: a typo only the trigram similarity finds. */
export const misspelt = (name: string) => `${name.slice(0, -2)}${name.slice(-1)}${name.slice(-2, -1)}`;
