import { useEventBus, useOnWishlist } from '@storefront/shared-contracts';
import styled from 'styled-components';
// A subpath module bundled by the areas: the root comes through the shared package itself.
import { UiIcon, visuallyHidden } from '@storefront/shared-ui';

const Heart = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.text};
    outline-offset: 2px;
  }
`;

const Label = styled.span`
  ${visuallyHidden}
`;

export interface WishlistHeartProps {
  productId: number;
  productName: string;
  /** Translated by the area, e.g. "Add White Widow to your wishlist" / "Remove ... from your wishlist". */
  addLabel: string;
  removeLabel: string;
  className?: string;
}

/**
 * The wishlist heart of a product card or page: filled when the product is on the wishlist (the shared slice),
 * and a click sends `wishlist:toggle` to the account area (which asks a guest to log in first).
 */
export function WishlistHeart({ productId, productName, addLabel, removeLabel, className }: WishlistHeartProps) {
  const bus = useEventBus();
  const active = useOnWishlist(productId);
  return (
    <Heart
      type="button"
      className={className}
      aria-pressed={active}
      data-testid="wishlist-heart"
      data-intent-command="wishlist:toggle"
      onClick={() => bus.emit('wishlist:toggle', { productId, productName })}
    >
      <UiIcon name="heart" filled={active} />
      <Label>{active ? removeLabel : addLabel}</Label>
    </Heart>
  );
}
