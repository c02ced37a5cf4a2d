import { createIntl } from 'react-intl';
import {
  ERROR_CODES,
  intlLocaleFor,
  sharedActions,
  STOREFRONTS,
  type AreaSetupContext,
  type ApiError,
  type Language,
  type StorefrontCode,
} from '@storefront/shared-contracts';
import { cartApi } from './api/cart-api';

/**
 * Runs in the background on every page: loads the cart for the header's count and handles the
 * `cart:add-item` command from any area (the product page, later cards and the wishlist).
 */
export function startCartAgent(
  { store, bus }: AreaSetupContext,
  loadMessages: (language: Language, storefront: StorefrontCode) => Promise<Record<string, string>>,
): () => void {
  store.inject(cartApi);
  const { storefront, language } = store.getState().shared;
  const iso = STOREFRONTS[storefront].iso;
  const intl = loadMessages(language, storefront).then((messages) => createIntl({ locale: intlLocaleFor(storefront, language), messages }));
  const cartSubscription = store.dispatch(cartApi.endpoints.getCart.initiate(iso));

  const stop = bus.on('cart:add-item', async ({ packId, quantity }) => {
    const result = await store.dispatch(cartApi.endpoints.addItem.initiate({ iso, packId, quantity }));
    const t = await intl;
    if ('data' in result && result.data) {
      store.dispatch(sharedActions.panelOpened('cart'));
      bus.emit('ui:toast', { kind: 'success', message: t.formatMessage({ id: 'cart.toast.added' }) });
      bus.emit('cart:changed', { itemCount: result.data.itemCount, seedCount: result.data.seedCount });
      return;
    }
    const error = ('error' in result ? result.error : undefined) as ApiError | undefined;
    const message =
      error?.code === ERROR_CODES.maxSeeds
        ? t.formatMessage({ id: 'cart.error.maxSeeds' }, { amount: error.params?.amount ?? '' })
        : t.formatMessage({ id: 'cart.error.add' });
    bus.emit('ui:toast', { kind: 'error', message });
  });

  return () => {
    stop();
    cartSubscription.unsubscribe();
  };
}
