import type { ReactElement } from 'react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import {
  createEventBus,
  createStorefrontStore,
  initialSharedState,
  type EventPayload,
} from '@storefront/shared-contracts';
import { exampleSettings } from '@storefront/shared-contracts/testing';
import { productApi } from '../api/product-api';
import en from '../i18n/en.json';

type Routes = Parameters<typeof fakeHttp>[0];

/**
 * Renders a product page of the German storefront on `routes` (the api's answers), recording the commands and
 * notifications it emits: the packs added to the cart, the panels opened, the carts announced and reloaded, the
 * toasts. Without `cartArea` nobody handles `cart:add-item` yet (the cart area still loading).
 */
export function renderProductPage(
  page: ReactElement,
  routes: Routes,
  {
    route,
    messages = en,
    cartArea = true,
  }: { route?: string; messages?: Record<string, string>; cartArea?: boolean } = {},
) {
  const { http, requests } = fakeHttp(routes);
  const store = createStorefrontStore({
    http,
    preloadedState: { shared: initialSharedState({ storefront: 'de', settings: exampleSettings() }) },
  });
  store.inject(productApi);
  const bus = createEventBus();
  const added: EventPayload<'cart:add-item'>[] = [];
  const panels: EventPayload<'ui:open-panel'>[] = [];
  const carts: EventPayload<'cart:changed'>[] = [];
  const toasts: EventPayload<'ui:toast'>[] = [];
  let reloads = 0;
  if (cartArea) bus.on('cart:add-item', (payload) => added.push(payload));
  bus.on('ui:open-panel', (payload) => panels.push(payload));
  bus.on('cart:changed', (payload) => carts.push(payload));
  bus.on('ui:toast', (payload) => toasts.push(payload));
  bus.on('cart:reload', () => (reloads += 1));
  renderWithProviders(page, { store, http, bus, messages, ...(route ? { route } : {}) });
  return { added, panels, carts, toasts, reloads: () => reloads, requests, store };
}
