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

interface ListingProps {
  storefront: StorefrontCode;
  slug: string;
  search: string;
}

interface OwnUrlProps {
  /** The URL of page `n` of a page that is not a listing (the search results' `?page=`). */
  pageHref: (n: number) => string;
}

type Props = (ListingProps | OwnUrlProps) & { page: number; pageCount: number };

/** Real URLs per page (`/collections/{slug}/{page}`, keeping sort and filters, or the page's own `pageHref`). */
export function Pagination(props: Props) {
  const { page, pageCount } = props;
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const href =
    'pageHref' in props
      ? props.pageHref
      : (n: number) =>
          (n === 1
            ? buildPath('collections-slug', props.storefront, { slug: props.slug })
            : buildPath('collections-slug-page', props.storefront, { slug: props.slug, page: n })) + props.search;
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
