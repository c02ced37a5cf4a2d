import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import { SEARCH_TYPES, type ProductCard, type SearchResponse, type StorefrontCode } from '@storefront/shared-contracts';
import { hitDetailStyles, hitListStyles, otherHitItems } from './search-hit-items';

const Group = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  > h2 {
    font-size: 1.25rem;
    margin: 0 0 ${({ theme }) => theme.space(3)};
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(2)};
  }
  > ul {
    ${hitListStyles(3)}
  }
  > ul a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    font-weight: 600;
  }
  ${hitDetailStyles}
`;

interface Props {
  results: SearchResponse;
  storefront: StorefrontCode;
  /** The strains' cards (the listing's grid, which the page composes in). */
  renderStrains: (strains: ProductCard[]) => ReactNode;
}

/** One page of every type's hits, each type under its heading with its total; types with none here are left out. */
export function SearchPageResults({ results, storefront, renderStrains }: Props) {
  const intl = useIntl();
  const totals = results.totals;
  const lists = otherHitItems(results, storefront, {
    collection: (collection) => collection.description,
    post: (post) => post.excerpt,
  });
  return (
    <div data-testid="search-page-results">
      {SEARCH_TYPES.filter((type) => results[type].length > 0).map((type) => (
        <Group key={type} aria-labelledby={`search-page-${type}`} data-testid={`search-page-group-${type}`}>
          <h2 id={`search-page-${type}`}>
            {intl.formatMessage({ id: `catalog.search.type.${type}` })}
            <small data-testid="search-page-group-total">
              <FormattedMessage
                id="catalog.searchPage.count"
                values={{ amount: totals?.[type] ?? results[type].length }}
              />
            </small>
          </h2>
          {type === 'strains' ? renderStrains(results.strains) : <ul>{lists[type]}</ul>}
        </Group>
      ))}
    </div>
  );
}
