import { apiPaths, PRELOAD_WHEN_IDLE, useEventBus, useOnWishlist, useStorefront } from '@storefront/shared-contracts';
import styled from 'styled-components';
// A subpath module bundled by the areas: the root comes through the shared package itself.
import { UiIcon, visuallyHidden } from '@storefront/shared-ui';

/** Takes no room: the heart sits in its card or beside the product's title as if the form were not there. */
const NoJsForm = styled.form`
  display: contents;
`;

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
 * and a click sends `wishlist:toggle` to the account area (which asks a guest to log in first). Without
 * JavaScript it is the submit button of a form to the api's wishlist form route (a guest is sent to log in, a
 * shopper's product is added and their wishlist shown); before the shop runs, the page's loader takes the tap.
 */
export function WishlistHeart({ productId, productName, addLabel, removeLabel, className }: WishlistHeartProps) {
  const bus = useEventBus();
  const active = useOnWishlist(productId);
  const { iso } = useStorefront();
  return (
    <NoJsForm method="post" action={apiPaths.wishlistForm(iso, productId)}>
      <Heart
        type="submit"
        className={className}
        aria-pressed={active}
        data-testid="wishlist-heart"
        data-intent-command="wishlist:toggle"
        // The account area answers the tap: loaded once the page is idle, not at the tap (on a phone its chain of
        // downloads after a guest's tap on a hydrated page was 0.8 s).
        {...{ [PRELOAD_WHEN_IDLE]: '' }}
        onClick={(event) => {
          event.preventDefault();
          bus.emit('wishlist:toggle', { productId, productName });
        }}
      >
        <UiIcon name="heart" filled={active} />
        <Label>{active ? removeLabel : addLabel}</Label>
      </Heart>
    </NoJsForm>
  );
}
