import { fireEvent, screen, within } from '@testing-library/react';
import { exampleProduct } from '@storefront/shared-contracts/testing';
import { renderProductPage } from '../testing/render-product-page';
import ProductPage from './product-page';

/** The chosen pack's price as shown: every pack's is in the line, all but the chosen one hidden. */
const shownPrice = () => screen.getByTestId('product-price').querySelector('[data-pack-price]:not([hidden])');

const product = exampleProduct({ id: 24 });

function setup(route = '/de/produkt/amnesia-haze-auto') {
  return renderProductPage(
    <ProductPage params={{ slug: 'amnesia-haze-auto' }} />,
    { 'GET /api/de-de/products/amnesia-haze-auto': { status: 200, data: product } },
    { route },
  );
}

describe('ProductPage add to cart as a form', () => {
  it('is a form posting product, pack (native radios) and quantity to the api’s form route', async () => {
    setup();
    const form = (await screen.findByTestId('add-to-cart-form')) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/de-de/cart/form-add');
    expect(screen.getByTestId('add-to-cart')).toHaveAttribute('type', 'submit');
    fireEvent.click(within(screen.getAllByTestId('pack-option')[2]!).getByRole('radio'));
    expect(Object.fromEntries(new FormData(form))).toEqual({ productId: '24', quantity: '1', packId: '15' });
  });

  it('adds once through the bus when hydrated, and the browser does not post the form too', async () => {
    const { added } = setup();
    fireEvent.click(within((await screen.findAllByTestId('pack-option'))[1]!).getByRole('radio'));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    screen.getByTestId('add-to-cart-form').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(added).toEqual([{ packId: 13, quantity: 1, productName: 'Amnesia Haze Auto' }]);
  });

  it('adds the pack whose radio is checked, also one React has not heard of (picked as it was hydrating)', async () => {
    const { added } = setup();
    const radio = within((await screen.findAllByTestId('pack-option'))[2]!).getByRole('radio') as HTMLInputElement;
    // Checked with no change event reaching React: its state still holds the first pack.
    radio.checked = true;
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(added).toEqual([{ packId: 15, quantity: 1, productName: 'Amnesia Haze Auto' }]);
  });

  it('shows the added notice after the form post (?added=): product, pack, price, and the checkout links', async () => {
    const { added } = setup('/de/produkt/amnesia-haze-auto?added=15');
    const notice = await screen.findByTestId('cart-added-modal');
    expect(notice.tagName).toBe('DIALOG');
    expect(notice).toHaveAttribute('open');
    expect(within(notice).getByRole('heading')).toHaveTextContent('Product added to cart');
    expect(within(notice).getByTestId('cart-added-name')).toHaveTextContent('Amnesia Haze Auto');
    expect(within(notice).getByTestId('cart-added-pack')).toHaveTextContent('5 seeds + 2 free');
    expect(within(notice).getByTestId('cart-added-price')).toHaveTextContent('€52.90');
    expect(within(notice).getByTestId('cart-added-checkout')).toHaveAttribute('href', '/de/checkout');
    // Closed by the platform (no script): a dialog form, with an action so the intent loader lets it through.
    const close = within(notice).getByTestId('cart-added-continue').closest('form')!;
    expect(close).toHaveAttribute('method', 'dialog');
    expect(close).toHaveAttribute('action', '/de/produkt/amnesia-haze-auto');
    // The added pack stays chosen and priced; an add on the hydrated page replaces the notice by the cart's modal.
    expect(within(screen.getAllByTestId('pack-option')[2]!).getByRole('radio')).toBeChecked();
    expect(shownPrice()).toHaveTextContent('€52.90');
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(screen.queryByTestId('cart-added-modal')).toBeNull();
    expect(added).toHaveLength(1);
  });

  it('ignores ?added= with a pack of another product', async () => {
    setup('/de/produkt/amnesia-haze-auto?added=999');
    await screen.findByTestId('add-to-cart-form');
    expect(screen.queryByTestId('cart-added-modal')).toBeNull();
  });

  it('says why a form post was refused, the chosen pack kept', async () => {
    setup('/de/produkt/amnesia-haze-auto?add-error=max-seeds&pack=13&amount=100');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Product cannot be added, maximum amount of 100 seeds has been reached.',
    );
    expect(within(screen.getAllByTestId('pack-option')[1]!).getByRole('radio')).toBeChecked();
    expect(shownPrice()).toHaveTextContent('€34.90');
    expect(screen.queryByTestId('cart-added-modal')).toBeNull();
  });
});
