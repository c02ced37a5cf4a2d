import { CONTRACT_VERSION, prefetchQuery, type AreaModule, type PrefetchContext } from '@storefront/shared-contracts';
import { cartCheckoutApi } from '../api/cart-checkout-api';
import { startCartAgent } from '../agents/cart-agent';
import { cartApi } from '../features/cart/api/cart-api';
import { checkoutApi } from '../features/checkout/api/checkout-api';
import { ordersApi } from '../features/orders/api/orders-api';
import { loadCartMessages } from '../i18n/load-messages';

/** The cart as the header shows it on every page; the browser then finds it in the store. */
async function prefetchCart({ store, iso }: PrefetchContext) {
  store.inject(cartCheckoutApi);
  await prefetchQuery(store.dispatch(cartApi.endpoints.getCart.initiate(iso)));
}

async function prefetchCheckout({ store, iso }: PrefetchContext) {
  await prefetchQuery(store.dispatch(checkoutApi.endpoints.getCheckout.initiate({ iso, country: null })));
}

async function prefetchOrder({ store, iso, query }: PrefetchContext) {
  const number = query.get('order');
  const key = query.get('key');
  if (!number || !key) return;
  await prefetchQuery(store.dispatch(ordersApi.endpoints.getOrder.initiate({ iso, number, key })));
}

/** The cart and checkout area: the cart agent and panel, checkout, order overview and order status. */
const area: AreaModule = {
  contractVersion: CONTRACT_VERSION,
  setup: (context) => {
    // The area's one api, injected before any page renders (hydration comes before a page's prefetch).
    context.store.inject(cartCheckoutApi);
    return startCartAgent(context, loadCartMessages);
  },
  prefetchFrame: prefetchCart,
  pages: {
    checkout: {
      chunk: 'page-checkout',
      load: () => import(/* webpackChunkName: "page-checkout" */ '../routes/checkout-page'),
      prefetch: prefetchCheckout,
    },
    'order-overview': {
      chunk: 'page-order-overview',
      load: () => import(/* webpackChunkName: "page-order-overview" */ '../routes/order-overview-page'),
      prefetch: prefetchOrder,
    },
    'order-status': {
      chunk: 'page-order-status',
      load: () => import(/* webpackChunkName: "page-order-status" */ '../routes/order-status-page'),
    },
  },
  slots: {
    'panel:cart': () => import(/* webpackChunkName: "slot-cart-panel" */ '../features/cart/components/cart-panel'),
  },
  messages: loadCartMessages,
};

export default area;
