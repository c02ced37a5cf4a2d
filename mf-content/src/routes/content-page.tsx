import { FormattedMessage } from '@storefront/shared-ui';
import { useStorefront, type ContentPageRouteId } from '@storefront/shared-contracts';
import { useGetContentPageQuery } from '../api/content-api';
import { ContentBlocks } from '../features/blocks/content-blocks';
import { useLanguage } from '../lib/language';
import { QueryState } from '../lib/query-state';

/** A page assembled from content blocks (our story, policies, shop reviews ...), in the shopper's language. */
export function ContentPageView({ routeId }: { routeId: ContentPageRouteId }) {
  const { iso, code } = useStorefront();
  const lang = useLanguage();
  const { data, isError } = useGetContentPageQuery({ iso, lang, routeId });
  if (!data) return <QueryState isError={isError} />;
  return (
    <article data-testid={`content-page-${routeId}`} lang={data.language}>
      {data.language !== lang ? (
        <p role="note" data-testid="page-fallback" lang={lang}>
          <FormattedMessage id="content.page.notTranslated" />
        </p>
      ) : null}
      <h1>{data.title}</h1>
      <ContentBlocks blocks={data.blocks} storefront={code} />
    </article>
  );
}
