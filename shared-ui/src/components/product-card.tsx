import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ProductCard as ProductCardData } from '@storefront/shared-contracts';
import { HIGH_FETCH_PRIORITY } from '../fetch-priority';
import { Money } from './money';

const Card = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  display: flex;
  flex-direction: column;
  img { width: 100%; height: auto; aspect-ratio: 1; display: block; background: ${({ theme }) => theme.colors.subtle}; }
  h3 { font-size: 1rem; margin: 0; }
`;

const Content = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Price = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.brandDark};
`;

export interface ProductCardProps {
  product: ProductCardData;
  /** The link to the product, rendered by the area (it owns routing). */
  renderLink: (children: ReactNode) => ReactNode;
  /** Translated "from" label, e.g. "From {price}". */
  fromLabel: (price: ReactNode) => ReactNode;
  meta?: ReactNode;
  /**
   * How the image loads: `priority` for the one card whose image is the page's LCP element (eager, high
   * fetch priority, as the edge preloads it), `eager` for the rest of the first row, `lazy` below.
   */
  imageLoading?: 'priority' | 'eager' | 'lazy';
}

/** The normal product card (inline and small variants come with the catalogue issue). */
export function ProductCard({ product, renderLink, fromLabel, meta, imageLoading = 'lazy' }: ProductCardProps) {
  const { image } = product;
  return (
    <Card data-testid="product-card-item">
      <img
        src={image.src}
        srcSet={`${image.src} 1x, ${image.src2x} 2x`}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
        {...(imageLoading === 'priority' ? HIGH_FETCH_PRIORITY : {})}
        decoding="async"
      />
      <Content>
        <h3>{renderLink(product.name)}</h3>
        {meta}
        <Price data-testid="product-card-price">{fromLabel(<Money value={product.fromPrice} />)}</Price>
      </Content>
    </Card>
  );
}
