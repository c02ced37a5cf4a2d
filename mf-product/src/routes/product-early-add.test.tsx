import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@storefront/build-tools/test-utils';
import { exampleProduct } from '@storefront/shared-contracts/testing';
import { EarlyAddedNotices } from '../features/product/components/added-notice';
import en from '../i18n/en.json';
import { renderProductPage } from '../testing/render-product-page';
import ProductPage from './product-page';

const product = exampleProduct({ id: 24 });

// jsdom has no modal dialogs: what the platform does with `open` (the edge's handler opens one with showModal).
beforeAll(() => {
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

function setup(
  { cartArea = true, added = { status: 200, data: { added: 13, itemCount: 2, seedCount: 6 } } } = {} as {
    cartArea?: boolean;
    added?: { status: number; data: unknown };
  },
) {
  return renderProductPage(
    <ProductPage params={{ slug: 'amnesia-haze-auto' }} />,
    {
      'GET /api/de-de/products/amnesia-haze-auto': { status: 200, data: product },
      'POST /api/de-de/cart/form-add': added,
    },
    { route: '/de/produkt/amnesia-haze-auto', cartArea },
  );
}

/** The dialog the edge's early handler shows for a pack (it finds it by `data-early-added`). */
const dialogOf = (packId: number) => document.querySelector<HTMLDialogElement>(`dialog[data-early-added="${packId}"]`)!;

describe('ProductPage: the dialogs of the add before hydration (edge early-add.ts)', () => {
  it('marks the form and renders one closed dialog per pack, the ?added= notice’s text, none with the modal’s test id', async () => {
    setup();
    expect(await screen.findByTestId('add-to-cart-form')).toHaveAttribute('data-early-add');
    const dialogs = screen.getAllByTestId('early-added-modal', { exact: true });
    expect(dialogs.map((d) => d.getAttribute('data-early-added'))).toEqual(product.packs.map((p) => String(p.id)));
    expect(dialogs.every((d) => d.tagName === 'DIALOG' && !d.hasAttribute('open'))).toBe(true);
    expect(screen.queryByTestId('cart-added-modal')).toBeNull();
    const dialog = dialogOf(15);
    expect(within(dialog).getByRole('heading', { hidden: true })).toHaveTextContent('Product added to cart');
    expect(within(dialog).getByTestId('cart-added-name')).toHaveTextContent('Amnesia Haze Auto');
    expect(within(dialog).getByTestId('cart-added-pack')).toHaveTextContent('5 seeds + 2 free');
    expect(within(dialog).getByTestId('cart-added-price')).toHaveTextContent('€52.90');
    expect(within(dialog).getByTestId('cart-added-view-cart')).toHaveAttribute('href', '/de/checkout');
    expect(within(dialog).getByTestId('cart-added-continue').closest('form')).toHaveAttribute('method', 'dialog');
  });

  it('takes a dialog opened before hydration over: "view cart" closes it and opens the cart drawer', async () => {
    const { panels } = setup();
    await screen.findByTestId('add-to-cart-form');
    const dialog = dialogOf(13);
    dialog.setAttribute('open', '');
    fireEvent.click(within(dialog).getByTestId('cart-added-view-cart'));
    expect(dialog).not.toHaveAttribute('open');
    expect(panels).toEqual([{ panel: 'cart' }]);
  });

  it('closes a dialog still open when the hydrated page adds (the cart area’s modal answers that add)', async () => {
    const { added } = setup();
    await screen.findByTestId('add-to-cart-form');
    const dialog = dialogOf(13);
    dialog.setAttribute('open', '');
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(added).toHaveLength(1);
    expect(dialog).not.toHaveAttribute('open');
  });

  it('answers an add itself while the cart area is not in: the form sent, the pack’s dialog, the toast, the count, a reload', async () => {
    const { added, carts, toasts, reloads, requests } = setup({ cartArea: false });
    fireEvent.click(within((await screen.findAllByTestId('pack-option'))[1]!).getByRole('radio'));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    screen.getByTestId('add-to-cart-form').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await waitFor(() => expect(dialogOf(13)).toHaveAttribute('open'));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('/api/de-de/cart/form-add');
    expect(String(post.body)).toBe('productId=24&quantity=1&packId=13');
    expect(added).toEqual([]);
    // Found as the cart area's modal is, while on screen; the header's count follows the answer at once.
    expect(screen.getByTestId('cart-added-modal')).toBe(dialogOf(13));
    expect(carts).toEqual([{ itemCount: 2, seedCount: 6 }]);
    // The success toast a shopper gets when the cart area answers an add.
    expect(toasts).toEqual([{ kind: 'success', message: 'Product added to cart' }]);
    expect(reloads()).toBe(1);
    dialogOf(13).close();
    expect(dialogOf(13)).toHaveAttribute('data-testid', 'early-added-modal');
  });

  it('keeps the modal’s test id on a pack’s dialog shown again while open: the close before comes as a task', async () => {
    const close = jest.spyOn(HTMLDialogElement.prototype, 'close').mockImplementation(function close(
      this: HTMLDialogElement,
    ) {
      this.removeAttribute('open');
      setTimeout(() => this.dispatchEvent(new Event('close')), 0);
    });
    let answer = (_add: number) => undefined as void;
    function Notices() {
      const [shown, setShown] = useState({ packId: 13, add: 1 });
      answer = (add) => setShown({ packId: 13, add });
      return (
        <EarlyAddedNotices
          product={product}
          checkoutHref="/de/checkout"
          closeHref="/de/produkt/amnesia-haze-auto"
          dismissed
          shown={shown}
          onViewCart={() => undefined}
        />
      );
    }
    renderWithProviders(<Notices />, { messages: en });
    act(() => answer(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(dialogOf(13)).toHaveAttribute('open');
    expect(screen.getByTestId('cart-added-modal')).toBe(dialogOf(13));
    close.mockRestore();
  });

  it('keeps the dialog of an add it answered on screen when that add’s dismissal commits after the answer', () => {
    // The dismissal is a transition: on a busy phone the answer's dialog may be shown before it commits.
    let dismiss = () => undefined as void;
    const answered = { packId: 13, add: 1 };
    function Notices() {
      const [dismissed, setDismissed] = useState(false);
      dismiss = () => setDismissed(true);
      return (
        <EarlyAddedNotices
          product={product}
          checkoutHref="/de/checkout"
          closeHref="/de/produkt/amnesia-haze-auto"
          dismissed={dismissed}
          shown={answered}
          onViewCart={() => undefined}
        />
      );
    }
    renderWithProviders(<Notices />, { messages: en });
    expect(dialogOf(13)).toHaveAttribute('open');
    act(() => dismiss());
    expect(dialogOf(13)).toHaveAttribute('open');
    expect(screen.getByTestId('cart-added-modal')).toBe(dialogOf(13));
  });

  it('posts the form natively when the api refuses the add the page answers itself, so its page says why', async () => {
    const native = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { carts, toasts } = setup({ cartArea: false, added: { status: 400, data: { code: 'MAX_SEEDS_REACHED' } } });
    fireEvent.click(await screen.findByTestId('add-to-cart'));
    await waitFor(() => expect(native).toHaveBeenCalledTimes(1));
    expect(dialogOf(13)).not.toHaveAttribute('open');
    expect(carts).toEqual([]);
    expect(toasts).toEqual([]);
    native.mockRestore();
  });
});
