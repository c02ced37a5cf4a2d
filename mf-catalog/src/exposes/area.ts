import {
  CONTRACT_VERSION,
  prefetchQuery,
  type AreaModule,
  type AreaPage,
  type AreaSetupContext,
  type PrefetchContext,
} from '@storefront/shared-contracts';
import { catalogApi, collectionsArgs } from '../api/catalog-api';
import { homeApi, homeArgs } from '../features/home/home-api';
import { listingArgs } from '../lib/listing-args';
import { collectionsHead, homeHead, listingHead, priceListHead, seedfinderHead } from '../routes/catalog-heads';
import { loadCatalogMessages } from '../i18n/load-messages';
import { searchHead } from '../features/search/search-head';

async function prefetchCollections({ store, iso, language }: PrefetchContext) {
  await prefetchQuery(store.dispatch(catalogApi.endpoints.getCollections.initiate(collectionsArgs(iso, language))));
}

/** The home's blocks, resolved by the api (collections, carousels): the server renders them all. */
async function prefetchHome({ store, iso, language }: PrefetchContext) {
  await prefetchQuery(store.dispatch(homeApi.endpoints.getHome.initiate(homeArgs(iso, language))));
}

async function prefetchListing({ store, iso, language, params, query }: PrefetchContext) {
  // `/collections/x/0` matches the route's digits but is no page.
  if (params.page !== undefined && !(Number(params.page) >= 1)) return { notFound: true };
  return prefetchQuery(
    store.dispatch(catalogApi.endpoints.getListing.initiate(listingArgs(iso, params, query, language))),
  );
}

async function prefetchPriceList({ store, iso, query }: PrefetchContext) {
  // The endpoint is injected by its own chunk: price-list code stays off other pages' first load.
  const { priceListApi, priceListArgs } = await import(
    /* webpackChunkName: "page-price-list" */ '../features/price-list/api/price-list-api'
  );
  await prefetchQuery(store.dispatch(priceListApi.endpoints.getPriceList.initiate(priceListArgs(iso, query))));
}

/** The Seedfinder as a modal over any page: its code loads when it is first opened. */
function openSeedfinderModal({ store, bus }: AreaSetupContext) {
  return bus.on('catalog:open-seedfinder', () => {
    void import(/* webpackChunkName: "seedfinder-modal" */ '../features/seedfinder/show-seedfinder-modal').then(
      ({ showSeedfinderModal }) => showSeedfinderModal({ store, bus }),
    );
  });
}

const listingPage: AreaPage = {
  chunk: 'page-listing',
  load: () => import(/* webpackChunkName: "page-listing" */ '../routes/listing-page'),
  prefetch: prefetchListing,
  head: listingHead,
};

/** The catalogue area: home, collections, listings, the price list, the search panel and its results page. */
const area: AreaModule = {
  contractVersion: CONTRACT_VERSION,
  setup: (context) => {
    context.store.inject(catalogApi);
    return openSeedfinderModal(context);
  },
  pages: {
    index: {
      chunk: 'page-home',
      load: () => import(/* webpackChunkName: "page-home" */ '../routes/home-page'),
      prefetch: prefetchHome,
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
    'price-list': {
      chunk: 'page-price-list',
      load: () => import(/* webpackChunkName: "page-price-list" */ '../routes/price-list-page'),
      prefetch: prefetchPriceList,
      head: priceListHead,
    },
    seedfinder: {
      chunk: 'page-seedfinder',
      load: () => import(/* webpackChunkName: "page-seedfinder" */ '../routes/seedfinder-page'),
      // The prefetch comes with the page's chunk: the Seedfinder's code stays off other pages' first load.
      prefetch: (context) =>
        import(/* webpackChunkName: "page-seedfinder" */ '../features/seedfinder/prefetch').then((m) =>
          m.prefetchSeedfinder(context),
        ),
      head: seedfinderHead,
    },
    search: {
      chunk: 'page-search',
      load: () => import(/* webpackChunkName: "page-search" */ '../routes/search-page'),
      // The prefetch and head come with the page's chunk: search code stays off other pages' first load.
      prefetch: (context) =>
        import(/* webpackChunkName: "page-search" */ '../features/search/prefetch').then((m) =>
          m.prefetchSearchPage(context),
        ),
      head: searchHead,
    },
  },
  slots: {
    // Loaded when the search drawer opens (the drawer renders its content only while open).
    'panel:search': () =>
      import(/* webpackChunkName: "slot-search-panel" */ '../features/search/components/search-panel'),
  },
  messages: loadCatalogMessages,
};

export default area;
