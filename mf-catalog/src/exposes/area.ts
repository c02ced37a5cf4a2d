import { CONTRACT_VERSION, isNotFoundError, type AreaModule, type AreaPage, type PrefetchContext } from '@storefront/shared-contracts';
import { catalogApi } from '../features/catalog/api/catalog-api';
import { listingArgs } from '../features/listing/listing-args';
import { collectionsHead, homeHead, listingHead } from '../features/seo/catalog-heads';
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

const listingPage: AreaPage = {
  chunk: 'page-listing',
  load: () => import(/* webpackChunkName: "page-listing" */ '../routes/listing-page'),
  prefetch: prefetchListing,
  head: listingHead,
};

/** The catalogue area: home, collections and listings (search panel and price list come next). */
const area: AreaModule = {
  contractVersion: CONTRACT_VERSION,
  setup: ({ store }) => store.inject(catalogApi),
  pages: {
    index: {
      chunk: 'page-home',
      load: () => import(/* webpackChunkName: "page-home" */ '../routes/home-page'),
      prefetch: prefetchCollections,
      head: homeHead,
    },
    collections: {
      chunk: 'page-collections',
      load: () => import(/* webpackChunkName: "page-collections" */ '../routes/collections-page'),
      prefetch: prefetchCollections,
      head: collectionsHead,
    },
    'collections-all': listingPage,
    'collections-slug': listingPage,
    'collections-slug-page': listingPage,
  },
  messages: loadCatalogMessages,
};

export default area;
