import styled from 'styled-components';
import { FormattedMessage } from '@storefront/shared-ui';
import { useStorefront, type ContentPageRouteId } from '@storefront/shared-contracts';
import { useGetContentPageQuery } from '../api/content-api';
import { ContentBlocks } from '../features/blocks/content-blocks';
import { useLanguage } from '../lib/language';
import { QueryState } from '../lib/query-state';

const Article = styled.article`
  h1 {
    /* Long German titles ("Zahlungsabwicklung") on a phone: hyphenated rather than cut anywhere. */
    hyphens: auto;
    overflow-wrap: break-word;
  }
`;

/** A page assembled from content blocks (our story, policies, shop reviews ...), in the shopper's language. */
export function ContentPageView({ routeId }: { routeId: ContentPageRouteId }) {
  const { iso, code } = useStorefront();
  const lang = useLanguage();
  const { data, isError } = useGetContentPageQuery({ iso, lang, routeId });
  if (!data) return <QueryState isError={isError} />;
  return (
    <Article data-testid={`content-page-${routeId}`} lang={data.language}>
      {data.language !== lang ? (
        <p role="note" data-testid="page-fallback" lang={lang}>
          <FormattedMessage id="content.page.notTranslated" />
        </p>
      ) : null}
      <h1>{data.title}</h1>
      <ContentBlocks blocks={data.blocks} storefront={code} />
    </Article>
  );
}
