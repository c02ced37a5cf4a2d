import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeHttp } from '@storefront/build-tools/test-utils';
import {
  createEventBus,
  createStorefrontStore,
  initialSharedState,
  sharedActions,
  type EventPayload,
} from '@storefront/shared-contracts';
import { exampleCart, exampleCartLine } from '@storefront/shared-contracts/testing';
import en from '../i18n/en.json';
import { startCartAgent } from './cart-agent';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(addResponse: { status: number; data: unknown }) {
  const existing = exampleCart([exampleCartLine({ id: 1, quantity: 2 })]);
  const { http, requests } = fakeHttp({
    'GET /api/en-uk/cart': { status: 200, data: existing },
    'POST /api/en-uk/cart/items': addResponse,
  });
  const store = createStorefrontStore({ http, preloadedState: { shared: initialSharedState({ storefront: 'uk' }) } });
  const bus = createEventBus();
  const toasts: EventPayload<'ui:toast'>[] = [];
  bus.on('ui:toast', (t) => toasts.push(t));
  const stop = startCartAgent({ store, bus, http }, async () => en);
  return { store, bus, toasts, requests, stop };
}

describe('cart agent', () => {
  it('loads the cart for the header count', async () => {
    const { store, stop } = setup({ status: 500, data: {} });
    await flush();
    expect(store.getState().shared.cart).toEqual({ itemCount: 2, seedCount: 10 });
    stop();
  });

  it('loads the cart again when the session changes (the api joined or forgot the cart)', async () => {
    const { bus, requests, stop } = setup({ status: 500, data: {} });
    await flush();
    bus.emit('session:changed', { loggedIn: true, firstName: 'Mary' });
    await flush();
    expect(requests.filter((r) => r.url === '/api/en-uk/cart')).toHaveLength(2);
    stop();
  });

  it('loads the cart again on cart:reload (an add the page sent while the shop started), also one sent before', async () => {
    const { bus, requests, store, stop } = setup({ status: 500, data: {} });
    await flush();
    store.dispatch(sharedActions.cartSummaryChanged({ itemCount: 0, seedCount: 0 }));
    bus.emit('cart:reload', {});
    await flush();
    expect(requests.filter((r) => r.url === '/api/en-uk/cart')).toHaveLength(2);
    expect(store.getState().shared.cart).toEqual({ itemCount: 2, seedCount: 10 });
    stop();

    // A command waits for its handler: sent before the cart area was in, it is answered once the agent starts,
    // even on a page whose server-rendered state already holds the (now stale) cart.
    const early = createEventBus();
    early.emit('cart:reload', {});
    const { http, requests: later } = fakeHttp({ 'GET /api/en-uk/cart': { status: 200, data: exampleCart([]) } });
    const rendered = createStorefrontStore({ http, preloadedState: store.getState() });
    const stopLater = startCartAgent({ store: rendered, bus: early, http }, async () => en);
    await flush();
    expect(later.filter((r) => r.url === '/api/en-uk/cart')).toHaveLength(1);
    expect(rendered.getState().shared.cart).toEqual({ itemCount: 0, seedCount: 0 });
    stopLater();
  });

  it('adds a pack, updates the count, confirms and shows the add-to-cart modal instead of the drawer', async () => {
    const added = exampleCartLine({
      id: 2,
      packId: 13,
      productName: 'White Widow',
      seeds: 3,
      freeSeeds: 1,
      unitPrice: { amount: 2990, currency: 'GBP' },
    });
    const after = exampleCart([exampleCartLine({ id: 1, quantity: 2 }), added]);
    const { store, bus, toasts, requests, stop } = setup({ status: 200, data: after });
    await flush();
    await act(async () => {
      bus.emit('cart:add-item', { packId: 13, quantity: 1, productName: 'White Widow' });
      await flush();
      await flush();
    });
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      url: '/api/en-uk/cart/items',
      body: { packId: 13, quantity: 1 },
    });
    expect(store.getState().shared.cart).toEqual({ itemCount: 3, seedCount: 13 });
    expect(toasts).toEqual([{ kind: 'success', message: 'Product added to cart' }]);
    const modal = await screen.findByRole('dialog', { name: 'Product added to cart' });
    expect(within(modal).getByTestId('cart-added-name')).toHaveTextContent('White Widow');
    expect(within(modal).getByTestId('cart-added-pack')).toHaveTextContent('3 seeds + 1 free');
    expect(within(modal).getByTestId('cart-added-price')).toHaveTextContent('£29.90');
    expect(store.getState().shared.panels.cart).toBe(false);
    act(() => fireEvent.click(within(modal).getByTestId('cart-added-view-cart')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().shared.panels.cart).toBe(true);
    stop();
  });

  it('explains the seed maximum when the server refuses', async () => {
    const refusal = { statusCode: 422, code: 'MAX_SEEDS_REACHED', message: 'x', params: { amount: 100 } };
    const { store, bus, toasts, stop } = setup({ status: 422, data: refusal });
    await flush();
    bus.emit('cart:add-item', { packId: 13, quantity: 1, productName: 'White Widow' });
    await flush();
    await flush();
    expect(toasts).toEqual([
      { kind: 'error', message: 'Product cannot be added, maximum amount of 100 seeds has been reached.' },
    ]);
    expect(store.getState().shared.panels.cart).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    stop();
  });

  it('says the product cannot be added on any other failure', async () => {
    const { bus, toasts, stop } = setup({ status: 503, data: 'down' });
    await flush();
    bus.emit('cart:add-item', { packId: 13, quantity: 1, productName: 'White Widow' });
    await flush();
    await flush();
    expect(toasts).toEqual([{ kind: 'error', message: 'Product cannot be added' }]);
    stop();
  });
});
