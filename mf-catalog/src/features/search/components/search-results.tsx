import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import {
  buildPath,
  SEARCH_TYPES,
  type SearchResponse,
  type SearchType,
  type StorefrontCode,
} from '@storefront/shared-contracts';
import { hitDetailStyles, hitListStyles, otherHitItems } from './search-hit-items';
import { Link } from '@storefront/shared-ui';
import { ProductCard } from '@storefront/shared-ui/product-card';

const Group = styled.section`
  margin-top: ${({ theme }) => theme.space(5)};
  > h3 {
    font-size: 0.95rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.muted};
  }
  ul {
    ${hitListStyles(2)}
  }
  p {
    margin: 0;
  }
  ${hitDetailStyles}
`;

interface Props {
  results: SearchResponse;
  storefront: StorefrontCode;
  /** Called when the shopper follows a result (the panel closes). */
  onNavigate: () => void;
}

/** Results grouped by type; an empty type says "No {type} found for {keyword}". */
export function SearchResults({ results, storefront, onNavigate }: Props) {
  const intl = useIntl();
  const items: Record<SearchType, ReactNode[]> = {
    strains: results.strains.map((strain) => (
      <li key={strain.id}>
        <ProductCard
          product={strain}
          variant="inline"
          renderLink={(children) => (
            <Link
              to={buildPath('product-slug', storefront, { slug: strain.slug })}
              onClick={onNavigate}
              data-testid="search-strain"
            >
              {children}
            </Link>
          )}
          fromLabel={(price) => <FormattedMessage id="catalog.card.from" values={{ price }} />}
          meta={<FormattedMessage id={`catalog.floweringType.${strain.floweringType}`} />}
        />
      </li>
    )),
    ...otherHitItems(results, storefront, { post: (post) => post.category.name }, onNavigate),
  };
  return (
    <div data-testid="search-results">
      {SEARCH_TYPES.map((type) => (
        <Group key={type} aria-labelledby={`search-group-${type}`} data-testid={`search-group-${type}`}>
          <h3 id={`search-group-${type}`}>{intl.formatMessage({ id: `catalog.search.type.${type}` })}</h3>
          {items[type].length > 0 ? (
            <ul>{items[type]}</ul>
          ) : (
            <p data-testid={`search-empty-${type}`}>
              {intl.formatMessage({ id: `catalog.search.none.${type}` }, { keyword: results.query })}
            </p>
          )}
        </Group>
      ))}
    </div>
  );
}
