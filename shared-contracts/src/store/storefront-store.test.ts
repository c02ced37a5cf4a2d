import { createSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import axios from 'axios';
import { createEventBus } from '../events/event-bus';
import { createStorefrontStore, storeExtra } from './storefront-store';
import { sharedActions } from './shared-slice';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 1 },
  reducers: { increment: (s) => void (s.value += 1) },
});

describe('storefront store', () => {
  it('starts with the shared slice and lets areas inject their own slice once, with state right away', () => {
    const store = createStorefrontStore({ http: axios.create() });
    expect(store.getState().shared.panels).toEqual({ account: false, cart: false, menu: false, search: false });
    store.inject(counter);
    expect(store.getState().counter).toEqual({ value: 1 });
    store.dispatch(counter.actions.increment());
    store.inject(counter);
    expect(store.getState().counter).toEqual({ value: 2 });
  });

  it('toggles each panel independently', () => {
    const store = createStorefrontStore({ http: axios.create() });
    store.dispatch(sharedActions.panelToggled('cart'));
    store.dispatch(sharedActions.panelToggled('search'));
    store.dispatch(sharedActions.panelToggled('search'));
    expect(store.getState().shared.panels).toEqual({ account: false, cart: true, menu: false, search: false });
  });

  it('starts an area API injected later from the state the server rendered with, without fetching again', async () => {
    const fetched: string[] = [];
    const makeApi = () =>
      createApi({
        reducerPath: 'catalogApi',
        baseQuery: async (arg: string) => {
          fetched.push(arg);
          return { data: { name: `collection ${arg}` } };
        },
        endpoints: (build) => ({ collection: build.query<{ name: string }, string>({ query: (slug) => slug }) }),
      });
    const serverApi = makeApi();
    const server = createStorefrontStore({ http: axios.create() });
    server.inject(serverApi);
    const request = server.dispatch(serverApi.endpoints.collection.initiate('high-thc'));
    await request;
    request.unsubscribe();
    const html = JSON.parse(JSON.stringify(server.getState()));

    const browserApi = makeApi();
    const browser = createStorefrontStore({ http: axios.create(), preloadedState: html });
    expect(browser.getState().catalogApi).toBeUndefined();
    browser.inject(browserApi);
    const result = await browser.dispatch(browserApi.endpoints.collection.initiate('high-thc'));
    expect(result.data).toEqual({ name: 'collection high-thc' });
    expect(fetched).toEqual(['high-thc']);
  });

  it("follows the areas' events: the shared slice changes on the bus, never by an area's dispatch", () => {
    const bus = createEventBus();
    const store = createStorefrontStore({ http: axios.create(), bus });
    expect(store.bus).toBe(bus);
    bus.emit('cart:changed', { itemCount: 2, seedCount: 8 });
    bus.emit('session:changed', { loggedIn: true, firstName: 'Ada' });
    bus.emit('wishlist:changed', { productIds: [3, 5] });
    bus.emit('ui:open-panel', { panel: 'cart' });
    const shared = store.getState().shared;
    expect(shared.cart).toEqual({ itemCount: 2, seedCount: 8 });
    expect(shared.session).toEqual({ loggedIn: true, firstName: 'Ada' });
    expect(shared.wishlist).toEqual([3, 5]);
    expect(shared.panels.cart).toBe(true);

    bus.emit('ui:close-panel', { panel: 'cart' });
    bus.emit('session:changed', { loggedIn: false });
    expect(store.getState().shared.panels.cart).toBe(false);
    expect(store.getState().shared.session).toEqual({ loggedIn: false, firstName: null });
    expect(store.getState().shared.wishlist).toEqual([]);
  });

  it("gives thunks and query lifecycles the page's http client and bus, and refuses anything else as extra", async () => {
    const store = createStorefrontStore({ http: axios.create() });
    const seen = await store.dispatch(async (_dispatch, _getState, extra) => storeExtra(extra));
    expect(seen.bus).toBe(store.bus);
    expect(() => storeExtra({ http: axios.create() })).toThrow(/not the storefront store/);
    expect(() => storeExtra(undefined)).toThrow(/not the storefront store/);
  });
});
