import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { ProductCard as ProductCardData } from '@storefront/shared-contracts';
// A subpath module bundled by the areas: what it needs of the root comes through the shared package
// itself (one react-intl, one theme), never by relative path (that would bundle a second copy).
import { Money } from '@storefront/shared-ui';

export type ProductCardVariant = 'normal' | 'inline' | 'small';

const Card = styled.article<{ $variant: ProductCardVariant }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  display: flex;
  flex-direction: column;
  position: relative;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    display: block;
    background: ${({ theme }) => theme.colors.subtle};
  }
  h3 {
    font-size: 1rem;
    margin: 0;
  }
  ${({ $variant }) =>
    $variant === 'inline' &&
    css`
      flex-direction: row;
      align-items: center;
      border: 0;
      img {
        width: 64px;
        flex: 0 0 64px;
        border-radius: 4px;
      }
    `}
  ${({ $variant }) =>
    $variant === 'small' &&
    css`
      h3 {
        font-size: 0.9rem;
      }
    `}
`;

/** The card's action (the wishlist heart), over the image's top right corner. */
const Action = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
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

/** Rendered size of each variant's image (the files are 480 px and 960 px, served at densities 1 and 2). */
const INLINE_IMAGE_SIZE = 64;

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
  /**
   * `normal` in listings (image above), `inline` in lists such as search results (small image beside the
   * text), `small` in rows of related strains (compact, no meta line). Default `normal`.
   */
  variant?: ProductCardVariant;
  /** A control over the image's corner (the wishlist heart, rendered by the area); not in the inline variant. */
  action?: ReactNode;
}

/**
 * A product card in its normal, inline or small variant. The image always carries width and height
 * (nothing shifts when it arrives) and a density-1/2 `srcset` of webp files.
 */
export function ProductCard({
  product,
  renderLink,
  fromLabel,
  meta,
  imageLoading = 'lazy',
  variant = 'normal',
  action,
}: ProductCardProps) {
  const { image } = product;
  const size =
    variant === 'inline'
      ? { width: INLINE_IMAGE_SIZE, height: INLINE_IMAGE_SIZE }
      : { width: image.width, height: image.height };
  return (
    <Card data-testid="product-card-item" data-variant={variant} $variant={variant}>
      <img
        src={image.src}
        srcSet={`${image.src} 1x, ${image.src2x} 2x`}
        {...size}
        alt={image.alt}
        loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
        // The page's LCP image is decoded with the frame that shows it; the others off the critical path.
        {...(imageLoading === 'priority' ? { fetchPriority: 'high' as const } : { decoding: 'async' as const })}
      />
      {action && variant !== 'inline' ? <Action>{action}</Action> : null}
      <Content>
        <h3>{renderLink(product.name)}</h3>
        {variant === 'small' ? null : meta}
        <Price data-testid="product-card-price">{fromLabel(<Money value={product.fromPrice} />)}</Price>
      </Content>
    </Card>
  );
}
