import { CONTRACT_VERSION, isNotFoundError, type AreaModule, type AreaPage, type PrefetchContext } from '@storefront/shared-contracts';
import { catalogApi } from '../features/catalog/api/catalog-api';
import { listingArgs } from '../features/listing/listing-args';
import { loadCatalogMessages } from '../i18n/load-messages';

async function prefetchCollections({ store, iso }: PrefetchContext) {
  const request = store.dispatch(catalogApi.endpoints.getCollections.initiate(iso));
  await request;
  request.unsubscribe();
}

async function prefetchListing({ store, iso, params, query }: PrefetchContext) {
  const request = store.dispatch(catalogApi.endpoints.getListing.initiate(listingArgs(iso, params, query)));
  const result = await request;
  request.unsubscribe();
  return { notFound: isNotFoundError(result.error) };
}

const listingPage: AreaPage = { load: () => import('../routes/listing-page'), prefetch: prefetchListing };

/** The catalogue area: home, collections and listings (search panel and price list come next). */
const area: AreaModule = {
  contractVersion: CONTRACT_VERSION,
  setup: ({ store }) => store.inject(catalogApi),
  pages: {
    index: { load: () => import('../routes/home-page'), prefetch: prefetchCollections },
    collections: { load: () => import('../routes/collections-page'), prefetch: prefetchCollections },
    'collections-all': listingPage,
    'collections-slug': listingPage,
    'collections-slug-page': listingPage,
  },
  messages: loadCatalogMessages,
};

export default area;
