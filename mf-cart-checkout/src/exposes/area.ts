import { CONTRACT_VERSION, type AreaModule, type PrefetchContext } from '@storefront/shared-contracts';
import { cartApi } from '../features/cart/api/cart-api';
import { startCartAgent } from '../features/cart/cart-agent';
import { loadCartMessages } from '../i18n/load-messages';

/** The cart as the header shows it on every page; the browser then finds it in the store. */
async function prefetchCart({ store, iso }: PrefetchContext) {
  store.inject(cartApi);
  const request = store.dispatch(cartApi.endpoints.getCart.initiate(iso));
  await request;
  request.unsubscribe();
}

/** The cart and checkout area: the cart agent, the cart panel (checkout and orders come next). */
const area: AreaModule = {
  contractVersion: CONTRACT_VERSION,
  setup: (context) => startCartAgent(context, loadCartMessages),
  prefetchFrame: prefetchCart,
  slots: {
    'panel:cart': () => import(/* webpackChunkName: "slot-cart-panel" */ '../features/cart/components/cart-panel'),
  },
  messages: loadCartMessages,
};

export default area;
