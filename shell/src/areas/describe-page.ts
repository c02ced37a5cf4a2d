import { createIntl } from '@storefront/shared-ui';
import { intlLocaleFor, type AreaPage, type HeadContext, type PageHead } from '@storefront/shared-contracts';

/**
 * A page's head from what its prefetch stored, with the area's messages in the page's language: the one way the
 * server (before the HTML goes out) and the browser (after a navigation) describe a page.
 */
export function describePage(
  page: AreaPage | undefined,
  context: Omit<HeadContext, 'formatMessage'>,
  messages: Record<string, string>,
): PageHead | null {
  if (!page?.head) return null;
  const intl = createIntl({ locale: intlLocaleFor(context.storefront, context.language), messages });
  const formatMessage = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return page.head({ ...context, formatMessage }) ?? null;
}
