import { useId } from 'react';
import styled from 'styled-components';
import type { ProductDetail, SeedPack } from '@storefront/shared-contracts';
import { Button, FormattedMessage, Money } from '@storefront/shared-ui';

const Dialog = styled.dialog`
  position: fixed;
  inset: 0;
  z-index: 50;
  margin: auto;
  width: min(480px, calc(100% - 24px));
  max-height: calc(100dvh - 24px);
  overflow-y: auto;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  /* Open without showModal() (no script): the page is dimmed by a shadow instead of a backdrop. */
  box-shadow:
    0 8px 32px rgba(0, 0, 0, 0.25),
    0 0 0 100vmax ${({ theme }) => theme.colors.overlay};
  h2 {
    margin-top: 0;
    font-size: 1.25rem;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
  }
`;

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
`;

const Actions = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(5)};
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
`;

interface Props {
  product: ProductDetail;
  pack: SeedPack;
  checkoutHref: string;
  /** The product page without the query: where "continue shopping" goes in a browser without `method="dialog"`. */
  closeHref: string;
}

/**
 * What the page shows after the add-to-cart form was posted without JavaScript (`?added=`): the product, its pack
 * and price, "continue shopping" (the platform's `method="dialog"` closes it), "view cart" and checkout (the
 * checkout lists the cart: the header's drawer needs JavaScript). The same test ids as the cart area's modal,
 * which shows the same after an add on a hydrated page.
 */
export function AddedNotice({ product, pack, checkoutHref, closeHref }: Props) {
  const titleId = useId();
  const image = product.images[0]!;
  return (
    <Dialog open aria-labelledby={titleId} data-testid="cart-added-modal">
      <h2 id={titleId}>
        <FormattedMessage id="product.added.title" />
      </h2>
      <Added>
        <img src={image.src} srcSet={`${image.src} 1x, ${image.src2x} 2x`} width={80} height={80} alt="" />
        <div>
          <p>
            <strong data-testid="cart-added-name">{product.name}</strong>
          </p>
          <p data-testid="cart-added-pack">
            {pack.freeSeeds > 0 ? (
              <FormattedMessage
                id="product.added.seedsWithFree"
                values={{ amount: pack.seeds, free: pack.freeSeeds }}
              />
            ) : (
              <FormattedMessage id="product.packs.seeds" values={{ amount: pack.seeds }} />
            )}
          </p>
          <p data-testid="cart-added-price">
            <Money value={pack.price} />
          </p>
        </div>
      </Added>
      {/* An action keeps the intent loader from holding the close until the shop has booted (it holds forms without one). */}
      <Actions method="dialog" action={closeHref}>
        <Button type="submit" $variant="secondary" data-testid="cart-added-continue">
          <FormattedMessage id="product.added.continue" />
        </Button>
        <Button as="a" $variant="secondary" href={checkoutHref} data-testid="cart-added-view-cart">
          <FormattedMessage id="product.added.viewCart" />
        </Button>
        <Button as="a" href={checkoutHref} data-testid="cart-added-checkout">
          <FormattedMessage id="product.added.checkout" />
        </Button>
      </Actions>
    </Dialog>
  );
}
