import type { ReactNode } from 'react';
import { FormattedMessage, Link, useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import {
  buildPath,
  SEARCH_TYPES,
  type ProductCard,
  type SearchResponse,
  type SearchType,
  type StorefrontCode,
} from '@storefront/shared-contracts';

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
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
  }
  > ul a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    font-weight: 600;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
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
  const link = (to: string, children: ReactNode, testId: string) => (
    <Link to={to} data-testid={testId}>
      {children}
    </Link>
  );
  const lists: Record<Exclude<SearchType, 'strains'>, ReactNode[]> = {
    collections: results.collections.map((collection) => (
      <li key={collection.slug}>
        {link(
          buildPath('collections-slug', storefront, { slug: collection.slug }),
          collection.name,
          'search-collection',
        )}
        <small>{collection.description}</small>
      </li>
    )),
    posts: results.posts.map((post) => (
      <li key={post.slug}>
        {link(buildPath('blog-slug', storefront, { slug: post.slug }), post.title, 'search-post')}
        <small>{post.excerpt}</small>
      </li>
    )),
    pages: results.pages.map((page) => (
      <li key={page.routeId}>
        {link(buildPath(page.routeId, storefront), page.title, 'search-page')}
        <small>{page.summary}</small>
      </li>
    )),
  };
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
