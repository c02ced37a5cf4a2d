import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import type { ProductDetail, SeedPack } from '@storefront/shared-contracts';
import { FormattedMessage } from '@storefront/shared-ui';
import { AddedToCart } from '@storefront/shared-ui/added-to-cart';

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
  /* Shown with showModal() (the early add): the same shadow dims the page, not the platform's backdrop too. */
  &::backdrop {
    background: transparent;
  }
  h2 {
    margin-top: 0;
    font-size: 1.25rem;
  }
`;

/**
 * Marks the product's add form for the edge's early handler (edge/src/pages/early-add.ts, `EARLY_ADD_FORM`): before
 * hydration a submit of it is sent with fetch and answered by the hidden dialog of the chosen pack.
 */
export const EARLY_ADD_FORM = 'data-early-add';
/** The pack id of a dialog the early handler shows (edge/src/pages/early-add.ts, `EARLY_ADDED_DIALOG`). */
const EARLY_ADDED_DIALOG = 'data-early-added';

interface ViewProps {
  product: ProductDetail;
  pack: SeedPack;
  checkoutHref: string;
  /** The product page without the query: where "continue shopping" goes in a browser without `method="dialog"`. */
  closeHref: string;
}

/** The dialog's content: the shared view with this area's words for the pack and the actions. */
function AddedContent({
  product,
  pack,
  checkoutHref,
  closeHref,
  titleId,
  onViewCart,
}: ViewProps & {
  titleId: string;
  onViewCart?: () => void;
}) {
  return (
    <>
      <h2 id={titleId}>
        <FormattedMessage id="product.added.title" />
      </h2>
      <AddedToCart
        image={product.images[0]!}
        name={product.name}
        pack={
          pack.freeSeeds > 0 ? (
            <FormattedMessage id="product.added.seedsWithFree" values={{ amount: pack.seeds, free: pack.freeSeeds }} />
          ) : (
            <FormattedMessage id="product.packs.seeds" values={{ amount: pack.seeds }} />
          )
        }
        price={pack.price}
        labels={{
          continue: <FormattedMessage id="product.added.continue" />,
          viewCart: <FormattedMessage id="product.added.viewCart" />,
          checkout: <FormattedMessage id="product.added.checkout" />,
        }}
        checkoutHref={checkoutHref}
        closeHref={closeHref}
        onViewCart={onViewCart}
      />
    </>
  );
}

/**
 * What the page shows after the add-to-cart form was posted without JavaScript (`?added=`): the product, its pack
 * and price, "continue shopping" (the platform's `method="dialog"` closes it), "view cart" and checkout (the
 * checkout lists the cart: the header's drawer needs JavaScript). The same test ids as the cart area's modal,
 * which shows the same after an add on a hydrated page.
 */
export function AddedNotice(props: ViewProps) {
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} data-testid="cart-added-modal">
      <AddedContent {...props} titleId={titleId} />
    </Dialog>
  );
}

function closeOpen(box: HTMLElement | null): void {
  box?.querySelectorAll('dialog').forEach((dialog) => {
    if (dialog.open) dialog.close();
  });
}

/** The test id of the dialog on screen: the cart area's modal's (edge/src/pages/early-add.ts gives it the same). */
const SHOWN_TEST_ID = 'cart-added-modal';
const HIDDEN_TEST_ID = 'early-added-modal';

interface EarlyProps {
  product: ProductDetail;
  checkoutHref: string;
  closeHref: string;
  /** An add on the hydrated page (the cart area's modal answers it): an early dialog still open is closed. */
  dismissed: boolean;
  /** An add the page answered itself (the cart area not in yet): the pack's dialog is shown, once per add. */
  shown: { packId: number; add: number } | null;
  onViewCart: () => void;
}

/**
 * One hidden dialog per pack, the `?added=` notice's twin, for the edge's early handler: a tap on "add to cart"
 * before hydration is sent with fetch and shown with the chosen pack's dialog (showModal), with no new page. React
 * renders them closed and leaves `open` to the platform, so a dialog the handler opened stays open through
 * hydration; then "view cart" opens the cart drawer. The handler gives the shown one the cart modal's test id.
 * The hydrated page shows them the same way (`shown`) for an add it answers itself.
 */
export function EarlyAddedNotices({ product, checkoutHref, closeHref, dismissed, shown, onViewCart }: EarlyProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const answeredOne = useRef(false);
  // The dismissal closes what was open before this page's first add, never the dialog of an add it answered
  // itself: it is rendered as a transition, which on a busy phone may commit after that add's answer was shown.
  useEffect(() => {
    if (dismissed && !answeredOne.current) closeOpen(box.current);
  }, [dismissed]);
  // As the loader shows one: the others closed, the cart modal's test id while it is on screen.
  useEffect(() => {
    if (!shown) return;
    answeredOne.current = true;
    closeOpen(box.current);
    const dialog = box.current?.querySelector<HTMLDialogElement>(`dialog[${EARLY_ADDED_DIALOG}="${shown.packId}"]`);
    if (!dialog) return;
    dialog.setAttribute('data-testid', SHOWN_TEST_ID);
    // The close of the dialog shown before comes as a task of its own: a dialog shown again meanwhile keeps its id.
    const hidden = () => {
      if (!dialog.open) dialog.setAttribute('data-testid', HIDDEN_TEST_ID);
    };
    dialog.addEventListener('close', hidden, { once: true });
    dialog.showModal();
  }, [shown]);
  return (
    <div ref={box}>
      {product.packs.map((pack) => (
        <Dialog
          key={pack.id}
          {...{ [EARLY_ADDED_DIALOG]: pack.id }}
          aria-labelledby={`${titleId}-${pack.id}`}
          data-testid={HIDDEN_TEST_ID}
        >
          <AddedContent
            product={product}
            pack={pack}
            checkoutHref={checkoutHref}
            closeHref={closeHref}
            titleId={`${titleId}-${pack.id}`}
            onViewCart={() => {
              closeOpen(box.current);
              onViewCart();
            }}
          />
        </Dialog>
      ))}
    </div>
  );
}
