import { CardGrid, FormattedMessage, useIntl } from '@storefront/shared-ui';
import { WishlistHeart } from '@storefront/shared-ui/wishlist-heart';
import styled from 'styled-components';
import { buildPath, type ProductCard as ProductCardData, type StorefrontCode } from '@storefront/shared-contracts';
import { Link } from '@storefront/shared-ui';
import { ProductCard } from '@storefront/shared-ui/product-card';

/** The cards a phone shows first (one column) and a desktop's first row: eager images, always rendered. */
const FIRST_CARDS = 4;

/**
 * A card below the first screen: the browser skips its style, layout and paint until it comes near the
 * viewport (`content-visibility: auto`: most of a listing's load was laying out 24 cards of which a
 * phone shows two). It keeps its place with the card's height (measured: 432-484 px on a phone's one column,
 * 325-364 px from `md`), and `auto` keeps its real height once it has been rendered. Still in the DOM and the
 * accessibility tree; find-in-page and focus render it.
 */
const Item = styled.li<{ $deferred: boolean }>`
  ${({ $deferred, theme }) =>
    $deferred &&
    `
    content-visibility: auto;
    contain-intrinsic-size: auto 480px;
    @media (min-width: ${theme.breakpoints.md}) {
      contain-intrinsic-size: auto 350px;
    }
  `}
`;

export function ProductGrid({ products, storefront }: { products: ProductCardData[]; storefront: StorefrontCode }) {
  const intl = useIntl();
  return (
    <CardGrid $min="200px">
      {products.map((product, index) => (
        <Item key={product.id} $deferred={index >= FIRST_CARDS}>
          <ProductCard
            product={product}
            imageLoading={index === 0 ? 'priority' : index < FIRST_CARDS ? 'eager' : 'lazy'}
            renderLink={(children) => (
              <Link to={buildPath('product-slug', storefront, { slug: product.slug })} data-testid="product-card">
                {children}
              </Link>
            )}
            fromLabel={(price) => <FormattedMessage id="catalog.card.from" values={{ price }} />}
            meta={<FormattedMessage id={`catalog.floweringType.${product.floweringType}`} />}
            action={
              <WishlistHeart
                productId={product.id}
                productName={product.name}
                addLabel={intl.formatMessage({ id: 'catalog.wishlist.add' }, { name: product.name })}
                removeLabel={intl.formatMessage({ id: 'catalog.wishlist.remove' }, { name: product.name })}
              />
            }
          />
        </Item>
      ))}
    </CardGrid>
  );
}
