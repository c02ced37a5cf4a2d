import {
  buildPath,
  SHOP_NAME,
  type ContentPageRouteId,
  type HeadContext,
  type PageHead,
} from '@storefront/shared-contracts';
import { contentApi } from '../api/content-api';
import { breadcrumbList } from './blog-heads';

type ContentState = Parameters<ReturnType<typeof contentApi.endpoints.getContentPage.select>>[0];

/** schema.org Organization: the shop, on our story. */
export function organization(ctx: HeadContext): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SHOP_NAME,
    url: `${ctx.origin}${buildPath('index', ctx.storefront)}`,
    foundingDate: '2012',
    address: { '@type': 'PostalAddress', addressCountry: 'NL' },
  };
}

/** A content page's head: its title and summary in the page's language, hreflang for its languages, breadcrumbs. */
export function contentPageHead(routeId: ContentPageRouteId) {
  return (ctx: HeadContext): PageHead | null => {
    const args = { iso: ctx.iso, lang: ctx.language, routeId };
    const { data } = contentApi.endpoints.getContentPage.select(args)(ctx.state as ContentState);
    if (!data) return null;
    const crumbs = breadcrumbList(ctx, [{ name: data.title, path: buildPath(routeId, ctx.storefront) }]);
    return {
      title: data.title,
      description: data.summary,
      languages: data.languages,
      jsonLd: routeId === 'our-story' ? [organization(ctx), crumbs] : [crumbs],
    };
  };
}
