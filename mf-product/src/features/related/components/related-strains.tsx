import { CardGrid, FormattedMessage } from '@storefront/shared-ui';
import styled from 'styled-components';
import { buildPath, type ProductDetail, type StorefrontCode } from '@storefront/shared-contracts';
import { Link } from '@storefront/shared-ui';
import { ProductCard } from '@storefront/shared-ui/product-card';

const Row = styled(CardGrid).attrs({ $min: '150px', $gap: 3 })``;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    text-decoration: none;
  }
`;

/** Related Strains as small product cards. */
export function RelatedStrains({ product, storefront }: { product: ProductDetail; storefront: StorefrontCode }) {
  if (product.relatedStrains.length === 0) return null;
  return (
    <section aria-labelledby="related-strains" data-testid="related-strains">
      <h2 id="related-strains">
        <FormattedMessage id="product.related.strains" />
      </h2>
      <Row>
        {product.relatedStrains.map((strain) => (
          <li key={strain.id}>
            <ProductCard
              product={strain}
              variant="small"
              renderLink={(children) => (
                <Link to={buildPath('product-slug', storefront, { slug: strain.slug })} data-testid="related-strain">
                  {children}
                </Link>
              )}
              fromLabel={(price) => <FormattedMessage id="product.card.from" values={{ price }} />}
            />
          </li>
        ))}
      </Row>
    </section>
  );
}

/** Related Collections as links to their listings. */
export function RelatedCollections({ product, storefront }: { product: ProductDetail; storefront: StorefrontCode }) {
  if (product.relatedCollections.length === 0) return null;
  return (
    <section aria-labelledby="related-collections" data-testid="related-collections">
      <h2 id="related-collections">
        <FormattedMessage id="product.related.collections" />
      </h2>
      <Chips>
        {product.relatedCollections.map((collection) => (
          <li key={collection.slug}>
            <Link
              to={buildPath('collections-slug', storefront, { slug: collection.slug })}
              data-testid="related-collection"
            >
              {collection.name}
            </Link>
          </li>
        ))}
      </Chips>
    </section>
  );
}
