import { fakeHttp } from '@storefront/build-tools/test-utils';
import { apiPaths, createEventBus, createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { waitFor } from '@testing-library/react';
import en from '../i18n/en.json';
import { startAccountAgent } from './account-agent';

const item = (productId: number) => ({
  productId,
  slug: `p-${productId}`,
  name: `P ${productId}`,
  addedAt: '2026-01-01T00:00:00.000Z',
});

describe('the account agent', () => {
  it('toggles a product on the wishlist of a logged-in shopper, with toasts', async () => {
    const { http, requests } = fakeHttp({
      [`GET ${apiPaths.wishlist()}`]: { status: 200, data: { items: [] } },
      [`PUT ${apiPaths.wishlistItem(7)}`]: { status: 200, data: { items: [item(7)] } },
      [`DELETE ${apiPaths.wishlistItem(7)}`]: { status: 200, data: { items: [] } },
    });
    const bus = createEventBus();
    const store = createStorefrontStore({
      http,
      bus,
      preloadedState: { shared: initialSharedState({ session: { loggedIn: true, firstName: 'Mary' } }) },
    });
    const toasts: string[] = [];
    bus.on('ui:toast', ({ message }) => toasts.push(message));
    const stop = startAccountAgent({ store, bus, http }, async () => en);
    bus.emit('wishlist:toggle', { productId: 7, productName: 'Skunk' });
    await waitFor(() => expect(store.getState().shared.wishlist).toEqual([7]));
    bus.emit('wishlist:toggle', { productId: 7, productName: 'Skunk' });
    await waitFor(() => expect(store.getState().shared.wishlist).toEqual([]));
    expect(toasts).toEqual(['Skunk added to your wishlist', 'Skunk removed from your wishlist']);
    expect(requests.filter((r) => r.method !== 'GET').map((r) => r.method)).toEqual(['PUT', 'DELETE']);
    stop();
  });
});

it('a toggle tapped while the wishlist is still loading is neither undone by the load nor read from an empty list', async () => {
  let stored = [item(7)];
  let answerLoad: () => void = () => undefined;
  const answered = (data: unknown) => ({ data, status: 200, statusText: '200', headers: {} });
  const requests: string[] = [];
  const { http } = fakeHttp({});
  http.defaults.adapter = async (config) => {
    requests.push(`${config.method?.toUpperCase()} ${config.url}`);
    if (config.method === 'get') {
      // The page's first load answers with the list as it was when asked, after the tap.
      const asked = stored;
      await new Promise<void>((resolve) => (answerLoad = resolve));
      return { ...answered({ items: asked }), config };
    }
    stored = config.method === 'delete' ? [] : [item(7)];
    return { ...answered({ items: stored }), config };
  };
  const bus = createEventBus();
  const store = createStorefrontStore({
    http,
    bus,
    preloadedState: { shared: initialSharedState({ session: { loggedIn: true, firstName: 'Mary' } }) },
  });
  const stop = startAccountAgent({ store, bus, http }, async () => en);
  // Skunk is on the stored wishlist; the heart is tapped before the page has loaded it.
  bus.emit('wishlist:toggle', { productId: 7, productName: 'Skunk' });
  await waitFor(() => expect(requests).toContain(`GET ${apiPaths.wishlist()}`));
  answerLoad();
  await waitFor(() => expect(requests).toContain(`DELETE ${apiPaths.wishlistItem(7)}`));
  await waitFor(() => expect(store.getState().shared.wishlist).toEqual([]));
  expect(stored).toEqual([]);
  expect(requests.filter((r) => !r.startsWith('GET'))).toEqual([`DELETE ${apiPaths.wishlistItem(7)}`]);
  stop();
});

describe('the account agent on a page kept for every visitor', () => {
  it('makes the shopper a guest when the session the page showed has ended, and asks them to log in', async () => {
    const unauthenticated = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please log in first.' };
    const { http } = fakeHttp({
      [`GET ${apiPaths.wishlist()}`]: { status: 401, data: unauthenticated },
      [`PUT ${apiPaths.wishlistItem(7)}`]: { status: 401, data: unauthenticated },
    });
    const bus = createEventBus();
    const store = createStorefrontStore({
      http,
      bus,
      preloadedState: { shared: initialSharedState({ session: { loggedIn: true, firstName: 'Mary' } }) },
    });
    const stop = startAccountAgent({ store, bus, http }, async () => en);
    await waitFor(() => expect(store.getState().shared.session).toEqual({ loggedIn: false, firstName: null }));

    store.dispatch({ type: 'shared/sessionChanged', payload: { loggedIn: true, firstName: 'Mary' } });
    bus.emit('wishlist:toggle', { productId: 7, productName: 'Skunk' });
    await waitFor(() => expect(store.getState().shared.session.loggedIn).toBe(false));
    stop();
  });
});
