import { createIntl } from '@storefront/shared-ui';
import {
  intlLocaleFor,
  STOREFRONTS,
  type AreaPage,
  type Language,
  type PageHead,
  type PrefetchContext,
  type StorefrontCode,
  type StorefrontStore,
} from '@storefront/shared-contracts';

/** What the shell knows of a page when it asks the page's area (or a frame area) for data and a head. */
export interface PageInput {
  store: StorefrontStore;
  storefront: StorefrontCode;
  /** The page's language: the route's on the server, the store's in the browser (the same for one page). */
  language: Language;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
}

/**
 * A page's prefetch context, filled once by the shell for the server render and for a navigation alike, so no
 * area works the language or the api tag out again (and each prefetch of a page gets the same ones).
 */
export function prefetchContextOf({ store, storefront, language, params, query }: PageInput): PrefetchContext {
  return { store, storefront, iso: STOREFRONTS[storefront].iso, language, params, query };
}

/**
 * A page's head from what its prefetch stored, in the prefetch's language, with the area's messages: the one way
 * the server (before the HTML goes out) and the browser (after a navigation) describe a page.
 */
export function describePage(
  page: AreaPage | undefined,
  { store, storefront, iso, language, params, query }: PrefetchContext,
  { messages, origin }: { messages: Record<string, string>; origin: string },
): PageHead | null {
  if (!page?.head) return null;
  const intl = createIntl({ locale: intlLocaleFor(storefront, language), messages });
  const formatMessage = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    page.head({ state: store.getState(), storefront, iso, language, params, query, origin, formatMessage }) ?? null
  );
}
