import { CardGrid, FormattedMessage, useIntl } from '@storefront/shared-ui';
import { WishlistHeart } from '@storefront/shared-ui/wishlist-heart';
import { buildPath, type ProductCard as ProductCardData, type StorefrontCode } from '@storefront/shared-contracts';
import { Link } from '@storefront/shared-ui';
import { ProductCard } from '@storefront/shared-ui/product-card';

export function ProductGrid({ products, storefront }: { products: ProductCardData[]; storefront: StorefrontCode }) {
  const intl = useIntl();
  return (
    <CardGrid $min="200px">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            imageLoading={index === 0 ? 'priority' : index < 4 ? 'eager' : 'lazy'}
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
        </li>
      ))}
    </CardGrid>
  );
}
