import { FormattedMessage, useIntl, useLocation } from '@storefront/shared-ui';
import styled from 'styled-components';
import {
  buildPath,
  sharedSelectors,
  useEventBus,
  useStorefront,
  type PageProps,
  useStorefrontSelector,
} from '@storefront/shared-contracts';
import { WishlistHeart } from '@storefront/shared-ui/wishlist-heart';
import { AlternativeLink } from '../features/cross-link/components/alternative-link';
import { productArgs, useGetProductQuery } from '../api/product-api';
import { useAddToCart } from '../features/product/use-add-to-cart';
import { Breadcrumbs } from '../features/product/components/breadcrumbs';
import { AddedNotice, EarlyAddedNotices } from '../features/product/components/added-notice';
import { OrderForm } from '../features/product/components/order-form';
import { readAddResult } from '../features/product/add-result';
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

/** `/product/{slug}`: breadcrumbs, ordering (packs, price, add to cart), cross-link, tabs, related strains and collections. */
export default function ProductPage({ params }: PageProps) {
  const intl = useIntl();
  const bus = useEventBus();
  const storefront = useStorefront();
  const slug = params.slug ?? '';
  const language = useStorefrontSelector((state) => sharedSelectors.selectLanguage(state));
  const { data: product, isError } = useGetProductQuery(productArgs(storefront.iso, slug, language));
  const { search } = useLocation();
  const formAction = `/api/${storefront.iso}/cart/form-add`;
  // The notice of a form post (`?added=`) stays until closed, or until an add on the hydrated page replaces it.
  const { add, dismissed: noticeDismissed, answered } = useAddToCart(formAction);

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
  const image = product.images[0]!;
  const result = readAddResult(
    search,
    product.packs.map((p) => p.id),
  );
  const addedPack = noticeDismissed ? undefined : product.packs.find((p) => p.id === result.addedPackId);

  const checkoutHref = buildPath('checkout', storefront.code);
  const closeHref = buildPath('product-slug', storefront.code, { slug: product.slug });

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
          <OrderForm
            product={product}
            action={formAction}
            initialPackId={result.chosenPackId}
            refusal={noticeDismissed ? null : result.refusal}
            onAdd={(pack, form) => add(product, pack, form)}
          />
          <AlternativeLink product={product} storefront={storefront.code} />
        </div>
      </Layout>
      {addedPack ? (
        <AddedNotice product={product} pack={addedPack} checkoutHref={checkoutHref} closeHref={closeHref} />
      ) : null}
      <EarlyAddedNotices
        product={product}
        checkoutHref={checkoutHref}
        closeHref={closeHref}
        dismissed={noticeDismissed}
        shown={answered}
        onViewCart={() => bus.emit('ui:open-panel', { panel: 'cart' })}
      />
      <ProductTabs product={product} />
      <RelatedStrains product={product} storefront={storefront.code} />
      <RelatedCollections product={product} storefront={storefront.code} />
    </article>
  );
}
