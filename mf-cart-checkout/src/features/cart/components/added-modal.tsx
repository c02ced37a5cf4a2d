import { useIntl } from '@storefront/shared-ui';
import type { CartLine } from '@storefront/shared-contracts';
import { AddedToCart } from '@storefront/shared-ui/added-to-cart';
import { Modal } from '@storefront/shared-ui/modal';

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
  const t = (id: string) => intl.formatMessage({ id: `cart.added.${id}` });
  return (
    <Modal
      open={line !== null}
      title={intl.formatMessage({ id: 'cart.toast.added' })}
      closeLabel={t('close')}
      onClose={onClose}
      testId="cart-added-modal"
    >
      {line ? (
        <AddedToCart
          image={line.image}
          name={line.productName}
          pack={
            line.freeSeeds > 0
              ? intl.formatMessage({ id: 'cart.line.seedsWithFree' }, { amount: line.seeds, free: line.freeSeeds })
              : intl.formatMessage({ id: 'cart.line.seeds' }, { amount: line.seeds })
          }
          price={line.unitPrice}
          labels={{ continue: t('continue'), viewCart: t('viewCart'), checkout: t('checkout') }}
          checkoutHref={checkoutHref}
          onContinue={onClose}
          onViewCart={onViewCart}
        />
      ) : null}
    </Modal>
  );
}
