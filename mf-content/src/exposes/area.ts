import {
  CONTRACT_VERSION,
  isNotFoundError,
  type AreaModule,
  type HeadContext,
  type PrefetchContext,
} from '@storefront/shared-contracts';
import { contentApi } from '../api/content-api';
import { loadContentMessages } from '../i18n/load-messages';
import { languageOf } from '../lib/language';
import { authorsHead, authorsSlugHead, blogHead, blogSlugHead } from '../routes/blog-heads';

/** Waits for a dispatched query (the server render needs its data); a 404 from the api is the page's not-found. */
async function settle(request: PromiseLike<{ error?: unknown }> & { unsubscribe(): void }) {
  const result = await request;
  request.unsubscribe();
  return { notFound: isNotFoundError(result.error) };
}

const contentArgs = ({ store, iso }: PrefetchContext) => ({ iso, lang: languageOf(store.getState()) });

/** Puts the page's data in the store: the server renders with it, the browser starts from it. */
async function prefetchPage({ store, iso }: PrefetchContext) {
  const request = store.dispatch(contentApi.endpoints.getSettings.initiate({ iso }));
  await request;
  request.unsubscribe();
}

/** A page's title and description, in the page's language. */
const headOf =
  (page: string) =>
  ({ formatMessage }: HeadContext) => ({
    title: formatMessage(`content.${page}.title`),
    description: formatMessage(`content.${page}.description`),
  });

/** The content area: /reviews, /sitemap, /test123, /our-story, /affiliates, /work-careers, /blog, /blog/{slug}, /authors, /authors/{slug}, /discount-codes, /refund-policy, /return-policy, /privacy-policy, /terms-conditions, /shipping-delivery, /payment-processing. */
const area: AreaModule = {
  contractVersion: CONTRACT_VERSION,
  setup: ({ store }) => store.inject(contentApi),
  pages: {
    reviews: {
      chunk: 'page-reviews',
      load: () => import(/* webpackChunkName: "page-reviews" */ '../routes/reviews-page'),
      prefetch: prefetchPage,
      head: headOf('reviews'),
    },
    sitemap: {
      chunk: 'page-sitemap',
      load: () => import(/* webpackChunkName: "page-sitemap" */ '../routes/sitemap-page'),
      prefetch: prefetchPage,
      head: headOf('sitemap'),
    },
    test123: {
      chunk: 'page-test123',
      load: () => import(/* webpackChunkName: "page-test123" */ '../routes/test123-page'),
      prefetch: prefetchPage,
      head: headOf('test123'),
    },
    'our-story': {
      chunk: 'page-our-story',
      load: () => import(/* webpackChunkName: "page-our-story" */ '../routes/our-story-page'),
      prefetch: prefetchPage,
      head: headOf('ourStory'),
    },
    affiliates: {
      chunk: 'page-affiliates',
      load: () => import(/* webpackChunkName: "page-affiliates" */ '../routes/affiliates-page'),
      prefetch: prefetchPage,
      head: headOf('affiliates'),
    },
    'work-careers': {
      chunk: 'page-work-careers',
      load: () => import(/* webpackChunkName: "page-work-careers" */ '../routes/work-careers-page'),
      prefetch: prefetchPage,
      head: headOf('workCareers'),
    },
    blog: {
      chunk: 'page-blog',
      load: () => import(/* webpackChunkName: "page-blog" */ '../routes/blog-page'),
      prefetch: (ctx) => settle(ctx.store.dispatch(contentApi.endpoints.getBlogIndex.initiate(contentArgs(ctx)))),
      head: blogHead,
    },
    'blog-slug': {
      chunk: 'page-blog-slug',
      load: () => import(/* webpackChunkName: "page-blog-slug" */ '../routes/blog-slug-page'),
      prefetch: (ctx) =>
        settle(
          ctx.store.dispatch(
            contentApi.endpoints.getBlogEntry.initiate({ ...contentArgs(ctx), slug: ctx.params.slug ?? '' }),
          ),
        ),
      head: blogSlugHead,
    },
    authors: {
      chunk: 'page-authors',
      load: () => import(/* webpackChunkName: "page-authors" */ '../routes/authors-page'),
      prefetch: (ctx) => settle(ctx.store.dispatch(contentApi.endpoints.getAuthors.initiate(contentArgs(ctx)))),
      head: authorsHead,
    },
    'authors-slug': {
      chunk: 'page-authors-slug',
      load: () => import(/* webpackChunkName: "page-authors-slug" */ '../routes/authors-slug-page'),
      prefetch: (ctx) =>
        settle(
          ctx.store.dispatch(
            contentApi.endpoints.getAuthorPage.initiate({ ...contentArgs(ctx), slug: ctx.params.slug ?? '' }),
          ),
        ),
      head: authorsSlugHead,
    },
    'discount-codes': {
      chunk: 'page-discount-codes',
      load: () => import(/* webpackChunkName: "page-discount-codes" */ '../routes/discount-codes-page'),
      prefetch: prefetchPage,
      head: headOf('discountCodes'),
    },
    'refund-policy': {
      chunk: 'page-refund-policy',
      load: () => import(/* webpackChunkName: "page-refund-policy" */ '../routes/refund-policy-page'),
      prefetch: prefetchPage,
      head: headOf('refundPolicy'),
    },
    'return-policy': {
      chunk: 'page-return-policy',
      load: () => import(/* webpackChunkName: "page-return-policy" */ '../routes/return-policy-page'),
      prefetch: prefetchPage,
      head: headOf('returnPolicy'),
    },
    'privacy-policy': {
      chunk: 'page-privacy-policy',
      load: () => import(/* webpackChunkName: "page-privacy-policy" */ '../routes/privacy-policy-page'),
      prefetch: prefetchPage,
      head: headOf('privacyPolicy'),
    },
    'terms-conditions': {
      chunk: 'page-terms-conditions',
      load: () => import(/* webpackChunkName: "page-terms-conditions" */ '../routes/terms-conditions-page'),
      prefetch: prefetchPage,
      head: headOf('termsConditions'),
    },
    'shipping-delivery': {
      chunk: 'page-shipping-delivery',
      load: () => import(/* webpackChunkName: "page-shipping-delivery" */ '../routes/shipping-delivery-page'),
      prefetch: prefetchPage,
      head: headOf('shippingDelivery'),
    },
    'payment-processing': {
      chunk: 'page-payment-processing',
      load: () => import(/* webpackChunkName: "page-payment-processing" */ '../routes/payment-processing-page'),
      prefetch: prefetchPage,
      head: headOf('paymentProcessing'),
    },
  },
  messages: loadContentMessages,
};

export default area;
