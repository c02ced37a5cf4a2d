import {
  CONTRACT_VERSION,
  type AreaModule,
  type HeadContext,
  type PrefetchContext,
} from '@storefront/shared-contracts';
import { accountApi } from '../api/account-api';
import { loadAccountMessages } from '../i18n/load-messages';

/** Puts the page's data in the store: the server renders with it, the browser starts from it. */
async function prefetchPage({ store, iso }: PrefetchContext) {
  const request = store.dispatch(accountApi.endpoints.getSettings.initiate({ iso }));
  await request;
  request.unsubscribe();
}

/** A page's title and description, in the page's language. */
const headOf =
  (page: string) =>
  ({ formatMessage }: HeadContext) => ({
    title: formatMessage(`account.${page}.title`),
    description: formatMessage(`account.${page}.description`),
  });

/** The account area: /login, /signup, /forgot-password, /reset-password, /account, /account/details, /account/addresses, /account/wishlist, /account/order, /account/orders, /account/orders/{slug}. */
const area: AreaModule = {
  contractVersion: CONTRACT_VERSION,
  setup: ({ store }) => store.inject(accountApi),
  pages: {
    login: {
      chunk: 'page-login',
      load: () => import(/* webpackChunkName: "page-login" */ '../routes/login-page'),
      prefetch: prefetchPage,
      head: headOf('login'),
    },
    signup: {
      chunk: 'page-signup',
      load: () => import(/* webpackChunkName: "page-signup" */ '../routes/signup-page'),
      prefetch: prefetchPage,
      head: headOf('signup'),
    },
    'forgot-password': {
      chunk: 'page-forgot-password',
      load: () => import(/* webpackChunkName: "page-forgot-password" */ '../routes/forgot-password-page'),
      prefetch: prefetchPage,
      head: headOf('forgotPassword'),
    },
    'reset-password': {
      chunk: 'page-reset-password',
      load: () => import(/* webpackChunkName: "page-reset-password" */ '../routes/reset-password-page'),
      prefetch: prefetchPage,
      head: headOf('resetPassword'),
    },
    account: {
      chunk: 'page-account',
      load: () => import(/* webpackChunkName: "page-account" */ '../routes/account-page'),
      prefetch: prefetchPage,
      head: headOf('account'),
    },
    'account-details': {
      chunk: 'page-account-details',
      load: () => import(/* webpackChunkName: "page-account-details" */ '../routes/account-details-page'),
      prefetch: prefetchPage,
      head: headOf('accountDetails'),
    },
    'account-addresses': {
      chunk: 'page-account-addresses',
      load: () => import(/* webpackChunkName: "page-account-addresses" */ '../routes/account-addresses-page'),
      prefetch: prefetchPage,
      head: headOf('accountAddresses'),
    },
    'account-wishlist': {
      chunk: 'page-account-wishlist',
      load: () => import(/* webpackChunkName: "page-account-wishlist" */ '../routes/account-wishlist-page'),
      prefetch: prefetchPage,
      head: headOf('accountWishlist'),
    },
    'account-order': {
      chunk: 'page-account-order',
      load: () => import(/* webpackChunkName: "page-account-order" */ '../routes/account-order-page'),
      prefetch: prefetchPage,
      head: headOf('accountOrder'),
    },
    'account-orders': {
      chunk: 'page-account-orders',
      load: () => import(/* webpackChunkName: "page-account-orders" */ '../routes/account-orders-page'),
      prefetch: prefetchPage,
      head: headOf('accountOrders'),
    },
    'account-orders-slug': {
      chunk: 'page-account-orders-slug',
      load: () => import(/* webpackChunkName: "page-account-orders-slug" */ '../routes/account-orders-slug-page'),
      prefetch: prefetchPage,
      head: headOf('accountOrdersSlug'),
    },
  },
  messages: loadAccountMessages,
};

export default area;
