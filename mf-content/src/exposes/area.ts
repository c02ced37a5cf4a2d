import {
  buildPath,
  CONTRACT_VERSION,
  prefetchQuery,
  type AreaModule,
  type AreaPage,
  type ContentPageRouteId,
  type HeadContext,
  type PageHead,
  type PrefetchContext,
} from '@storefront/shared-contracts';
import { contentApi } from '../api/content-api';
import { loadContentMessages } from '../i18n/load-messages';
import { authorsHead, authorsSlugHead, blogHead, blogSlugHead, breadcrumbList } from '../routes/blog-heads';
import { contentPageHead } from '../routes/page-heads';

/** The api's content arguments: the storefront and the page's language, as the shell filled them in. */
const contentArgs = ({ iso, language }: PrefetchContext) => ({ iso, lang: language });

/** The sitemap's title and description, in the page's language, with its breadcrumbs. */
function sitemapHead(ctx: HeadContext): PageHead {
  const title = ctx.formatMessage('content.sitemap.title');
  return {
    title,
    description: ctx.formatMessage('content.sitemap.description'),
    jsonLd: [breadcrumbList(ctx, [{ name: title, path: buildPath('sitemap', ctx.storefront) }])],
  };
}

/** A page assembled from content blocks: its chunk's loader, the page's data and its head. */
function blockPage(routeId: ContentPageRouteId, chunk: string, load: AreaPage['load']): AreaPage {
  return {
    chunk,
    load,
    prefetch: (ctx) =>
      prefetchQuery(ctx.store.dispatch(contentApi.endpoints.getContentPage.initiate({ ...contentArgs(ctx), routeId }))),
    head: contentPageHead(routeId),
  };
}

/** The content area: the blog, the content pages (from content blocks), the sitemap and /test123. */
const area: AreaModule = {
  contractVersion: CONTRACT_VERSION,
  setup: ({ store }) => store.inject(contentApi),
  pages: {
    reviews: blockPage(
      'reviews',
      'page-reviews',
      () => import(/* webpackChunkName: "page-reviews" */ '../routes/reviews-page'),
    ),
    sitemap: {
      chunk: 'page-sitemap',
      load: () => import(/* webpackChunkName: "page-sitemap" */ '../routes/sitemap-page'),
      prefetch: (ctx) => prefetchQuery(ctx.store.dispatch(contentApi.endpoints.getSitemap.initiate(contentArgs(ctx)))),
      head: sitemapHead,
    },
    test123: {
      chunk: 'page-test123',
      load: () => import(/* webpackChunkName: "page-test123" */ '../routes/test123-page'),
      head: ({ formatMessage }) => ({ title: formatMessage('content.test123.title') }),
    },
    'our-story': blockPage(
      'our-story',
      'page-our-story',
      () => import(/* webpackChunkName: "page-our-story" */ '../routes/our-story-page'),
    ),
    affiliates: blockPage(
      'affiliates',
      'page-affiliates',
      () => import(/* webpackChunkName: "page-affiliates" */ '../routes/affiliates-page'),
    ),
    'work-careers': blockPage(
      'work-careers',
      'page-work-careers',
      () => import(/* webpackChunkName: "page-work-careers" */ '../routes/work-careers-page'),
    ),
    blog: {
      chunk: 'page-blog',
      load: () => import(/* webpackChunkName: "page-blog" */ '../routes/blog-page'),
      prefetch: (ctx) =>
        prefetchQuery(ctx.store.dispatch(contentApi.endpoints.getBlogIndex.initiate(contentArgs(ctx)))),
      head: blogHead,
    },
    'blog-slug': {
      chunk: 'page-blog-slug',
      load: () => import(/* webpackChunkName: "page-blog-slug" */ '../routes/blog-slug-page'),
      prefetch: (ctx) =>
        prefetchQuery(
          ctx.store.dispatch(
            contentApi.endpoints.getBlogEntry.initiate({ ...contentArgs(ctx), slug: ctx.params.slug ?? '' }),
          ),
        ),
      head: blogSlugHead,
    },
    authors: {
      chunk: 'page-authors',
      load: () => import(/* webpackChunkName: "page-authors" */ '../routes/authors-page'),
      prefetch: (ctx) => prefetchQuery(ctx.store.dispatch(contentApi.endpoints.getAuthors.initiate(contentArgs(ctx)))),
      head: authorsHead,
    },
    'authors-slug': {
      chunk: 'page-authors-slug',
      load: () => import(/* webpackChunkName: "page-authors-slug" */ '../routes/authors-slug-page'),
      prefetch: (ctx) =>
        prefetchQuery(
          ctx.store.dispatch(
            contentApi.endpoints.getAuthorPage.initiate({ ...contentArgs(ctx), slug: ctx.params.slug ?? '' }),
          ),
        ),
      head: authorsSlugHead,
    },
    'discount-codes': blockPage(
      'discount-codes',
      'page-discount-codes',
      () => import(/* webpackChunkName: "page-discount-codes" */ '../routes/discount-codes-page'),
    ),
    'refund-policy': blockPage(
      'refund-policy',
      'page-refund-policy',
      () => import(/* webpackChunkName: "page-refund-policy" */ '../routes/refund-policy-page'),
    ),
    'return-policy': blockPage(
      'return-policy',
      'page-return-policy',
      () => import(/* webpackChunkName: "page-return-policy" */ '../routes/return-policy-page'),
    ),
    'privacy-policy': blockPage(
      'privacy-policy',
      'page-privacy-policy',
      () => import(/* webpackChunkName: "page-privacy-policy" */ '../routes/privacy-policy-page'),
    ),
    'terms-conditions': blockPage(
      'terms-conditions',
      'page-terms-conditions',
      () => import(/* webpackChunkName: "page-terms-conditions" */ '../routes/terms-conditions-page'),
    ),
    'shipping-delivery': blockPage(
      'shipping-delivery',
      'page-shipping-delivery',
      () => import(/* webpackChunkName: "page-shipping-delivery" */ '../routes/shipping-delivery-page'),
    ),
    'payment-processing': blockPage(
      'payment-processing',
      'page-payment-processing',
      () => import(/* webpackChunkName: "page-payment-processing" */ '../routes/payment-processing-page'),
    ),
  },
  messages: loadContentMessages,
};

export default area;
