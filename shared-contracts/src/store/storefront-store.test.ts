import { createSlice } from '@reduxjs/toolkit';
import axios from 'axios';
import { createStorefrontStore } from './storefront-store';
import { sharedActions } from './shared-slice';

const counter = createSlice({ name: 'counter', initialState: { value: 1 }, reducers: { increment: (s) => void (s.value += 1) } });

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
});
