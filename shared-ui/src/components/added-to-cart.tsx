import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { Money as MoneyValue } from '@storefront/shared-contracts';
// The root through the package name (as every subpath): the shell's one copy, with the one IntlContext.
import { Button, Money } from '@storefront/shared-ui';

const Added = styled.div`
  display: grid;
  grid-template-columns: 80px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  img {
    width: 80px;
    height: 80px;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.subtle};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  /* On a phone the buttons take the full width, one under the other. */
  button,
  a {
    flex: 1 1 auto;
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    text-decoration: none;
  }
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;
const Actions = styled.div`
  ${actions}
`;
const DialogActions = styled.form`
  ${actions}
`;

export interface AddedToCartProps {
  image: { src: string; src2x: string };
  name: string;
  /** The pack in the area's words ("3 seeds", "3 seeds + 1 free"). */
  pack: ReactNode;
  price: MoneyValue;
  /** The three actions' texts, translated by the area. */
  labels: { continue: ReactNode; viewCart: ReactNode; checkout: ReactNode };
  checkoutHref: string;
  /**
   * Inside a native `<dialog>` that must work without JavaScript: "continue shopping" submits a `method="dialog"`
   * form (the platform closes the dialog; this is its `action`, where a browser without dialog forms goes) and
   * "view cart" is a link to `checkoutHref` (`onViewCart`, when given, takes the click over once hydrated).
   */
  closeHref?: string;
  /** Without `closeHref`: "continue shopping" as a script button. */
  onContinue?: () => void;
  onViewCart?: () => void;
}

/**
 * What was just added to the cart (spec 2.4): the product's image, name, pack and price, then "continue shopping",
 * "view cart" and checkout. Only the view: the area puts it in its dialog and gives its texts and handlers. Test
 * ids are `cart-added-*` (the e2e page object's, whichever area shows it).
 */
export function AddedToCart({
  image,
  name,
  pack,
  price,
  labels,
  checkoutHref,
  closeHref,
  onContinue,
  onViewCart,
}: AddedToCartProps) {
  const viewCart = closeHref ? (
    <Button
      as="a"
      $variant="secondary"
      href={checkoutHref}
      data-testid="cart-added-view-cart"
      onClick={
        onViewCart
          ? (event: { preventDefault: () => void }) => {
              event.preventDefault();
              onViewCart();
            }
          : undefined
      }
    >
      {labels.viewCart}
    </Button>
  ) : (
    <Button type="button" $variant="secondary" onClick={onViewCart} data-testid="cart-added-view-cart">
      {labels.viewCart}
    </Button>
  );
  const checkout = (
    <Button as="a" href={checkoutHref} data-testid="cart-added-checkout">
      {labels.checkout}
    </Button>
  );
  return (
    <>
      <Added>
        <img src={image.src} srcSet={`${image.src} 1x, ${image.src2x} 2x`} width={80} height={80} alt="" />
        <div>
          <p>
            <strong data-testid="cart-added-name">{name}</strong>
          </p>
          <p data-testid="cart-added-pack">{pack}</p>
          <p data-testid="cart-added-price">
            <Money value={price} />
          </p>
        </div>
      </Added>
      {closeHref ? (
        // An action keeps the intent loader from holding the close until the shop has booted (it holds forms without one).
        <DialogActions method="dialog" action={closeHref}>
          <Button type="submit" $variant="secondary" data-testid="cart-added-continue">
            {labels.continue}
          </Button>
          {viewCart}
          {checkout}
        </DialogActions>
      ) : (
        <Actions>
          <Button type="button" $variant="secondary" onClick={onContinue} data-testid="cart-added-continue">
            {labels.continue}
          </Button>
          {viewCart}
          {checkout}
        </Actions>
      )}
    </>
  );
}
