import type { RouteId } from '../routes/route-table';

/**
 * Static pages whose text the api serves (table `content_pages`), by route id of {@link ROUTES}:
 * the UI builds the localized path from the id (`our-story` -> `/de/unsere-geschichte`).
 */
export const CONTENT_PAGE_ROUTE_IDS = [
  'our-story',
  'shipping-delivery',
  'payment-processing',
  'faq',
  'refund-policy',
  'return-policy',
  'privacy-policy',
  'terms-conditions',
  'affiliates',
  'work-careers',
  'discount-codes',
  'price-list',
  'seedfinder',
  'contact',
  'order-status',
  'reviews',
] as const satisfies readonly RouteId[];
export type ContentPageRouteId = (typeof CONTENT_PAGE_ROUTE_IDS)[number];
