import { useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import { buildPath, type ProductDetail, type StorefrontCode } from '@storefront/shared-contracts';
import { Link } from '@storefront/shared-ui';

const Trail = styled.nav`
  font-size: 0.9rem;
  margin: ${({ theme }) => theme.space(4)} 0;
  ol {
    display: flex;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space(2)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    min-width: ${({ theme }) => theme.touchTarget};
  }
  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Home › the product's first collection › the product (the same trail as the page's BreadcrumbList). */
export function Breadcrumbs({ product, storefront }: { product: ProductDetail; storefront: StorefrontCode }) {
  const intl = useIntl();
  const collection = product.relatedCollections[0];
  return (
    <Trail aria-label={intl.formatMessage({ id: 'product.breadcrumbs' })} data-testid="breadcrumbs">
      <ol>
        <li>
          <Link to={buildPath('index', storefront)}>{intl.formatMessage({ id: 'product.home' })}</Link>
        </li>
        {collection ? (
          <li>
            <Link to={buildPath('collections-slug', storefront, { slug: collection.slug })}>{collection.name}</Link>
          </li>
        ) : null}
        <li aria-current="page">{product.name}</li>
      </ol>
    </Trail>
  );
}
