/** Result groups of the search panel, in display order (spec 2.4: "No {type} found for {keyword}"). */
export const SEARCH_TYPES = ['strains', 'collections', 'posts', 'pages'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 20;
export const SEARCH_MAX_QUERY_LENGTH = 100;
/** The furthest a results page reaches into one type's hits (`offset`); the catalogue has a few hundred names. */
export const SEARCH_MAX_OFFSET = 1000;
