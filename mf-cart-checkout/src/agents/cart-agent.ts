import { createIntl } from '@storefront/shared-ui';
import {
  ERROR_CODES,
  intlLocaleFor,
  STOREFRONTS,
  type AreaSetupContext,
  type ApiError,
  type Language,
  type StorefrontCode,
  whenIdle,
} from '@storefront/shared-contracts';
import { cartCheckoutApi } from '../api/cart-checkout-api';
import { cartApi } from '../features/cart/api/cart-api';

/** The modal an add shows: its own chunk, fetched ahead at idle (below). */
const loadAddedModal = () =>
  import(/* webpackChunkName: "added-modal" */ '../features/cart/components/show-added-modal');

/**
 * Runs in the background on every page: loads the cart for the header's count and handles the
 * `cart:add-item` command from any area (the product page, later cards and the wishlist): after an add it
 * shows the add-to-cart modal, whose "view cart" opens the cart drawer.
 */
export function startCartAgent(
  { store, bus }: AreaSetupContext,
  loadMessages: (language: Language, storefront: StorefrontCode) => Promise<Record<string, string>>,
): () => void {
  store.inject(cartCheckoutApi);
  const { storefront, language } = store.getState().shared;
  const iso = STOREFRONTS[storefront].iso;
  const locale = intlLocaleFor(storefront, language);
  const messages = loadMessages(language, storefront);
  const intl = messages.then((loaded) => createIntl({ locale, messages: loaded }));
  const cartSubscription = store.dispatch(cartApi.endpoints.getCart.initiate(iso));

  const stop = bus.on('cart:add-item', async ({ packId, quantity }) => {
    const result = await store.dispatch(cartApi.endpoints.addItem.initiate({ iso, packId, quantity }));
    if ('data' in result && result.data) {
      // The add-to-cart modal (spec 2.4) instead of the cart drawer: the shopper chooses to go on or to the cart.
      // It comes first: the toast's own chunk and render would go before it on a slow phone.
      const line = result.data.items.find((item) => item.packId === packId);
      if (line) {
        const [{ showAddedModal }, loaded] = await Promise.all([loadAddedModal(), messages]);
        showAddedModal({ store, locale, messages: loaded }, line);
      }
      const t = await intl;
      bus.emit('ui:toast', { kind: 'success', message: t.formatMessage({ id: 'cart.toast.added' }) });
      return;
    }
    const t = await intl;
    const error = ('error' in result ? result.error : undefined) as ApiError | undefined;
    const message =
      error?.code === ERROR_CODES.maxSeeds
        ? t.formatMessage({ id: 'cart.error.maxSeeds' }, { amount: error.params?.amount ?? '' })
        : t.formatMessage({ id: 'cart.error.add' });
    bus.emit('ui:toast', { kind: 'error', message });
  });

  // The modal an add shows, fetched once the page is quiet (the shell warms axios): the shopper's tap on "add to
  // cart" then waits for the api alone (on a phone, each was one more round trip after the tap).
  whenIdle(() => {
    loadAddedModal().catch(() => undefined);
  });

  // A login joins the guest cart with the account's and a logout forgets it (the api moves the cart cookie):
  // load the cart again so the header and the panel follow.
  const stopSession = bus.on('session:changed', () => {
    void store.dispatch(cartApi.endpoints.getCart.initiate(iso, { forceRefetch: true, subscribe: false }));
  });

  // The cart changed outside this area (an add the page's loader sent while the shop was starting).
  const stopReload = bus.on('cart:reload', () => {
    void store.dispatch(cartApi.endpoints.getCart.initiate(iso, { forceRefetch: true, subscribe: false }));
  });

  return () => {
    stop();
    stopSession();
    stopReload();
    cartSubscription.unsubscribe();
  };
}
