import { CONTRACT_VERSION, prefetchQuery, type AreaModule, type PrefetchContext } from '@storefront/shared-contracts';
import { productApi, productArgs } from '../api/product-api';
import { productHead } from '../routes/product-head';
import { reviewsApi, reviewsArgs } from '../features/reviews/api/reviews-api';
import { requestedReviewsPage, reviewsPageWithin } from '../features/reviews/reviews-page';
import { loadProductMessages } from '../i18n/load-messages';

/**
 * The product, and the reviews page its address asks for (`?reviews-page=`, the pager's links) when that is not
 * page 1, which comes with the product: the server renders it, so the pager works without JavaScript. Asked for
 * once the product says how many pages there are, so an edited address shows the nearest page, never an error.
 */
async function prefetchProduct({ store, iso, language, params, query }: PrefetchContext) {
  const slug = params.slug ?? '';
  let pageCount = 0;
  const result = await prefetchQuery(
    store.dispatch(productApi.endpoints.getProduct.initiate(productArgs(iso, slug, language))),
    (product) => {
      pageCount = product.reviews.pageCount;
    },
  );
  const page = reviewsPageWithin(requestedReviewsPage(query), pageCount);
  if (page > 1) {
    await prefetchQuery(
      store.dispatch(reviewsApi.endpoints.getReviews.initiate(reviewsArgs(iso, slug, page, language))),
    );
  }
  return result;
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
