import type { ReactNode } from 'react';
import styled from 'styled-components';
import { buildPath, type ContentBlock, type StorefrontCode } from '@storefront/shared-contracts';
import { Link } from '@storefront/shared-ui';
import { ProductCard } from '@storefront/shared-ui/product-card';
import { BlockSection, type BlockProps } from './block-section';

const Carousel = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(200px, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  list-style: none;
  padding: 0 0 ${({ theme }) => theme.space(2)};
  li {
    scroll-snap-align: start;
    /* Cards of one row are equally tall, whatever their names' lengths. */
    display: flex;
    > * {
      flex: 1;
    }
  }
`;

export interface ProductCarouselBlockProps extends BlockProps<Extract<ContentBlock, { type: 'product-carousel' }>> {
  storefront: StorefrontCode;
  /** The area's translated "From {price}". */
  fromLabel: (price: ReactNode) => ReactNode;
  /** The area's translated link to the whole collection, e.g. "View all of {name}". */
  viewCollectionLabel: string;
}

/** `product-carousel`: a row of small product cards that scrolls sideways, and a link to the collection. */
export function ProductCarouselBlock({
  block,
  headingId,
  storefront,
  fromLabel,
  viewCollectionLabel,
}: ProductCarouselBlockProps) {
  return (
    <BlockSection data-block="product-carousel" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      {/* Focusable: keyboard users scroll the row (a scrollable region must be reachable). */}
      <Carousel tabIndex={0} aria-labelledby={headingId}>
        {block.products.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              variant="small"
              renderLink={(children) => (
                <Link to={buildPath('product-slug', storefront, { slug: product.slug })}>{children}</Link>
              )}
              fromLabel={fromLabel}
            />
          </li>
        ))}
      </Carousel>
      <p>
        <Link to={buildPath('collections-slug', storefront, { slug: block.collection.slug })}>
          {viewCollectionLabel}
        </Link>
      </p>
    </BlockSection>
  );
}
