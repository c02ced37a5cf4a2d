import { CONTRACT_VERSION, prefetchQuery, type AreaModule, type PrefetchContext } from '@storefront/shared-contracts';
import { productApi, productArgs } from '../api/product-api';
import { productHead } from '../routes/product-head';
import { loadProductMessages } from '../i18n/load-messages';

async function prefetchProduct({ store, iso, language, params }: PrefetchContext) {
  return prefetchQuery(
    store.dispatch(productApi.endpoints.getProduct.initiate(productArgs(iso, params.slug ?? '', language))),
  );
}

/** The product area: the product page. */
const area: AreaModule = {
  contractVersion: CONTRACT_VERSION,
  setup: ({ store }) => store.inject(productApi),
  pages: {
    'product-slug': {
      chunk: 'page-product',
      load: () => import(/* webpackChunkName: "page-product" */ '../routes/product-page'),
      prefetch: prefetchProduct,
      head: productHead,
    },
  },
  messages: loadProductMessages,
};

export default area;
