import { readListingView } from './listing-url';

type FormatMessage = (id: string) => string;

/**
 * A listing's heading: the collection's name, except for the menu's Deals (every strain with the Promotions
 * filter alone), which is named for what it lists rather than "All strains".
 */
export function listingTitle(
  collectionName: string,
  slug: string,
  search: string,
  formatMessage: FormatMessage,
): string {
  const { filters } = readListingView(search);
  const keys = Object.keys(filters);
  const dealsOnly = slug === 'all' && keys.length === 1 && keys[0] === 'promotions';
  return dealsOnly ? formatMessage('catalog.deals.title') : collectionName;
}
