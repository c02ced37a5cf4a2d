import { createSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import axios from 'axios';
import { createStorefrontStore } from './storefront-store';
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
});
