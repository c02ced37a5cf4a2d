import type { ReactNode } from 'react';
import { Link } from '@storefront/shared-ui';
import { css } from 'styled-components';
import {
  buildPath,
  type SearchPost,
  type SearchResponse,
  type SearchType,
  type StorefrontCode,
} from '@storefront/shared-contracts';

type Collection = SearchResponse['collections'][number];

/** A group's list of hits (`gap` in theme steps) and the muted line under each hit. */
export const hitListStyles = (gap: number) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(gap)};
`;
export const hitDetailStyles = css`
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The line under a hit, per type; a type without one shows the link alone. */
export interface HitDetails {
  collection?: (collection: Collection) => ReactNode;
  post: (post: SearchPost) => ReactNode;
}

/**
 * The list items of the hits that are not strains (collections, posts, pages), as the search panel and the
 * results page both list them: a link with the test id the specs find it by, and the type's line under it.
 * `onNavigate` runs when a link is followed (the panel closes).
 */
export function otherHitItems(
  results: SearchResponse,
  storefront: StorefrontCode,
  details: HitDetails,
  onNavigate?: () => void,
): Record<Exclude<SearchType, 'strains'>, ReactNode[]> {
  const item = (key: string, to: string, label: ReactNode, testId: string, detail: ReactNode | undefined) => (
    <li key={key}>
      <Link to={to} onClick={onNavigate} data-testid={testId}>
        {label}
      </Link>
      {detail === undefined ? null : <small>{detail}</small>}
    </li>
  );
  const slugPath = (routeId: 'collections-slug' | 'blog-slug', slug: string) =>
    buildPath(routeId, storefront, { slug });
  return {
    collections: results.collections.map((c) =>
      item(c.slug, slugPath('collections-slug', c.slug), c.name, 'search-collection', details.collection?.(c)),
    ),
    posts: results.posts.map((p) =>
      item(p.slug, slugPath('blog-slug', p.slug), p.title, 'search-post', details.post(p)),
    ),
    pages: results.pages.map((page) =>
      item(page.routeId, buildPath(page.routeId, storefront), page.title, 'search-page', page.summary),
    ),
  };
}
