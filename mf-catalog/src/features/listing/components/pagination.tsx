import { useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import { buildPath, type StorefrontCode } from '@storefront/shared-contracts';
import { Link } from '@storefront/shared-ui';

const Nav = styled.nav`
  margin: ${({ theme }) => theme.space(6)} 0;
  ol {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    list-style: none;
    padding: 0;
    flex-wrap: wrap;
  }
  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${({ theme }) => theme.touchTarget};
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  [aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
  }
`;

interface Props {
  storefront: StorefrontCode;
  slug: string;
  page: number;
  pageCount: number;
  search: string;
}

/** Real URLs per page (`/collections/{slug}/{page}`), keeping sort and filters. */
export function Pagination({ storefront, slug, page, pageCount, search }: Props) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const href = (n: number) =>
    (n === 1
      ? buildPath('collections-slug', storefront, { slug })
      : buildPath('collections-slug-page', storefront, { slug, page: n })) + search;
  return (
    <Nav aria-label={intl.formatMessage({ id: 'catalog.pagination.label' })} data-testid="pagination">
      <ol>
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link to={href(n)} aria-label={intl.formatMessage({ id: 'catalog.pagination.page' }, { page: n })}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </Nav>
  );
}
