import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { buildPath, useEventBus, useStorefront, type PageProps } from '@storefront/shared-contracts';
import { Button, HIGH_FETCH_PRIORITY, Link, Money } from '@storefront/shared-ui';
import { useGetProductQuery } from '../features/product/api/product-api';
import { PackSelector } from '../features/product/components/pack-selector';
import { StrainProfile } from '../features/product/components/strain-profile';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  img { width: 100%; height: auto; border-radius: ${({ theme }) => theme.radius}; background: ${({ theme }) => theme.colors.subtle}; }
`;

const Price = styled.p`
  font-size: 1.5rem;
  font-weight: 800;
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

/** `/product/{slug}`: name, strain profile, seed-pack selector, price, add to cart. */
export default function ProductPage({ params }: PageProps) {
  const intl = useIntl();
  const bus = useEventBus();
  const storefront = useStorefront();
  const slug = params.slug ?? '';
  const { data: product, isError } = useGetProductQuery({ iso: storefront.iso, slug });
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
      <nav aria-label={intl.formatMessage({ id: 'product.breadcrumbs' })}>
        <Link to={buildPath('index', storefront.code)}>
          <FormattedMessage id="product.home" />
        </Link>{' '}
        / <span aria-current="page">{product.name}</span>
      </nav>
      <Layout>
        <img
          src={image.src}
          srcSet={`${image.src} 1x, ${image.src2x} 2x`}
          width={image.width}
          height={image.height}
          alt={image.alt}
          {...HIGH_FETCH_PRIORITY}
        />
        <div>
          <h1 data-testid="product-name">{product.name}</h1>
          <p>
            <FormattedMessage id="product.rating" values={{ rating: product.rating.toFixed(1), count: product.reviewCount }} />
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
        </div>
      </Layout>
      <section>
        <h2>
          <FormattedMessage id="product.tabs.description" />
        </h2>
        <p>{product.description}</p>
      </section>
      <StrainProfile profile={product.profile} />
      {product.alternative ? (
        <p>
          <Link to={buildPath('product-slug', storefront.code, { slug: product.alternative.slug })} data-testid="alternative-link">
            {product.alternative.name}
          </Link>
        </p>
      ) : null}
    </article>
  );
}
