import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { createEventBus, createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { exampleCart, exampleCartLine } from '@storefront/shared-contracts/testing';
import en from '../../../i18n/en.json';
import { cartApi } from '../api/cart-api';
import CartPanel from './cart-panel';

function setup(routes: Parameters<typeof fakeHttp>[0], storefront: 'en' | 'de' = 'en') {
  const { http, requests } = fakeHttp(routes);
  const store = createStorefrontStore({ http, preloadedState: { shared: initialSharedState({ storefront }) } });
  store.inject(cartApi);
  const bus = createEventBus();
  const toasts: string[] = [];
  bus.on('ui:toast', ({ kind, message }) => void toasts.push(`${kind}: ${message}`));
  renderWithProviders(<CartPanel />, { store, http, bus, messages: en });
  return { store, requests, toasts };
}

const line = exampleCartLine({ id: 3, lineTotal: { amount: 5000, currency: 'EUR' } });
const withCoupon = (code: string, discount: number) => ({
  ...exampleCart([line]),
  coupon: code,
  discount: { amount: discount, currency: 'EUR' as const },
  total: { amount: 5000 - discount, currency: 'EUR' as const },
});
const refusal = (code: string, message: string) => ({ status: 422, data: { statusCode: 422, code, message } });

describe('CartPanel', () => {
  it('lists the lines with subtotal and total as the server computed them', async () => {
    const cart = exampleCart([
      exampleCartLine({ id: 1 }),
      exampleCartLine({ id: 2, productName: 'White Widow', lineTotal: { amount: 990, currency: 'EUR' } }),
    ]);
    setup({ 'GET /api/en-en/cart': { status: 200, data: cart } });
    expect(await screen.findAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('€62.80');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€62.80');
    expect(screen.getAllByTestId('cart-line')[0]).toHaveTextContent('5 seeds + 2 free');
  });

  it('removes a line and shows what the server answers', async () => {
    const { store, requests } = setup({
      'GET /api/en-en/cart': { status: 200, data: exampleCart([exampleCartLine({ id: 7 })]) },
      'DELETE /api/en-en/cart/items/7': { status: 200, data: exampleCart([]) },
    });
    fireEvent.click(await screen.findByTestId('cart-line-remove'));
    expect(await screen.findByTestId('cart-empty')).toHaveTextContent('Your cart is empty.');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toContain('DELETE /api/en-en/cart/items/7');
    expect(store.getState().shared.cart.itemCount).toBe(0);
  });

  it('shows "Cart cannot be fetched" when the cart cannot be loaded', async () => {
    setup({ 'GET /api/en-en/cart': { status: 500, data: {} } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Cart cannot be fetched');
  });

  it('opens and closes the coupon form, keeps a refused code with the spec message, and applies a good one', async () => {
    const { requests, toasts } = setup({
      'GET /api/en-en/cart': { status: 200, data: exampleCart([line]) },
      'PUT /api/en-en/cart/coupon': (body) => {
        const { code } = body as { code: string };
        if (code === 'NOPE') return refusal('INVALID_COUPON', 'Invalid coupon code');
        if (code === 'WELCOME5') return refusal('COUPON_NOT_APPLICABLE', 'Cannot apply the coupon');
        return { status: 200, data: withCoupon('GROW10', 500) };
      },
    });
    const toggle = await screen.findByTestId('cart-coupon-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(screen.queryByTestId('cart-coupon-input')).not.toBeInTheDocument();
    fireEvent.click(toggle);

    const input = screen.getByRole('textbox', { name: 'Coupon code' });
    fireEvent.change(input, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid coupon code');
    expect(input).toHaveValue('NOPE');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(input, { target: { value: 'WELCOME5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Cannot apply the coupon'));

    fireEvent.change(input, { target: { value: 'grow10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('cart-coupon-applied')).toHaveTextContent('Coupon GROW10');
    expect(screen.getByText('Discount (GROW10)')).toBeInTheDocument();
    expect(screen.getByTestId('cart-discount')).toHaveTextContent('-€5.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€45.00');
    expect(toasts).toEqual(['success: Coupon has been applied']);
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { code: 'NOPE' },
      { code: 'WELCOME5' },
      { code: 'grow10' },
    ]);
  });

  it('removes the coupon, or says "Coupon cannot be removed"', async () => {
    let fail = true;
    const { toasts } = setup({
      'GET /api/en-en/cart': { status: 200, data: withCoupon('GROW10', 500) },
      'DELETE /api/en-en/cart/coupon': () =>
        fail
          ? { status: 503, data: { statusCode: 503, code: 'X', message: 'down' } }
          : { status: 200, data: exampleCart([line]) },
    });
    fireEvent.click(await screen.findByTestId('cart-coupon-remove'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Coupon cannot be removed');
    fail = false;
    fireEvent.click(screen.getByTestId('cart-coupon-remove'));
    expect(await screen.findByTestId('cart-coupon-toggle')).toBeInTheDocument();
    expect(screen.getByTestId('cart-discount')).toHaveTextContent(/^€0\.00$/);
    expect(toasts).toEqual(['error: Coupon cannot be removed', 'success: Coupon removed']);
  });

  it('says when the coupon on the cart gives nothing at the moment', async () => {
    setup({
      'GET /api/en-en/cart': { status: 200, data: { ...withCoupon('WELCOME5', 0), couponIssue: 'min_subtotal' } },
    });
    expect(await screen.findByTestId('cart-coupon-issue')).toHaveTextContent(
      "Your cart does not meet this coupon's conditions at the moment.",
    );
  });

  it("links to the storefront's checkout", async () => {
    setup({ 'GET /api/de-de/cart': { status: 200, data: exampleCart([line]) } }, 'de');
    expect(await screen.findByTestId('cart-checkout')).toHaveAttribute('href', '/de/checkout');
  });

  it('shows the seed maximum when a quantity raise is refused', async () => {
    const { toasts } = setup({
      'GET /api/en-en/cart': { status: 200, data: exampleCart([line]) },
      'PATCH /api/en-en/cart/items/3': {
        status: 422,
        data: { statusCode: 422, code: 'MAX_SEEDS_REACHED', message: 'x', params: { amount: 100 } },
      },
    });
    fireEvent.change(await screen.findByTestId('cart-line-quantity'), { target: { value: '9' } });
    await waitFor(() =>
      expect(toasts).toEqual(['error: Product cannot be added, maximum amount of 100 seeds has been reached.']),
    );
  });
});
