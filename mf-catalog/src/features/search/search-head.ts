import type { HeadContext, PageHead } from '@storefront/shared-contracts';
import { readSearchPage } from './search-page-args';

/** "Search results for “widow”" (page n after it); the route is `noindex`, so the head needs no description. */
export function searchHead({ query, formatMessage }: HeadContext): PageHead {
  const { q, page } = readSearchPage(query);
  if (q === '') return { title: formatMessage('catalog.searchPage.heading') };
  const title = formatMessage('catalog.searchPage.title', { keyword: q });
  return { title: page > 1 ? `${title} – ${formatMessage('catalog.pagination.page', { page })}` : title };
}
