import { useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import type { CartLine } from '@storefront/shared-contracts';
import { Button, Money } from '@storefront/shared-ui';
import { Modal } from '@storefront/shared-ui/modal';

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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(5)};
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
`;

export interface AddedModalProps {
  /** The cart line of the pack just added; null closes the modal. */
  line: CartLine | null;
  onClose: () => void;
  onViewCart: () => void;
  /** The storefront's checkout path (the modal lives outside the router: a plain link). */
  checkoutHref: string;
}

/** Spec 2.4: after an add, the product, its pack and price, "continue shopping", "view cart" and checkout. */
export function AddedModal({ line, onClose, onViewCart, checkoutHref }: AddedModalProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id: `cart.added.${id}` }, values);
  return (
    <Modal
      open={line !== null}
      title={intl.formatMessage({ id: 'cart.toast.added' })}
      closeLabel={t('close')}
      onClose={onClose}
      testId="cart-added-modal"
    >
      {line ? (
        <>
          <Added>
            <img
              src={line.image.src}
              srcSet={`${line.image.src} 1x, ${line.image.src2x} 2x`}
              width={80}
              height={80}
              alt=""
            />
            <div>
              <p>
                <strong data-testid="cart-added-name">{line.productName}</strong>
              </p>
              <p data-testid="cart-added-pack">
                {line.freeSeeds > 0
                  ? intl.formatMessage({ id: 'cart.line.seedsWithFree' }, { amount: line.seeds, free: line.freeSeeds })
                  : intl.formatMessage({ id: 'cart.line.seeds' }, { amount: line.seeds })}
              </p>
              <p data-testid="cart-added-price">
                <Money value={line.unitPrice} />
              </p>
            </div>
          </Added>
          <Actions>
            <Button type="button" $variant="secondary" onClick={onClose} data-testid="cart-added-continue">
              {t('continue')}
            </Button>
            <Button type="button" $variant="secondary" onClick={onViewCart} data-testid="cart-added-view-cart">
              {t('viewCart')}
            </Button>
            <Button as="a" href={checkoutHref} data-testid="cart-added-checkout">
              {t('checkout')}
            </Button>
          </Actions>
        </>
      ) : null}
    </Modal>
  );
}
