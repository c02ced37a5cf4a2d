import { useState } from 'react';
import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import {
  sharedSelectors,
  useEventBus,
  useStorefront,
  type PageProps,
  useStorefrontSelector,
} from '@storefront/shared-contracts';
import { Button, Money } from '@storefront/shared-ui';
import { WishlistHeart } from '@storefront/shared-ui/wishlist-heart';
import { AlternativeLink } from '../features/cross-link/components/alternative-link';
import { productArgs, useGetProductQuery } from '../api/product-api';
import { Breadcrumbs } from '../features/product/components/breadcrumbs';
import { PackSelector } from '../features/product/components/pack-selector';
import { ProductTabs } from './product-tabs';
import { RelatedCollections, RelatedStrains } from '../features/related/components/related-strains';
import { ONE_DECIMAL } from '../lib/number-formats';

const NameRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h1 {
    min-width: 0;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  grid-template-columns: 1fr;
  margin-bottom: ${({ theme }) => theme.space(8)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  > img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.subtle};
  }
`;

const Price = styled.p`
  font-size: 1.5rem;
  font-weight: 800;
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

/** `/product/{slug}`: breadcrumbs, ordering (packs, price, add to cart), cross-link, tabs, related strains and collections. */
export default function ProductPage({ params }: PageProps) {
  const intl = useIntl();
  const bus = useEventBus();
  const storefront = useStorefront();
  const slug = params.slug ?? '';
  const language = useStorefrontSelector((state) => sharedSelectors.selectLanguage(state));
  const { data: product, isError } = useGetProductQuery(productArgs(storefront.iso, slug, language));
  const [chosenPackId, setChosenPackId] = useState<number | null>(null);

  if (isError && !product) {
    return (
      <p role="alert">
        <FormattedMessage id="product.error" />
      </p>
    );
  }
  if (!product) {
    return (
      <p role="status">
        <FormattedMessage id="product.loading" />
      </p>
    );
  }
  const pack = product.packs.find((p) => p.id === chosenPackId) ?? product.packs[0]!;
  const image = product.images[0]!;

  const addToCart = () => bus.emit('cart:add-item', { packId: pack.id, quantity: 1, productName: product.name });

  return (
    <article>
      <Breadcrumbs product={product} storefront={storefront.code} />
      <Layout>
        <img
          src={image.src}
          srcSet={`${image.src} 1x, ${image.src2x} 2x`}
          width={image.width}
          height={image.height}
          alt={image.alt}
          fetchPriority="high"
        />
        <div>
          <NameRow>
            <h1 data-testid="product-name">{product.name}</h1>
            <WishlistHeart
              productId={product.id}
              productName={product.name}
              addLabel={intl.formatMessage({ id: 'product.wishlist.add' }, { name: product.name })}
              removeLabel={intl.formatMessage({ id: 'product.wishlist.remove' }, { name: product.name })}
            />
          </NameRow>
          <p data-testid="product-rating">
            {product.reviewCount > 0 ? (
              <FormattedMessage
                id="product.rating"
                values={{ rating: intl.formatNumber(product.rating, ONE_DECIMAL), count: product.reviewCount }}
              />
            ) : (
              <FormattedMessage id="product.reviews.none" />
            )}
          </p>
          <h2>
            <FormattedMessage id="product.ordering" />
          </h2>
          <PackSelector packs={product.packs} selectedId={pack.id} onSelect={setChosenPackId} />
          <Price data-testid="product-price">
            <Money value={pack.price} />
          </Price>
          <Button type="button" onClick={addToCart} data-testid="add-to-cart" data-intent-command="cart:add-item">
            <FormattedMessage id="product.addToCart" />
          </Button>
          <AlternativeLink product={product} storefront={storefront.code} />
        </div>
      </Layout>
      <ProductTabs product={product} />
      <RelatedStrains product={product} storefront={storefront.code} />
      <RelatedCollections product={product} storefront={storefront.code} />
    </article>
  );
}
