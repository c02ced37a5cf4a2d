import { prefetchQuery, type PrefetchContext } from '@storefront/shared-contracts';
import { searchApi } from './api/search-api';
import { searchPageArgs } from './search-page-args';

/** The results page is rendered on the server with its hits; without a keyword there is nothing to ask. */
export async function prefetchSearchPage({ store, iso, language, query }: PrefetchContext): Promise<void> {
  const args = searchPageArgs(iso, query, language);
  if (args) await prefetchQuery(store.dispatch(searchApi.endpoints.search.initiate(args)));
}
