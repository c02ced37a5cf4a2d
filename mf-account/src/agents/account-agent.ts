import { createIntl } from '@storefront/shared-ui';
import {
  intlLocaleFor,
  whenIdle,
  type AreaSetupContext,
  type Language,
  type StorefrontCode,
} from '@storefront/shared-contracts';
import { accountApi } from '../api/account-api';
import { wishlistApi } from '../features/wishlist/api/wishlist-api';
import { isLoggedOutError, loadWishlistIds } from '../lib/session/apply-session';

/**
 * Runs on every page: handles `account:open-login` (the login popup from anywhere) and `wishlist:toggle`
 * (the hearts on cards and the product page), and loads the wishlist ids of a logged-in shopper.
 */
export function startAccountAgent(
  { store, bus }: AreaSetupContext,
  loadMessages: (language: Language, storefront: StorefrontCode) => Promise<Record<string, string>>,
): () => void {
  store.inject(accountApi);
  const { storefront, language, session } = store.getState().shared;
  const locale = intlLocaleFor(storefront, language);
  const messages = loadMessages(language, storefront);
  const intl = messages.then((loaded) => createIntl({ locale, messages: loaded }));
  const dispatch = store.dispatch as Parameters<typeof loadWishlistIds>[0];
  // The stored wishlist, loaded once per page. A toggle waits for it: a tap right after the page appears must
  // neither read the empty list (and add what is already listed) nor be undone by this load's older answer.
  const wishlistLoaded = session.loggedIn
    ? loadWishlistIds(dispatch, bus).catch(() => undefined)
    : Promise.resolve(undefined);

  const popup = () => import(/* webpackChunkName: "login-popup" */ '../features/login/components/show-login-popup');
  // A guest's heart or login link opens the popup: its code comes when the browser is idle, not a round trip after the
  // tap (webpack keeps the module; a failed load is tried again at the tap).
  if (!session.loggedIn) whenIdle(() => void popup().catch(() => undefined));

  const openLogin = async (reason: 'login' | 'wishlist') => {
    const [{ showLoginPopup }, loaded] = await Promise.all([popup(), messages]);
    showLoginPopup({ store, bus, locale, messages: loaded }, reason);
  };

  const stopLogin = bus.on('account:open-login', ({ reason }) => void openLogin(reason));
  const stopWishlist = bus.on('wishlist:toggle', async ({ productId, productName }) => {
    if (!store.getState().shared.session.loggedIn) return void openLogin('wishlist');
    const [t] = await Promise.all([intl, wishlistLoaded]);
    const state = store.getState().shared;
    if (!state.session.loggedIn) return void openLogin('wishlist');
    const listed = state.wishlist.includes(productId);
    const endpoint = listed ? wishlistApi.endpoints.removeFromWishlist : wishlistApi.endpoints.addToWishlist;
    const result = await dispatch(endpoint.initiate(productId));
    if ('data' in result && result.data) {
      bus.emit('wishlist:changed', { productIds: result.data.items.map((item) => item.productId) });
      const id = listed ? 'account.toast.wishlistRemoved' : 'account.toast.wishlistAdded';
      bus.emit('ui:toast', { kind: 'success', message: t.formatMessage({ id }, { name: productName }) });
      return;
    }
    if ('error' in result && isLoggedOutError(result.error)) {
      // The session ended since the page was painted: a guest now, asked to log in as a guest is.
      bus.emit('session:changed', { loggedIn: false, firstName: null });
      return void openLogin('wishlist');
    }
    bus.emit('ui:toast', { kind: 'error', message: t.formatMessage({ id: 'account.error.generic' }) });
  });

  return () => {
    stopLogin();
    stopWishlist();
  };
}
