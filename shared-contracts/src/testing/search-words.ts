/**
 * Words shoppers search for that are topics of posts, pages and collections rather than strain names; the search
 * benches (api and e2e) and the api's in-memory search test ask them.
 */
export const SEARCH_TOPICS: readonly string[] = [
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
