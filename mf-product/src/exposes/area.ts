import { CONTRACT_VERSION, isNotFoundError, type AreaModule, type PrefetchContext } from '@storefront/shared-contracts';
import { productApi } from '../features/product/api/product-api';
import { loadProductMessages } from '../i18n/load-messages';

async function prefetchProduct({ store, iso, params }: PrefetchContext) {
  const request = store.dispatch(productApi.endpoints.getProduct.initiate({ iso, slug: params.slug ?? '' }));
  const result = await request;
  request.unsubscribe();
  return { notFound: isNotFoundError(result.error) };
}

/** The product area: the product page. */
const area: AreaModule = {
  contractVersion: CONTRACT_VERSION,
  setup: ({ store }) => store.inject(productApi),
  pages: {
    'product-slug': { load: () => import('../routes/product-page'), prefetch: prefetchProduct },
  },
  messages: loadProductMessages,
};

export default area;
