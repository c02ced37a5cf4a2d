import { fireEvent, screen } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { exampleCart, exampleCartLine } from '@storefront/shared-contracts/testing';
import en from '../../../i18n/en.json';
import { cartApi } from '../api/cart-api';
import CartPanel from './cart-panel';

function setup(routes: Parameters<typeof fakeHttp>[0]) {
  const { http, requests } = fakeHttp(routes);
  const store = createStorefrontStore({ http, preloadedState: { shared: initialSharedState({ storefront: 'en' }) } });
  store.inject(cartApi);
  renderWithProviders(<CartPanel />, { store, http, messages: en });
  return { store, requests };
}

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
});
